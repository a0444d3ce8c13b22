// Public face of the site search call (the results page reads it; the QA replay registers it).
export { searchApi, useSearchContentQuery } from './searchApi';
