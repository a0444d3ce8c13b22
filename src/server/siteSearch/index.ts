// The siteSearch domain's public face: what other server folders may use of it. Other domains import
// only this file, never the domain's handlers, repositories or helpers directly.
export { searchContent } from './handlers/siteSearch';
