// Public face of the dashboard. The router loads the page itself as its own chunk.
export { DashboardPage } from './DashboardPage';
