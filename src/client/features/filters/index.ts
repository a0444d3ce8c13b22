export * from './filtersSlice';
export { toSerParams, toSerParamsInput, checkFilters } from './serParams';
export { filtersFromQuery, filtersToQuery } from './urlFilters';
export { useUrlFilters } from './useUrlFilters';
export { FilterSidebar } from './FilterSidebar';
export { ActiveFilters } from './ActiveFilters';
export { SortChoice } from './SortChoice';
