export * from './filtersSlice';
export { toSerParams, toSerParamsInput, checkFilters, incomeRange } from './serParams';
export { filtersFromQuery, filtersToQuery } from './urlFilters';
export { useUrlFilters } from './useUrlFilters';
export { FilterSidebar } from './FilterSidebar';
