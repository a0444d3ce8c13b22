// What every e2e file agrees on: where the site is, the two viewports, where screenshots go.
import { fileURLToPath } from 'node:url';

export const BASE_URL = (process.env.BASE_URL ?? 'http://127.0.0.1:3000').replace(/\/+$/, '');
export const ORIGIN = new URL(BASE_URL).origin;

export const VIEWPORTS = {
  desktop: { width: 1366, height: 768 },
  phone: { width: 390, height: 844 },
};

export const SCREENSHOT_DIR = fileURLToPath(new URL('../screenshots/', import.meta.url));

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Axe tags that fail a test; best-practice findings are only reported. */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
