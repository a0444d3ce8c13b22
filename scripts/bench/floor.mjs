// The floor of first-load JS: React + ReactDOM alone, built with the very settings of
// webpack.config.ts by the same builder the CI budgets use (scripts/lib/floor.mjs), so
// site ÷ floor shows what the site adds on top of what any React page must ship.
import { buildFloor } from '../lib/floor.mjs';

/** Resolves to { raw, gzip, brotli } of the JS the floor page loads at start. */
export async function measureFloor() {
  return buildFloor();
}
