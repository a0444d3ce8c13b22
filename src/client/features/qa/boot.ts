/**
 * The QA chunk: main.tsx loads it only in development and QA builds, so production has no
 * recorder and no panel (and ignores `?qa=record`).
 */
import type { Transport } from '../../api/transport';
import { appReducer } from '../../app/rootReducer';
import { replayGuard } from './qaActions';
import { createRecorder, type Recorder } from './recorder';
export { QaPanel } from './QaPanel';
export { qaNavigated } from './qaActions';

export const createAppRecorder = (): Recorder => createRecorder({ reducer: appReducer });

export const guardTransport =
  (transport: Transport): Transport =>
  (path, body, signal) =>
    replayGuard.replaying
      ? Promise.reject(new Error('The QA panel is replaying a recording: no calls to the service.'))
      : transport(path, body, signal);

/** `?qa=record` opens the panel at load. */
export const panelRequested = (search: string) =>
  new URLSearchParams(search).get('qa') === 'record';
