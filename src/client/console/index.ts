/** The staff console: its own lazily loaded area (routes.tsx loads it for /team). */
export { ConsoleApp } from './ConsoleApp';
