import type { SearchSort } from '../../../shared/domain/schemas/search';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { SelectField } from '../../components/form';
import { useScreenT } from '../../entities/screenText';
import { sortOptions } from './filterOptions';
import { selectFilters, sortChosen } from './filtersSlice';

/** The order of the results: newest verified first, or by age. */
export function SortChoice() {
  const tools = useScreenT();
  const dispatch = useAppDispatch();
  const { sort } = useAppSelector(selectFilters);
  return (
    <SelectField
      id="filter-sort"
      label={tools.t('sort.label')}
      className="active-filters__sort"
      options={sortOptions(tools)}
      value={sort}
      onChange={(e) => dispatch(sortChosen(e.target.value as SearchSort))}
    />
  );
}
