import type { SearchSort } from '../../../shared/domain/schemas/search';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { SelectField } from '../../components/form';
import { SORT_OPTIONS } from './filterOptions';
import { selectFilters, sortChosen } from './filtersSlice';

/** The order of the results: newest verified first, or by age. */
export function SortChoice() {
  const dispatch = useAppDispatch();
  const { sort } = useAppSelector(selectFilters);
  return (
    <SelectField
      id="filter-sort"
      label="Sort by"
      className="active-filters__sort"
      options={SORT_OPTIONS}
      value={sort}
      onChange={(e) => dispatch(sortChosen(e.target.value as SearchSort))}
    />
  );
}
