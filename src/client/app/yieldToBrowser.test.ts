import { yieldToBrowser } from './yieldToBrowser';

describe('yieldToBrowser', () => {
  afterEach(() => {
    delete (globalThis as { scheduler?: unknown }).scheduler;
    jest.useRealTimers();
  });

  it('uses the browser’s scheduler.yield where there is one', async () => {
    const yieldNow = jest.fn(() => Promise.resolve());
    (globalThis as { scheduler?: unknown }).scheduler = { yield: yieldNow };
    await yieldToBrowser();
    expect(yieldNow).toHaveBeenCalledTimes(1);
  });

  it('otherwise resumes in a later task, not in this one', async () => {
    jest.useFakeTimers();
    let resumed = false;
    const done = yieldToBrowser().then(() => (resumed = true));
    await Promise.resolve();
    expect(resumed).toBe(false);
    jest.runOnlyPendingTimers();
    await done;
    expect(resumed).toBe(true);
  });
});
