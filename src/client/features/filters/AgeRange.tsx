import { SEARCH_AGE } from '../../../shared/domain/schemas/search';
import { useAppDispatch } from '../../app/hooks';
import { textTyped, type TypedField } from './filtersSlice';
import { type MessageId } from '../../entities/language';
import { useScreenT } from '../../entities/screenText';
import '../../components/form/Field.css';

interface AgeRangeProps {
  ageMin: string;
  ageMax: string;
  /** Why the ages cannot be searched for as typed; shown (and read out) under them. */
  problem: string | null;
}

const FIELDS: { field: TypedField; id: string; label: MessageId }[] = [
  { field: 'ageMin', id: 'filter-age-min', label: 'filters.from' },
  { field: 'ageMax', id: 'filter-age-max', label: 'filters.to' },
];

export function AgeRange({ ageMin, ageMax, problem }: AgeRangeProps) {
  const { t } = useScreenT();
  const dispatch = useAppDispatch();
  const values = { ageMin, ageMax } as Record<TypedField, string>;
  return (
    <fieldset className="filter-sidebar__group filter-sidebar__ages">
      <legend>{t('filters.age')}</legend>
      {FIELDS.map(({ field, id, label }) => (
        <div className="field" key={field}>
          <label className="field__label" htmlFor={id}>
            {t(label)}
          </label>
          <input
            id={id}
            className={problem ? 'field__control field--invalid' : 'field__control'}
            type="number"
            inputMode="numeric"
            min={SEARCH_AGE.min}
            max={SEARCH_AGE.max}
            value={values[field]}
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? 'filter-age-problem' : undefined}
            onChange={(e) => dispatch(textTyped({ field, value: e.target.value }))}
          />
        </div>
      ))}
      {problem && (
        <p id="filter-age-problem" role="alert" className="filter-sidebar__problem">
          {problem}
        </p>
      )}
    </fieldset>
  );
}
