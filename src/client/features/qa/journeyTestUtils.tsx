import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { Provider } from 'react-redux';
import { RouterProvider, createMemoryRouter, type RouteObject } from 'react-router-dom';
import { memoryStorage } from '../../app/memoryStorage';
import { appReducer, type RootState } from '../../app/rootReducer';
import { makeStore } from '../../app/store';
import { fakeTransport, type FakeAnswers } from '../../test/fakeTransport';
import { qaNavigated } from './qaActions';
import { createRecorder } from './recorder';
import type { Recording } from './recording';

export const RECORDINGS_DIR = path.resolve(__dirname, '../../../../qa/recordings');

/** Secrets the journeys type or the fake service answers: no recording may hold any of them. */
export const KNOWN_SECRETS = {
  passwords: ['monsoon evenings in jaipur', 'monsoon evenings', 'a new passphrase'],
  otps: ['482913'],
  tokens: ['tok-rohan'],
  dataUrls: ['data:image/'],
  // Meera's (the fixture's other member); Rohan's own number may stay in his own records.
  otherMembersContacts: ['meera@example.in', '9812345678', '9829000000'],
};

/**
 * Renders routes against the app's real store (listeners, RTK Query, checks on) with the QA
 * recorder attached and the service faked at the transport.
 */
export function renderRecorded(
  routes: RouteObject[],
  route: string,
  answers: FakeAnswers,
  preloadedState?: Partial<RootState>,
) {
  const recorder = createRecorder({ reducer: appReducer });
  const { transport, calls } = fakeTransport(answers);
  const storages = { local: memoryStorage(), session: memoryStorage() };
  const store = makeStore({ transport, preloadedState, storages, recorder: recorder.middleware });
  const router = createMemoryRouter(routes, { initialEntries: [route] });
  // As the QA panel does in the browser: the recording says where the screen went.
  const where = () => `${router.state.location.pathname}${router.state.location.search}`;
  store.dispatch(qaNavigated({ path: where() }));
  router.subscribe(() => store.dispatch(qaNavigated({ path: where() })));
  render(
    <Provider store={store}>
      <RouterProvider router={router} />
    </Provider>,
  );
  const recording = (): Recording => recorder.recording(store.getState());
  return { store, router, calls, user: userEvent.setup(), recording };
}

/**
 * Saves a journey's recording the first time, or again with QA_UPDATE_RECORDINGS=1 (timestamps
 * change on every run, so the committed files are not rewritten by an ordinary test run).
 */
export function saveRecording(name: string, recording: Recording) {
  const file = path.join(RECORDINGS_DIR, `${name}.json`);
  if (existsSync(file) && process.env.QA_UPDATE_RECORDINGS !== '1') return file;
  mkdirSync(RECORDINGS_DIR, { recursive: true });
  writeFileSync(file, `${JSON.stringify(recording, null, 2)}\n`);
  return file;
}

export const recordingFiles = () =>
  readdirSync(RECORDINGS_DIR)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .map((f) => ({ name: f, text: readFileSync(path.join(RECORDINGS_DIR, f), 'utf8') }));
