import { judgeRuns, scriptTasks, taskSource } from './longTaskRule.mjs';

const ORIGIN = 'http://127.0.0.1:4000';

describe('scriptTasks', () => {
  it('keeps the tasks over 50 ms that Lighthouse attributes to a script', () => {
    const items = [
      { ms: 85, url: `${ORIGIN}/assets/main.4d03cbb9bc.js` },
      { ms: 57, url: `${ORIGIN}/assets/vendor.a2c21679f9.js?v=1` },
      { ms: 50, url: `${ORIGIN}/assets/main.4d03cbb9bc.js` },
    ];
    expect(scriptTasks(items).map((t) => t.ms)).toEqual([85, 57]);
  });

  it("leaves out the browser's own work and the document's", () => {
    const items = [
      { ms: 62, url: 'Unattributable' },
      { ms: 69, url: `${ORIGIN}/` },
      { ms: 70, url: `${ORIGIN}/about-us` },
    ];
    expect(scriptTasks(items)).toEqual([]);
  });
});

describe('judgeRuns', () => {
  const clean = { error: null, items: [{ ms: 62, url: 'Unattributable' }] };
  const busy = { error: null, items: [{ ms: 85, url: `${ORIGIN}/assets/main.js` }] };
  const failed = { error: 'NO_FCP', items: [] };

  it('passes when more than half of the finished runs had no script task', () => {
    expect(judgeRuns([clean, busy, clean, busy, clean])).toMatchObject({ clean: 3, ok: true });
  });

  it('fails when half or more had one', () => {
    expect(judgeRuns([clean, busy, busy, clean, busy]).ok).toBe(false);
    expect(judgeRuns([clean, busy]).ok).toBe(false);
  });

  it('counts only the runs Lighthouse finished, and fails when none did', () => {
    expect(judgeRuns([failed, clean, busy, clean])).toMatchObject({ finished: 3, ok: true });
    expect(judgeRuns([failed, failed]).ok).toBe(false);
  });
});

describe('taskSource', () => {
  it('names a script by its file, else the page or the browser', () => {
    expect(taskSource(`${ORIGIN}/assets/main.4d03cbb9bc.js?v=2`)).toBe('main.4d03cbb9bc.js');
    expect(taskSource(`${ORIGIN}/`)).toBe('page');
    expect(taskSource('Unattributable')).toBe('browser');
  });
});
