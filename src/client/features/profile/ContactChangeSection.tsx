import { useAppSelector } from '../../app/hooks';
import { useChangeEmailMutation, useChangeMobileMutation } from '../../entities/account';
import { selectToken } from '../../entities/session';
import { useScreenT } from '../../entities/screenText';
import { ContactChangeForm } from './ContactChangeForm';

/**
 * My Profile's "Change email or mobile": a new email counts once the link mailed to it is
 * opened; a new mobile at once. Both need the current password, and both tell the email on file.
 */
export function ContactChangeSection({ pendingEmail }: { pendingEmail: string | null }) {
  const { t } = useScreenT();
  const token = useAppSelector(selectToken) ?? '';
  const [changeEmail, email] = useChangeEmailMutation();
  const [changeMobile, mobile] = useChangeMobileMutation();
  return (
    <section className="member-card" aria-labelledby="contact-change-heading">
      <h2 id="contact-change-heading">{t('change.title')}</h2>
      <p>{t('change.intro')}</p>
      {pendingEmail && (
        <p role="status" className="form-notice form-notice--info">
          {t('change.pending', { email: pendingEmail })}
        </p>
      )}
      <ContactChangeForm
        heading={t('change.email')}
        label={t('change.newEmail')}
        passwordLabel={t('change.password')}
        type="email"
        autoComplete="email"
        busy={email.isLoading}
        send={(email_id, password) =>
          changeEmail({ local_token: token, email_id, password }).unwrap()
        }
      />
      <ContactChangeForm
        heading={t('change.mobile')}
        label={t('change.newMobile')}
        passwordLabel={t('change.password')}
        type="tel"
        autoComplete="tel-national"
        busy={mobile.isLoading}
        send={(contact_no, password) =>
          changeMobile({ local_token: token, contact_no, password }).unwrap()
        }
      />
    </section>
  );
}
