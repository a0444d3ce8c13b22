import { CONSENT_VERSION } from '../../../shared/domain/schemas/registration';
import { FieldError } from '../../components/form';
import { useScreenT } from '../../entities/screenText';

/** The wording the member agrees to; its version is stored with the date it was given. */
export const CONSENT_TEXT =
  'I agree that the trust keeps the details I enter here, checks them with me or my family, and ' +
  'shows my profile to verified members of the samaj looking for a match. My photos are shown ' +
  'only as I choose in My Profile. I can download my data or delete my account there at any time.';

interface ConsentFieldProps {
  id: string;
  checked: boolean;
  error?: string;
  onChange: (checked: boolean) => void;
  /** Who gives it: the member, or the trust office on the family's word (the console's form). */
  label?: string;
}

export function ConsentField({ id, checked, error, onChange, label }: ConsentFieldProps) {
  const { t, language } = useScreenT();
  const describedBy = [`${id}-text`, error ? `${id}-error` : ''].filter(Boolean).join(' ');
  return (
    <div
      className={error ? 'field field--wide consent field--has-error' : 'field field--wide consent'}
    >
      <div className="consent__row">
        <input
          id={id}
          name="consent"
          type="checkbox"
          value="1"
          checked={checked}
          required
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          className={error ? 'consent__box field--invalid' : 'consent__box'}
          onChange={(e) => onChange(e.target.checked)}
        />
        <label htmlFor={id} className="field__label">
          {label ?? t('reg.consent')}
          <span className="field__required" aria-hidden="true">
            {' *'}
          </span>
        </label>
      </div>
      <p id={`${id}-text`} className="consent__text">
        {/* The versioned wording stays English (what is stored is its version); Hindi adds its meaning. */}
        {language === 'en' ? CONSENT_TEXT : <span lang="en">{CONSENT_TEXT}</span>}{' '}
        <span className="consent__version">
          {t('reg.consentVersion', { version: CONSENT_VERSION })}
        </span>
        {language !== 'en' && (
          <span className="consent__meaning">
            {' '}
            ({t('seed.meaning')} {t('reg.consentMeaning')})
          </span>
        )}
      </p>
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}
