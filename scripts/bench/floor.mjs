// The floor of first-load JS: React + ReactDOM alone, built with the very settings of
// webpack.config.ts by the same builder the CI budgets use (scripts/lib/floor.mjs), so
// site ÷ floor shows what the site adds on top of what any React page must ship.
// Issue #19 adds a second floor: the required stack (React, ReactDOM, RTK with RTK Query's hooks,
// react-redux, React Router), scripts/budgets/stack-entry.tsx, the one the budgets hold `/` to.
import { buildFloor, FLOOR_ENTRY } from '../lib/floor.mjs';

/** Resolves to { raw, gzip, brotli } of the JS the floor page (of `entry`) loads at start. */
export async function measureFloor(entry = FLOOR_ENTRY) {
  return buildFloor(entry);
}
