import { useAppSelector } from '../../app/hooks';
import { useChangeEmailMutation, useChangeMobileMutation } from '../../entities/account';
import { selectToken } from '../../entities/session';
import { ContactChangeForm } from './ContactChangeForm';

/**
 * My Profile's "Change email or mobile": a new email counts once the link mailed to it is
 * opened; a new mobile at once. Both need the current password, and both tell the email on file.
 */
export function ContactChangeSection({ pendingEmail }: { pendingEmail: string | null }) {
  const token = useAppSelector(selectToken) ?? '';
  const [changeEmail, email] = useChangeEmailMutation();
  const [changeMobile, mobile] = useChangeMobileMutation();
  return (
    <section className="member-card" aria-labelledby="contact-change-heading">
      <h2 id="contact-change-heading">Change email or mobile</h2>
      <p>
        For your safety these need your current password. We write to your present email address
        about every change.
      </p>
      {pendingEmail && (
        <p role="status" className="form-notice form-notice--info">
          Your new email address {pendingEmail} is waiting: please open the link we sent to it.
          Until then you log in with your present one.
        </p>
      )}
      <ContactChangeForm
        heading="Change email"
        label="New email address"
        type="email"
        autoComplete="email"
        busy={email.isLoading}
        send={(email_id, password) =>
          changeEmail({ local_token: token, email_id, password }).unwrap()
        }
      />
      <ContactChangeForm
        heading="Change mobile"
        label="New mobile number"
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
