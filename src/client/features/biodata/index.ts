// Public face of the biodata screen. The router loads the page itself as its own chunk.
export { BiodataPage } from './BiodataPage';
