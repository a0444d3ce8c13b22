// Chromium's flags for this sandbox (no network beyond loopback; root user). A module of its own
// so that the bench can share them without importing config.mjs (which reads BASE_URL at import).
export const ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
