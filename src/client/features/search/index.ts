// Public face of the site search: the header's form; the results page loads as its own chunk.
export { SiteSearchForm } from './SiteSearchForm';
