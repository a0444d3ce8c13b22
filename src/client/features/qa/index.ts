// Public face of the QA tools. main.tsx loads boot and inspect as their own chunks, and only
// in a QA build or when asked for.
export { QaPanel, qaNavigated, createAppRecorder, guardTransport, panelRequested } from './boot';
export { attachInspector } from './inspect';
