import { useT, type MessageId } from '../language';
import { MESSAGES } from '../../../shared/domain/messages';

/** The seed's fixed messages (kept word for word, QA matches them) that have a Hindi meaning. */
let meanings: Map<string, MessageId> | undefined;
const MEANINGS = () =>
  (meanings ??= new Map<string, MessageId>(
    (
      [
        'fillBlank',
        'loginOk',
        'loginFailed',
        'otpInvalid',
        'otpOk',
        'otpResent',
        'otpResendFailed',
        'notLoggedIn',
        'networkError',
        'registrationThanks',
        'requestSentNotice',
      ] as const
    ).map((key) => [MESSAGES[key], `seed.${key}`]),
  ));

/**
 * Issue #18: in Hindi a seed message stays as the service wrote it, in English, and its meaning
 * follows in Hindi; in English nothing is added.
 */
export function SeedMeaning({ text }: { text: string }) {
  const { t, language } = useT();
  const meaning = MEANINGS().get(text);
  if (language === 'en' || !meaning) return null;
  return (
    <span className="notice-meaning" lang={language}>
      {' '}
      ({t('seed.meaning')} {t(meaning)})
    </span>
  );
}
