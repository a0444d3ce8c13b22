import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Config } from '../../../src/server/config';
import { buildTestApp, type TestApp } from './testApp';

/** The scripts the boot tag of BUILT_INDEX names (scripts/lib/bootScripts.ts). */
export const BUILT_SCRIPTS = [
  '/assets/runtime.1a.js',
  '/assets/vendor.2b.js',
  '/assets/main.3c.js',
];
export const BUILT_BOOT_TAG = `<script defer src=/assets/boot.0f.js data-scripts="${BUILT_SCRIPTS.join(' ')}"></script>`;

/** A small index.html as the client build writes it: what the server titles, fills and keeps. */
export const BUILT_INDEX = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Trust</title>
<meta name="description" content="default">${BUILT_BOOT_TAG}</head><body><div id="root"></div></body></html>`;

/** A test app whose public folder holds a built client's index.html (the server-written pages). */
export async function buildSiteApp(overrides: Partial<Config> = {}): Promise<TestApp> {
  const t = await buildTestApp(overrides);
  mkdirSync(t.env.config.publicDir, { recursive: true });
  writeFileSync(path.join(t.env.config.publicDir, 'index.html'), BUILT_INDEX);
  return t;
}
