import { phoneList, type SiteSettings } from '../../shared/domain/siteSettings';

/**
 * The trust's letterhead at the top of a printed biodata (issue #18 item 7): its logo, name,
 * address, phones and email, all from the site settings, so another trust's biodata carries its
 * own. An empty setting shows nothing. Given the settings rather than reading them, so that it
 * stays out of the settings entity, which every page's first load carries.
 */
export function Letterhead({ settings: s }: { settings: SiteSettings }) {
  const contact = [...phoneList(s.trust_phones), s.trust_email].filter(Boolean);
  // The address is kept in lines (the footer shows them so); one line here, to keep the page's top short.
  const address = s.trust_address.replace(/,?\s*\n\s*/g, ', ');
  return (
    <div className="letterhead">
      {s.trust_logo && <img className="letterhead__logo" src={s.trust_logo} alt="" />}
      <div className="letterhead__text">
        <p className="letterhead__name">{s.trust_name}</p>
        {address && <p className="letterhead__line">{address}</p>}
        {contact.length > 0 && <p className="letterhead__line">{contact.join(' · ')}</p>}
      </div>
    </div>
  );
}
