import { useAppDispatch } from '../../app/hooks';
import { useGetGotraListQuery } from '../../entities/reference';
import { goutraToggled } from './filtersSlice';

/** Gotra checkboxes from getGotraList; a chosen gotra missing from the list stays shown. */
export function GotraChoices({ chosen }: { chosen: string[] }) {
  const dispatch = useAppDispatch();
  const { data, isLoading, isError, refetch } = useGetGotraListQuery();
  const names = [...new Set([...(data ?? []).map((g) => g.temple_name), ...chosen])];

  return (
    <fieldset className="filter-sidebar__group">
      <legend>Gotra</legend>
      <p className="filter-sidebar__hint" id="gotra-hint">
        Show members of these gotras only.
      </p>
      {isLoading && <p className="filter-sidebar__hint">Loading the gotra list…</p>}
      {isError && (
        <p role="alert" className="filter-sidebar__problem">
          The gotra list could not be loaded.{' '}
          <button type="button" className="link-button" onClick={() => void refetch()}>
            Try again
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
