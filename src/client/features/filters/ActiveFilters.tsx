import { useEffect, useRef, useState } from 'react';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { activeFilters } from './filterChips';
import { filterCleared, selectFilters } from './filtersSlice';
import { useScreenT } from '../../entities/screenText';

/**
 * The active filters above the results (issue #15 item 5), each removable. After a removal the focus goes to the
 * chip that took its place (or the list itself), not to the top of the page.
 */
export function ActiveFilters() {
  const dispatch = useAppDispatch();
  const tools = useScreenT();
  const { t } = tools;
  const chips = activeFilters(useAppSelector(selectFilters), tools);
  const list = useRef<HTMLDivElement>(null);
  const [focusAt, setFocusAt] = useState<number | null>(null);

  useEffect(() => {
    if (focusAt === null) return;
    const buttons = list.current?.querySelectorAll('button');
    const next = buttons?.[Math.min(focusAt, buttons.length - 1)];
    (next ?? list.current)?.focus();
    setFocusAt(null);
  }, [focusAt]);

  return (
    <div className="active-filters" ref={list} tabIndex={-1} aria-labelledby="active-filters-title">
      <h3 id="active-filters-title" className="active-filters__title">
        {t('chips.title')}
      </h3>
      {chips.length === 0 ? (
        <p className="active-filters__none">{t('chips.none')}</p>
      ) : (
        <ul className="active-filters__list">
          {chips.map((chip, i) => (
            <li key={chip.text}>
              <button
                type="button"
                className="active-filters__chip"
                aria-label={t('chips.remove', { text: chip.text })}
                onClick={() => {
                  chip.clears.forEach((c) => dispatch(filterCleared(c)));
                  setFocusAt(i);
                }}
              >
                {chip.text}
                <span aria-hidden="true"> ×</span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
