import { checkText } from '../../../shared/domain/checks';
import { useState, type ChangeEvent } from 'react';
import { SEARCH_CHECKS, type SearchGender } from '../../../shared/domain/schemas/search';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { SelectField, TextField } from '../../components/form';
import { useScreenT } from '../../entities/screenText';
import {
  EDUCATION_OPTIONS,
  INCOME_FILTER_OPTIONS,
  MANGLIK_OPTIONS,
  MARITAL_OPTIONS,
  SKIN_OPTIONS,
  genderOptions,
  labelled,
} from './filterOptions';
import {
  choiceChanged,
  filtersReset,
  genderChosen,
  initialFilters,
  salaryBandChosen,
  sameGotraHidden,
  selectFilters,
  textTyped,
  withPhotoChosen,
  type ChoiceField,
  type SearchFilters,
} from './filtersSlice';
import { AgeRange } from './AgeRange';
import { GotraChoices } from './GotraChoices';
import { HEIGHT_MESSAGES, HeightRange } from './HeightRange';
import { StateChoice } from './StateChoice';
import './filters.css';

const AGE_MESSAGES: string[] = [SEARCH_CHECKS.age, SEARCH_CHECKS.ageOrder];

/** How many filters differ from the start (the page and the order aside). */
function chosenCount(f: SearchFilters): number {
  const { page: _page, sort: _sort, ...rest } = f;
  return (Object.keys(rest) as (keyof typeof rest)[]).filter(
    (k) => JSON.stringify(rest[k]) !== JSON.stringify(initialFilters[k]),
  ).length;
}

/**
 * The search sidebar (requirements §2, §7): every change goes to the filters slice at once; the list
 * follows (typing once it pauses). `problem` is why the filters cannot be sent as they stand: a
 * check key (src/shared/domain/checks.ts), said in the page's language.
 */
export function FilterSidebar({ problem }: { problem: string | null }) {
  const tools = useScreenT();
  const { t } = tools;
  const words = problem === null ? null : checkText(problem, tools.language);
  const dispatch = useAppDispatch();
  const f = useAppSelector(selectFilters);
  const ageProblem = problem !== null && AGE_MESSAGES.includes(problem);
  const heightProblem = problem !== null && HEIGHT_MESSAGES.includes(problem);
  const memberNoProblem = problem === SEARCH_CHECKS.memberNo;
  const otherProblem = problem !== null && !ageProblem && !heightProblem && !memberNoProblem;
  const [open, setOpen] = useState(false);
  // A filter that cannot be sent opens the filters (and they stay open once it is put right).
  if (problem !== null && !open) setOpen(true);
  const chosen = chosenCount(f);
  const choice = (field: ChoiceField) => ({
    value: f[field],
    onChange: (e: ChangeEvent<HTMLSelectElement>) =>
      dispatch(choiceChanged({ field, value: e.target.value })),
  });

  return (
    <form
      className="filter-sidebar"
      role="search"
      aria-labelledby="filter-heading"
      onSubmit={(e) => e.preventDefault()}
    >
      <div className="filter-sidebar__head">
        <h2 id="filter-heading" className="filter-sidebar__title">
          {t('filters.title')}
        </h2>
        {/* Phones only (CSS): the list comes first, the filters open on request. */}
        <button
          type="button"
          className="button button--quiet filter-sidebar__opener"
          aria-expanded={open}
          aria-controls="filter-fields"
          onClick={() => setOpen((o) => !o)}
        >
          {open ? t('filters.hide') : t('filters.show')}
          {chosen > 0 && t('filters.chosen', { n: chosen })}
        </button>
      </div>
      <div
        id="filter-fields"
        className={
          open ? 'filter-sidebar__fields' : 'filter-sidebar__fields filter-sidebar__fields--closed'
        }
      >
        <TextField
          id="filter-member-no"
          label={t('filters.memberNo')}
          hint={t('filters.memberNoHint')}
          inputMode="numeric"
          autoComplete="off"
          maxLength={12}
          value={f.member_no}
          error={memberNoProblem ? (words ?? undefined) : undefined}
          onChange={(e) => dispatch(textTyped({ field: 'member_no', value: e.target.value }))}
        />
        <TextField
          id="filter-city"
          label={t('filters.city')}
          hint={t('filters.cityHint')}
          autoComplete="address-level2"
          maxLength={80}
          value={f.city_name}
          onChange={(e) => dispatch(textTyped({ field: 'city_name', value: e.target.value }))}
        />
        <SelectField
          id="filter-gender"
          label={t('filters.lookingFor')}
          placeholder={t('filters.opposite')}
          options={genderOptions(tools)}
          value={f.gender}
          onChange={(e) => dispatch(genderChosen(e.target.value as SearchGender))}
        />
        <SelectField
          id="filter-income"
          label={t('filters.income')}
          placeholder={t('filters.anyIncome')}
          options={labelled(tools, 'income', INCOME_FILTER_OPTIONS)}
          value={f.salary_per_anum}
          onChange={(e) => dispatch(salaryBandChosen(e.target.value))}
        />
        <SelectField
          id="filter-education"
          label={t('filters.education')}
          placeholder={t('filters.anyEducation')}
          options={labelled(tools, 'qualification', EDUCATION_OPTIONS)}
          {...choice('education')}
        />
        <SelectField
          id="filter-skin"
          label={t('filters.skin')}
          placeholder={t('filters.anySkin')}
          options={labelled(tools, 'skin', SKIN_OPTIONS)}
          {...choice('skin_color')}
        />
        <SelectField
          id="filter-marital"
          label={t('filters.marital')}
          placeholder={t('filters.anyMarital')}
          options={labelled(tools, 'marital', MARITAL_OPTIONS)}
          {...choice('marital_status')}
        />
        <StateChoice value={f.state_nm} />
        <SelectField
          id="filter-manglik"
          label={t('filters.manglik')}
          placeholder={t('form.any')}
          options={labelled(tools, 'manglik', MANGLIK_OPTIONS)}
          {...choice('mangalic_status')}
        />
        <AgeRange ageMin={f.ageMin} ageMax={f.ageMax} problem={ageProblem ? words : null} />
        <HeightRange
          heightMin={f.heightMin}
          heightMax={f.heightMax}
          problem={heightProblem ? words : null}
        />
        <div className="filter-sidebar__toggle">
          <label>
            <input
              type="checkbox"
              checked={f.withPhoto}
              aria-describedby="with-photo-hint"
              onChange={(e) => dispatch(withPhotoChosen(e.target.checked))}
            />{' '}
            {t('filters.withPhoto')}
          </label>
          <p id="with-photo-hint" className="filter-sidebar__hint">
            {t('filters.withPhotoHint')}
          </p>
        </div>
        <GotraChoices chosen={f.goutra} />
        <div className="filter-sidebar__toggle">
          <label>
            <input
              type="checkbox"
              checked={f.hideSameGotra}
              aria-describedby="same-gotra-hint"
              onChange={(e) => dispatch(sameGotraHidden(e.target.checked))}
            />{' '}
            {t('filters.hideSameGotra')}
          </label>
          <p id="same-gotra-hint" className="filter-sidebar__hint">
            {t('filters.hideSameGotraHint')}
          </p>
        </div>
        {otherProblem && (
          <p role="alert" className="filter-sidebar__problem">
            {words}
          </p>
        )}
        <button
          type="button"
          className="button button--quiet"
          onClick={() => dispatch(filtersReset())}
        >
          {t('filters.clear')}
        </button>
      </div>
    </form>
  );
}
