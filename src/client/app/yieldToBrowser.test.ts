import { afterNextPaint, PAINT_WAIT_MS, yieldToBrowser } from './yieldToBrowser';

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

describe('afterNextPaint', () => {
  afterEach(() => jest.useRealTimers());

  it('resumes in the task after the next frame', async () => {
    jest.useFakeTimers();
    let frame: FrameRequestCallback | undefined;
    const raf = jest
      .spyOn(window, 'requestAnimationFrame')
      .mockImplementation((cb) => ((frame = cb), 1));
    let resumed = false;
    const done = afterNextPaint().then(() => (resumed = true));
    await Promise.resolve();
    expect(resumed).toBe(false);
    frame?.(0);
    // The frame alone does not resume it: the task after it does.
    await Promise.resolve();
    expect(resumed).toBe(false);
    jest.advanceTimersByTime(0);
    await done;
    expect(resumed).toBe(true);
    raf.mockRestore();
  });

  it('goes on without a frame after a while (a hidden tab paints none)', async () => {
    jest.useFakeTimers();
    const raf = jest.spyOn(window, 'requestAnimationFrame').mockImplementation(() => 1);
    let resumed = false;
    const done = afterNextPaint().then(() => (resumed = true));
    jest.advanceTimersByTime(PAINT_WAIT_MS - 1);
    await Promise.resolve();
    expect(resumed).toBe(false);
    jest.advanceTimersByTime(1);
    await done;
    expect(resumed).toBe(true);
    raf.mockRestore();
  });
});
