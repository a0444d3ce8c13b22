import { useAppDispatch } from '../../app/hooks';
import { SelectField } from '../../components/form';
import { useGetStatesQuery } from '../../entities/reference';
import { choiceChanged } from './filtersSlice';
import { useScreenT } from '../../entities/screenText';

/** The state, from getStates (the list My Profile offers); a chosen state missing from it stays. */
export function StateChoice({ value }: { value: string }) {
  const { t } = useScreenT();
  const dispatch = useAppDispatch();
  const { data, isError, refetch } = useGetStatesQuery();
  const names = [...new Set([...(data ?? []).map((s) => s.name), ...(value ? [value] : [])])];
  return (
    <>
      <SelectField
        id="filter-state"
        label={t('filters.state')}
        placeholder={t('filters.anyState')}
        options={names.map((name) => ({ value: name, label: name }))}
        value={value}
        onChange={(e) => dispatch(choiceChanged({ field: 'state_nm', value: e.target.value }))}
      />
      {isError && (
        <p role="alert" className="filter-sidebar__problem">
          {t('filters.stateFailed')}{' '}
          <button type="button" className="link-button" onClick={() => void refetch()}>
            {t('form.tryAgain')}
          </button>
        </p>
      )}
    </>
  );
}
