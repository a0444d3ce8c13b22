// The start-up in steps (issue #19 item 3: no task over 50 ms while the home page starts). Each
// step's modules are stood in for by mocks that log when they are first run; the yield between
// steps is held until the test lets it go, so the log shows which modules ran in which task.
// Imported statically (as before this test), every module ran before the first yield.

const mockLog: string[] = [];
const mockYields: Array<() => void> = [];
const mockRender = jest.fn();
const mockHydrate = jest.fn();

const mockModule = (name: string, exports: Record<string, unknown> = {}) => {
  mockLog.push(name);
  return { __esModule: true, ...exports };
};

// A yield ends a task ('|'); the wait for the first paint says so before it ends its task.
const mockYield =
  (...names: string[]) =>
  () =>
    new Promise<void>((resolve) => {
      mockLog.push(...names, '|');
      mockYields.push(resolve);
    });

jest.mock('./app/yieldToBrowser', () => ({
  yieldToBrowser: mockYield(),
  afterNextPaint: mockYield('waits for a paint'),
}));
jest.mock('./app/browserStorages', () =>
  mockModule('storages module', {
    browserStorages: () => {
      mockLog.push('storage read');
      return { local: {}, session: {} };
    },
  }),
);
jest.mock('./app/startup/reduxToolkit', () => mockModule('toolkit'));
jest.mock('./app/startup/rtkQuery', () => mockModule('rtk query'));
jest.mock('./api/baseApi', () => mockModule('baseApi'));
jest.mock('./app/persist', () =>
  mockModule('persist', { loadPersistedState: () => ({ language: undefined }) }),
);
jest.mock('./entities/language', () =>
  mockModule('language', { loadCatalogue: jest.fn(), applyDocumentLanguage: jest.fn() }),
);
jest.mock('./app/store', () =>
  mockModule('store', {
    makeStore: () => {
      mockLog.push('store made');
      return { dispatch: jest.fn(), getState: () => ({ session: { token: '' } }) };
    },
  }),
);
jest.mock('./api/fetchTransport', () => mockModule('transport', { fetchTransport: jest.fn() }));
jest.mock('./api/serverAnswers', () =>
  mockModule('answers', { readServerAnswers: () => null, serverAnswersHydrated: jest.fn() }),
);
jest.mock('./entities/settings', () => mockModule('settings', { seedSiteSettings: jest.fn() }));
jest.mock('./app/router', () =>
  mockModule('router', { createAppRouter: () => mockLog.push('router made') }),
);
jest.mock('./app/AppRoot', () => mockModule('AppRoot', { AppRoot: () => null }));
jest.mock('react-dom/client', () =>
  mockModule('react-dom', {
    createRoot: () => ({ render: mockRender }),
    hydrateRoot: mockHydrate,
  }),
);

/** Lets every promise that can settle settle (the eager imports resolve in microtasks). */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

/** The log split at each yield: what ran in each task. */
const tasks = () =>
  mockLog
    .join(',')
    .split('|')
    .map((t) => t.split(',').filter(Boolean));

it('runs the start-up in steps, each in its own task, the store and React after the first', async () => {
  document.body.innerHTML = '<div id="root"></div>';
  // Not awaited: the start-up holds at its first yield until the test lets it go.
  void import('./main');
  await settle();
  // The script's own task runs nothing of the app: it waits for the server's page to be painted.
  expect(tasks()).toEqual([['storages module', 'waits for a paint'], []]);

  // Let each yield go in turn, until the app is rendered.
  for (let i = 0; i < 20 && mockRender.mock.calls.length === 0; i += 1) {
    mockYields.shift()?.();
    await settle();
  }
  expect(mockRender).toHaveBeenCalledTimes(1);
  expect(mockHydrate).not.toHaveBeenCalled();
  expect(tasks()).toEqual([
    ['storages module', 'waits for a paint'],
    ['storage read'],
    ['toolkit'],
    ['rtk query'],
    ['baseApi'],
    ['persist'],
    ['language', 'store', 'transport', 'store made'],
    ['answers', 'settings'],
    ['router', 'router made'],
    ['react-dom', 'AppRoot'],
    [],
  ]);
});
