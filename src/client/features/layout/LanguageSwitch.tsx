import { useAppDispatch, useAppSelector } from '../../app/hooks';
import {
  LANGUAGES,
  LANGUAGE_NAMES,
  languageChosen,
  selectChosenLanguage,
  useT,
} from '../../entities/language';

/**
 * Issue #18: English / हिन्दी in the header. Two real buttons, the chosen one pressed; each name is
 * written in its own language (and marked so), as language switches are everywhere.
 */
export function LanguageSwitch() {
  const chosen = useAppSelector(selectChosenLanguage);
  const dispatch = useAppDispatch();
  const { t } = useT();
  return (
    <div role="group" aria-label={t('language.switch')} className="language-switch">
      {LANGUAGES.map((language) => (
        <button
          key={language}
          type="button"
          lang={language}
          aria-pressed={chosen === language}
          onClick={() => chosen !== language && dispatch(languageChosen(language))}
        >
          {LANGUAGE_NAMES[language]}
        </button>
      ))}
    </div>
  );
}
