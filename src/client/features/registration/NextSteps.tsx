import { useEffect, useRef } from 'react';
import { Link } from 'react-router-dom';
import {
  PHOTO_LINK_DAYS,
  VERIFICATION_WORKING_DAYS,
} from '../../../shared/domain/afterRegistration';
import { MESSAGES } from '../../../shared/domain/messages';
import { SeedMeaning, useScreenT } from '../../entities/screenText';

/**
 * What a family sees once its registration is received (requirements §4.7.1): the seed's
 * thank-you, then what the team does and how long it takes, so the wiped form no longer looks
 * like a failure. Focus moves to the heading, so a screen reader reads the change.
 */
export function NextSteps() {
  const { t, language } = useScreenT();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);

  return (
    <section className="member-card registration next-steps" aria-labelledby="next-steps-heading">
      <h1 id="next-steps-heading" ref={heading} tabIndex={-1}>
        {t('reg.next.title')}
      </h1>
      <p role="status" className="form-notice form-notice--success">
        <span lang={language === 'en' ? undefined : 'en'}>{MESSAGES.registrationThanks}</span>
        <SeedMeaning text={MESSAGES.registrationThanks} />
      </p>
      <ol className="next-steps__list">
        <li>{t('reg.next.check')}</li>
        <li>{t('reg.next.days', { days: VERIFICATION_WORKING_DAYS })}</li>
        <li>{t('reg.next.mail')}</li>
        <li>{t('reg.next.photos', { days: PHOTO_LINK_DAYS })}</li>
      </ol>
      <p>
        <Link to="/">{t('reg.next.home')}</Link>
      </p>
    </section>
  );
}
