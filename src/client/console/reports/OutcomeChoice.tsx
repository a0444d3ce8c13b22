import {
  REPORT_OUTCOME_IDS,
  REPORT_OUTCOMES,
  type ReportOutcome,
} from '../../../shared/domain/reportOutcomes';

/**
 * The close form's "Outcome" radio group (domain/reportOutcomes.ts). A report whose reported
 * account is gone can only be closed with no action: nobody is left to act on.
 */
export function OutcomeChoice({
  name,
  value,
  memberGone,
  onChange,
}: {
  name: string;
  value: ReportOutcome | '';
  memberGone: boolean;
  onChange: (outcome: ReportOutcome) => void;
}) {
  const choices = memberGone ? (['no_action'] as const) : REPORT_OUTCOME_IDS;
  return (
    <fieldset className="console-choices">
      <legend>Outcome</legend>
      {choices.map((id) => (
        <label key={id}>
          <input
            type="radio"
            name={name}
            value={id}
            checked={value === id}
            onChange={() => onChange(id)}
          />{' '}
          {REPORT_OUTCOMES[id]}
        </label>
      ))}
    </fieldset>
  );
}
