import { SQLite } from './sqliteDriver';
import { keepStatements } from './statementCache';

const open = (max?: number) => {
  const db = new SQLite(':memory:');
  keepStatements(db, max);
  db.exec('create table t (a integer); insert into t values (1), (2), (3);');
  return db;
};

it('prepares a query once and answers from the kept statement', () => {
  const db = open();
  const first = db.prepare('select a from t where a >= ? order by a');
  expect(db.prepare('select a from t where a >= ? order by a')).toBe(first);
  expect(first.all(2)).toEqual([{ a: 2 }, { a: 3 }]);
  db.prepare('insert into t values (?)').run(4);
  expect(db.prepare('select a from t where a >= ? order by a').all(3)).toEqual([
    { a: 3 },
    { a: 4 },
  ]);
  db.close();
});

it('gives a statement being iterated a fresh one, not itself', () => {
  const db = open();
  const sqlText = 'select a from t order by a';
  const seen: number[] = [];
  for (const row of db.prepare(sqlText).iterate() as Iterable<{ a: number }>) {
    seen.push(...(db.prepare(sqlText).all() as { a: number }[]).map((r) => r.a * 10 + row.a));
  }
  expect(seen).toEqual([11, 21, 31, 12, 22, 32, 13, 23, 33]);
  db.close();
});

it('keeps at most `max` statements, dropping the least recently used', () => {
  const db = open(2);
  const one = db.prepare('select 1');
  const two = db.prepare('select 2');
  expect(db.prepare('select 1')).toBe(one);
  db.prepare('select 3');
  expect(db.prepare('select 1')).toBe(one);
  expect(db.prepare('select 2')).not.toBe(two);
  db.close();
});

it('sees a column added after the statement was kept (a migration)', () => {
  const db = open();
  expect(db.prepare('select * from t where a = 1').all()).toEqual([{ a: 1 }]);
  db.exec("alter table t add column b text not null default 'x'");
  expect(db.prepare('select * from t where a = 1').all()).toEqual([{ a: 1, b: 'x' }]);
  db.close();
});
