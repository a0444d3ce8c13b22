import { createContext, useContext } from 'react';

/**
 * The page owns the h1. A section with a heading row uses h2 for it and h3 for items; a section
 * without one (a banner, a slider) gives its items h2 so the outline never skips a level.
 */
export const ItemHeadingLevel = createContext<2 | 3>(3);

export const useItemHeadingLevel = (): 2 | 3 => useContext(ItemHeadingLevel);
