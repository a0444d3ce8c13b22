import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import { useStore } from 'react-redux';
import { stateReplaced, type RootState } from '../../app/rootReducer';
import { fromDevToolsExport, toDevToolsExport } from './devtoolsExport';
import { downloadJson } from '../../components/downloadJson';
import { stamp } from './download';
import { qaNavigated, replayGuard } from './qaActions';
import type { Recorder } from './recorder';
import { isRecording, type Recording } from './recording';
import { describeAction, machineChanges, stateAt } from './replay';
import './qaPanel.css';

export interface QaPanelProps {
  recorder: Recorder;
  /** The app's router: the panel records where the screen goes and takes it there on replay. */
  router: {
    navigate: (to: string) => unknown;
    subscribe: (fn: (s: RouterLike) => void) => () => void;
    state: RouterLike;
  };
  openAtStart?: boolean;
}

interface RouterLike {
  location: { pathname: string; search: string };
}

const pathOf = (s: RouterLike) => `${s.location.pathname}${s.location.search}`;

/** Accepts our recordings and Redux DevTools exports alike. */
function readRecording(text: string): Recording {
  const value: unknown = JSON.parse(text);
  return isRecording(value) ? value : fromDevToolsExport(value as never);
}

/** FileReader rather than Blob.text(): older browsers (and jsdom) have only this. */
const readText = (file: Blob) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read.'));
    reader.readAsText(file);
  });

/** The last screen the recording had reached after its first `count` actions. */
function locationAt(recording: Recording, count: number): string | null {
  for (let i = count - 1; i >= 0; i--) {
    const { action } = recording.actions[i];
    if (qaNavigated.match(action)) return action.payload.path;
  }
  return null;
}

/**
 * The QA panel (Alt+Shift+Q): downloads what the recorder kept, loads a recording and steps
 * through it. Each step rebuilds the state from the recording's actions 0..i in a store of its
 * own and puts it in the app's store with one `qa/stateReplaced`, so the screen follows.
 */
export function QaPanel({ recorder, router, openAtStart = false }: QaPanelProps) {
  const store = useStore<RootState>();
  const [open, setOpen] = useState(openAtStart);
  const [loaded, setLoaded] = useState<Recording | null>(null);
  const [step, setStep] = useState(0);
  const [problem, setProblem] = useState<string | null>(null);
  const live = useRef<{ state: RootState; path: string } | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    store.dispatch(qaNavigated({ path: pathOf(router.state) }));
    return router.subscribe((s) => store.dispatch(qaNavigated({ path: pathOf(s) })));
  }, [router, store]);

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.altKey && e.shiftKey && e.code === 'KeyQ') setOpen((o) => !o);
      else if (e.key === 'Escape') setOpen(false);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  useEffect(() => {
    if (open) heading.current?.focus();
  }, [open]);

  const show = (recording: Recording, count: number) => {
    setStep(count);
    store.dispatch(stateReplaced(stateAt(recording, count)));
    const path = locationAt(recording, count);
    if (path) void router.navigate(path);
  };

  const load = async (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    if (!file) return;
    try {
      const recording = readRecording(await readText(file));
      if (!live.current) live.current = { state: store.getState(), path: pathOf(router.state) };
      recorder.setPaused(true);
      replayGuard.replaying = true;
      setProblem(null);
      setLoaded(recording);
      show(recording, 0);
    } catch (error) {
      setProblem(`That file could not be read as a recording: ${(error as Error).message}`);
    }
  };

  const stop = () => {
    if (live.current) {
      store.dispatch(stateReplaced(live.current.state));
      void router.navigate(live.current.path);
    }
    live.current = null;
    replayGuard.replaying = false;
    recorder.setPaused(false);
    setLoaded(null);
  };

  const current = () => recorder.recording(store.getState());
  const total = loaded?.actions.length ?? 0;
  const lastAction = loaded && step > 0 ? loaded.actions[step - 1].action : null;
  const moved =
    loaded && step > 0
      ? machineChanges(stateAt(loaded, step - 1) as never, stateAt(loaded, step) as never)
      : [];

  if (!open) return null;
  return (
    <div className="qa-panel" role="dialog" aria-labelledby="qa-panel-title">
      <h2 id="qa-panel-title" tabIndex={-1} ref={heading}>
        QA recorder
      </h2>
      <p>
        {loaded
          ? 'Replaying a recording: recording is paused.'
          : `${recorder.size()} actions kept.`}
      </p>
      <div className="qa-panel__row">
        <button
          type="button"
          onClick={() => downloadJson(`qa-recording-${stamp()}.json`, current())}
        >
          Download recording
        </button>
        <button
          type="button"
          onClick={() => downloadJson(`qa-devtools-${stamp()}.json`, toDevToolsExport(current()))}
        >
          Download for Redux DevTools
        </button>
      </div>
      <label className="qa-panel__file">
        Load a recording (ours or a Redux DevTools export)
        <input type="file" accept="application/json,.json" onChange={(e) => void load(e)} />
      </label>
      {problem && <p role="alert">{problem}</p>}
      {loaded && (
        <>
          <div className="qa-panel__row" role="group" aria-label="Replay steps">
            <button type="button" onClick={() => show(loaded, 0)} disabled={step === 0}>
              First
            </button>
            <button type="button" onClick={() => show(loaded, step - 1)} disabled={step === 0}>
              Back
            </button>
            <button type="button" onClick={() => show(loaded, step + 1)} disabled={step === total}>
              Forward
            </button>
            <button type="button" onClick={() => show(loaded, total)} disabled={step === total}>
              Last
            </button>
            <button type="button" onClick={stop}>
              Stop replay
            </button>
          </div>
          <p role="status" aria-live="polite">
            Step {step} of {total}
            {lastAction ? `: ${describeAction(lastAction)}` : ' (the recorded start)'}
          </p>
          {moved.length > 0 && (
            <ul aria-label="Machine steps">
              {moved.map((m) => (
                <li key={m}>{m}</li>
              ))}
            </ul>
          )}
        </>
      )}
      <button type="button" onClick={() => setOpen(false)}>
        Close
      </button>
    </div>
  );
}
