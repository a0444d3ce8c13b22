import { useAppDispatch } from '../../app/hooks';
import { useGetGotraListQuery } from '../../entities/reference';
import { goutraToggled } from './filtersSlice';
import { useScreenT } from '../../entities/screenText';

/** Gotra checkboxes from getGotraList; a chosen gotra missing from the list stays shown. */
export function GotraChoices({ chosen }: { chosen: string[] }) {
  const { t } = useScreenT();
  const dispatch = useAppDispatch();
  const { data, isLoading, isError, refetch } = useGetGotraListQuery();
  const names = [...new Set([...(data ?? []).map((g) => g.temple_name), ...chosen])];

  return (
    <fieldset className="filter-sidebar__group">
      <legend>{t('filters.gotra')}</legend>
      <p className="filter-sidebar__hint" id="gotra-hint">
        {t('filters.gotraHint')}
      </p>
      {isLoading && <p className="filter-sidebar__hint">{t('filters.gotraLoading')}</p>}
      {isError && (
        <p role="alert" className="filter-sidebar__problem">
          {t('filters.gotraFailed')}{' '}
          <button type="button" className="link-button" onClick={() => void refetch()}>
            {t('form.tryAgain')}
          </button>
        </p>
      )}
      {names.length > 0 && (
        <ul className="filter-sidebar__checks" aria-describedby="gotra-hint">
          {names.map((name) => (
            <li key={name}>
              <label>
                <input
                  type="checkbox"
                  checked={chosen.includes(name)}
                  onChange={() => dispatch(goutraToggled(name))}
                />{' '}
                {name}
              </label>
            </li>
          ))}
        </ul>
      )}
    </fieldset>
  );
}
