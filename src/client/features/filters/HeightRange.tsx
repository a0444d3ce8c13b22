import { SEARCH_CHECKS } from '../../../shared/domain/schemas/search';
import { useAppDispatch } from '../../app/hooks';
import { SelectField } from '../../components/form';
import { useScreenT } from '../../entities/screenText';
import { heightOptions } from './filterOptions';
import { choiceChanged } from './filtersSlice';

interface HeightRangeProps {
  heightMin: string;
  heightMax: string;
  /** Why the heights cannot be searched for as chosen (the wrong way round). */
  problem: string | null;
}

export const HEIGHT_MESSAGES: string[] = [SEARCH_CHECKS.height, SEARCH_CHECKS.heightOrder];

/** Height from / to in feet and inches, the cm beside each (the service reads cm). */
export function HeightRange({ heightMin, heightMax, problem }: HeightRangeProps) {
  const tools = useScreenT();
  const { t } = tools;
  const options = heightOptions(tools);
  const dispatch = useAppDispatch();
  return (
    <fieldset className="filter-sidebar__group filter-sidebar__ages">
      <legend>{t('filters.height')}</legend>
      <SelectField
        id="filter-height-min"
        label={t('filters.atLeast')}
        placeholder={t('form.any')}
        options={options}
        value={heightMin}
        onChange={(e) => dispatch(choiceChanged({ field: 'heightMin', value: e.target.value }))}
      />
      <SelectField
        id="filter-height-max"
        label={t('filters.atMost')}
        placeholder={t('form.any')}
        options={options}
        value={heightMax}
        onChange={(e) => dispatch(choiceChanged({ field: 'heightMax', value: e.target.value }))}
      />
      {problem && (
        <p role="alert" className="filter-sidebar__problem">
          {problem}
        </p>
      )}
    </fieldset>
  );
}
