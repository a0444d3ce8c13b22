import { entryHref } from '../../../shared/domain/links';

/** Where a listed entry opens; the rule itself lives in shared/domain/links (the server uses it). */
export const recordLink = entryHref;
