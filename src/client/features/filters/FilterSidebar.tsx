import { useState, type ChangeEvent } from 'react';
import { SEARCH_MESSAGES, type SearchGender } from '../../../shared/domain/schemas/search';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { SelectField, TextField } from '../../components/form';
import {
  EDUCATION_OPTIONS,
  GENDER_OPTIONS,
  INCOME_FILTER_OPTIONS,
  MANGLIK_OPTIONS,
  MARITAL_OPTIONS,
  SKIN_OPTIONS,
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

const AGE_MESSAGES: string[] = [SEARCH_MESSAGES.age, SEARCH_MESSAGES.ageOrder];

/** How many filters differ from the start (the page and the order aside). */
function chosenCount(f: SearchFilters): number {
  const { page: _page, sort: _sort, ...rest } = f;
  return (Object.keys(rest) as (keyof typeof rest)[]).filter(
    (k) => JSON.stringify(rest[k]) !== JSON.stringify(initialFilters[k]),
  ).length;
}

/**
 * The search sidebar (requirements §2, §7): every change goes to the filters slice at once; the list
 * follows (typing once it pauses). `problem` is why the filters cannot be sent as they stand.
 */
export function FilterSidebar({ problem }: { problem: string | null }) {
  const dispatch = useAppDispatch();
  const f = useAppSelector(selectFilters);
  const ageProblem = problem !== null && AGE_MESSAGES.includes(problem);
  const heightProblem = problem !== null && HEIGHT_MESSAGES.includes(problem);
  const memberNoProblem = problem === SEARCH_MESSAGES.memberNo;
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
          Filters
        </h2>
        {/* Phones only (CSS): the list comes first, the filters open on request. */}
        <button
          type="button"
          className="button button--quiet filter-sidebar__opener"
          aria-expanded={open}
          aria-controls="filter-fields"
          onClick={() => setOpen((o) => !o)}
        >
          {open ? 'Hide filters' : 'Show filters'}
          {chosen > 0 && ` (${chosen} chosen)`}
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
          label="Find by member ID"
          hint="The number on a profile, like 1012."
          inputMode="numeric"
          autoComplete="off"
          maxLength={12}
          value={f.member_no}
          error={memberNoProblem ? problem : undefined}
          onChange={(e) => dispatch(textTyped({ field: 'member_no', value: e.target.value }))}
        />
        <TextField
          id="filter-city"
          label="City"
          hint="The start of the name is enough."
          autoComplete="address-level2"
          maxLength={80}
          value={f.city_name}
          onChange={(e) => dispatch(textTyped({ field: 'city_name', value: e.target.value }))}
        />
        <SelectField
          id="filter-gender"
          label="Looking for"
          placeholder="Opposite of mine"
          options={GENDER_OPTIONS}
          value={f.gender}
          onChange={(e) => dispatch(genderChosen(e.target.value as SearchGender))}
        />
        <SelectField
          id="filter-income"
          label="Annual income"
          placeholder="Any income"
          options={INCOME_FILTER_OPTIONS}
          value={f.salary_per_anum}
          onChange={(e) => dispatch(salaryBandChosen(e.target.value))}
        />
        <SelectField
          id="filter-education"
          label="Education"
          placeholder="Any education"
          options={EDUCATION_OPTIONS}
          {...choice('education')}
        />
        <SelectField
          id="filter-skin"
          label="Skin colour"
          placeholder="Any skin colour"
          options={SKIN_OPTIONS}
          {...choice('skin_color')}
        />
        <SelectField
          id="filter-marital"
          label="Marital status"
          placeholder="Any marital status"
          options={MARITAL_OPTIONS}
          {...choice('marital_status')}
        />
        <StateChoice value={f.state_nm} />
        <SelectField
          id="filter-manglik"
          label="Manglik status"
          placeholder="Any"
          options={MANGLIK_OPTIONS}
          {...choice('mangalic_status')}
        />
        <AgeRange ageMin={f.ageMin} ageMax={f.ageMax} problem={ageProblem ? problem : null} />
        <HeightRange
          heightMin={f.heightMin}
          heightMax={f.heightMax}
          problem={heightProblem ? problem : null}
        />
        <div className="filter-sidebar__toggle">
          <label>
            <input
              type="checkbox"
              checked={f.withPhoto}
              aria-describedby="with-photo-hint"
              onChange={(e) => dispatch(withPhotoChosen(e.target.checked))}
            />{' '}
            With photo only
          </label>
          <p id="with-photo-hint" className="filter-sidebar__hint">
            Members whose photo you may see: shown to all members, or after you accepted each other.
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
            Hide same-gotra matches
          </label>
          <p id="same-gotra-hint" className="filter-sidebar__hint">
            Leaves out members whose gotra or mama&apos;s gotra is the same as yours.
          </p>
        </div>
        {otherProblem && (
          <p role="alert" className="filter-sidebar__problem">
            {problem}
          </p>
        )}
        <button
          type="button"
          className="button button--quiet"
          onClick={() => dispatch(filtersReset())}
        >
          Clear all filters
        </button>
      </div>
    </form>
  );
}
