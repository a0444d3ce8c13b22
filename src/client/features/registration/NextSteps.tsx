import { useEffect, useRef } from 'react';
import { Link } from 'react-router-dom';
import {
  PHOTO_LINK_DAYS,
  VERIFICATION_WORKING_DAYS,
} from '../../../shared/domain/afterRegistration';
import { MESSAGES } from '../../../shared/domain/messages';

/**
 * What a family sees once its registration is received (requirements §4.7.1): the seed's
 * thank-you, then what the team does and how long it takes, so the wiped form no longer looks
 * like a failure. Focus moves to the heading, so a screen reader reads the change.
 */
export function NextSteps() {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);

  return (
    <section className="member-card registration next-steps" aria-labelledby="next-steps-heading">
      <h1 id="next-steps-heading" ref={heading} tabIndex={-1}>
        What happens next
      </h1>
      <p role="status" className="form-notice form-notice--success">
        {MESSAGES.registrationThanks}
      </p>
      <ol className="next-steps__list">
        <li>
          Our team checks your biodata and calls the reference persons you named, to confirm who you
          are.
        </li>
        <li>
          Verification usually takes {VERIFICATION_WORKING_DAYS} working days. Until then you cannot
          log in.
        </li>
        <li>
          We send you a mail when it is done; then you can log in with your email and password.
        </li>
        <li>
          Meanwhile, add a photo: we have mailed you a link to add your photos; it works for{' '}
          {PHOTO_LINK_DAYS} days. Your photos stay private: only our team sees them until you are
          verified.
        </li>
      </ol>
      <p>
        <Link to="/">Back to the home page</Link>
      </p>
    </section>
  );
}
