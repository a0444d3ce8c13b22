/** The results page of the site search. */
export const SEARCH_PATH = '/search';

export const searchHref = (q: string) => `${SEARCH_PATH}?${new URLSearchParams({ q })}`;
