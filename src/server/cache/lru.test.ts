import { BoundedLru } from './lru';

const b = (s: string) => Buffer.from(s);

it('keeps at most maxEntries, dropping the least recently used first', () => {
  const lru = new BoundedLru(2, 1000);
  lru.set('a', b('1'));
  lru.set('b', b('2'));
  expect(lru.get('a')?.toString()).toBe('1'); // a is now the most recent
  lru.set('c', b('3'));
  expect([lru.get('a'), lru.get('b'), lru.get('c')].map((v) => v?.toString())).toEqual([
    '1',
    undefined,
    '3',
  ]);
  expect(lru.size).toBe(2);
});

it('keeps the total bytes of keys and values under maxBytes', () => {
  const lru = new BoundedLru(100, 10);
  lru.set('a', b('xxxx')); // 5
  lru.set('b', b('yyyy')); // 10
  lru.set('c', b('zzzz')); // 15 > 10: a goes
  expect(lru.get('a')).toBeUndefined();
  expect(lru.totalBytes).toBe(10);
  lru.set('big', b('x'.repeat(20))); // larger than the whole cache: never kept
  expect(lru.get('big')).toBeUndefined();
  expect(lru.get('b')?.toString()).toBe('yyyy');
});

it('replaces a key without counting it twice, and clears to nothing', () => {
  const lru = new BoundedLru(10, 100);
  lru.set('a', b('123'));
  lru.set('a', b('12'));
  expect(lru.totalBytes).toBe(3);
  lru.clear();
  expect([lru.size, lru.totalBytes]).toEqual([0, 0]);
});
