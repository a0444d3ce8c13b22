import { displayPhone, telHref } from '../../../shared/domain/phone';
import { phoneList } from '../../../shared/domain/siteSettings';
import { useSiteSettings } from '../../entities/settings';
import './ContactSection.css';
import { pageWord, useT } from '../../entities/language';
import { CONTACT_WORDS } from './contactWords';

/**
 * The trust office's address, phones and email on the Contact Us page, from the site's settings
 * (the footer shows the same address and phones). What the settings leave empty is not shown;
 * with nothing at all, the block is left out.
 */
export function OfficeContact() {
  const tools = useT();
  const say = (id: keyof typeof CONTACT_WORDS) => pageWord(tools, CONTACT_WORDS, id);
  const { trust_address: address, trust_phones, trust_email: email } = useSiteSettings();
  const phones = phoneList(trust_phones);
  if (!address && phones.length === 0 && !email) return null;
  return (
    <section className="contact grievance" aria-labelledby="office-contact-heading">
      <h2 id="office-contact-heading" className="contact__heading">
        {say('contact.office')}
      </h2>
      <dl className="grievance__details">
        {address && (
          <>
            <dt>{say('contact.address')}</dt>
            <dd className="office-contact__address">{address}</dd>
          </>
        )}
        {phones.length > 0 && (
          <>
            <dt>{say(phones.length > 1 ? 'contact.phones' : 'contact.phoneOne')}</dt>
            <dd>
              {phones.map((p, i) => (
                <span key={p}>
                  {i > 0 && ', '}
                  <a href={telHref(p)}>{displayPhone(p)}</a>
                </span>
              ))}
            </dd>
          </>
        )}
        {email && (
          <>
            <dt>{say('contact.email')}</dt>
            <dd>
              <a href={`mailto:${email}`}>{email}</a>
            </dd>
          </>
        )}
      </dl>
    </section>
  );
}
