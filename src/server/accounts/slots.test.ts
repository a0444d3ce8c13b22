import { slots } from './slots';

const tick = () => new Promise((resolve) => setTimeout(resolve, 5));

it('runs at most `size` tasks at once, all of them in the end, in order', async () => {
  const run = slots(2);
  let now = 0;
  let most = 0;
  const order: number[] = [];
  const results = await Promise.all(
    Array.from({ length: 7 }, (_, i) =>
      run(async () => {
        now += 1;
        most = Math.max(most, now);
        order.push(i);
        await tick();
        now -= 1;
        return i * 10;
      }),
    ),
  );
  expect(most).toBe(2);
  expect(order).toEqual([0, 1, 2, 3, 4, 5, 6]);
  expect(results).toEqual([0, 10, 20, 30, 40, 50, 60]);
});

it('frees the slot when a task fails', async () => {
  const run = slots(1);
  await expect(run(() => Promise.reject(new Error('no')))).rejects.toThrow('no');
  await expect(run(async () => 'next')).resolves.toBe('next');
});
