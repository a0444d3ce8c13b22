// The page's first script, and the only one its HTML names (webpack.config.ts, BootScripts).
// Issue #19: on a page the server drew (its answers block is there), the app's scripts are
// fetched and run only once that page is on screen, so neither their download nor their first
// run holds up the first paint and the hero picture (Lighthouse's mobile preset, README
// Performance). A page the server did not draw (the bare app, the dev server) needs the scripts
// to show anything, so they start at once. Nothing else is imported: this runs before the app.
import { ANSWERS_ELEMENT_ID } from '../shared/domain/answersBlock';
import { BOOT_SCRIPTS_ATTRIBUTE } from '../shared/domain/bootScript';
import { addScripts, afterFirstContentfulPaint } from './app/scriptsAfterPaint';

const sources = (document.currentScript?.getAttribute(BOOT_SCRIPTS_ATTRIBUTE) ?? '')
  .split(' ')
  .filter(Boolean);
const start = () => addScripts(document, sources);

if (document.getElementById(ANSWERS_ELEMENT_ID)) afterFirstContentfulPaint(start);
else start();
