import { useAppDispatch } from '../../app/hooks';
import { SelectField } from '../../components/form';
import { useGetStatesQuery } from '../../entities/reference';
import { choiceChanged } from './filtersSlice';

/** The state, from getStates (the list My Profile offers); a chosen state missing from it stays. */
export function StateChoice({ value }: { value: string }) {
  const dispatch = useAppDispatch();
  const { data, isError, refetch } = useGetStatesQuery();
  const names = [...new Set([...(data ?? []).map((s) => s.name), ...(value ? [value] : [])])];
  return (
    <>
      <SelectField
        id="filter-state"
        label="State"
        placeholder="Any state"
        options={names.map((name) => ({ value: name, label: name }))}
        value={value}
        onChange={(e) => dispatch(choiceChanged({ field: 'state_nm', value: e.target.value }))}
      />
      {isError && (
        <p role="alert" className="filter-sidebar__problem">
          The state list could not be loaded.{' '}
          <button type="button" className="link-button" onClick={() => void refetch()}>
            Try again
          </button>
        </p>
      )}
    </>
  );
}
