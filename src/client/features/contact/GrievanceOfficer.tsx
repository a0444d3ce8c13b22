import { useGetSiteSettingsQuery } from '../../entities/settings';
import './ContactSection.css';
import { pageWord, useT } from '../../entities/language';
import { CONTACT_WORDS } from './contactWords';

const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

/**
 * The trust's grievance officer (requirements §1.8), from the site's settings
 * (content/settings.json). A detail the settings leave empty is not shown; with no name, nothing is.
 */
export function GrievanceOfficer() {
  const tools = useT();
  const say = (id: keyof typeof CONTACT_WORDS) => pageWord(tools, CONTACT_WORDS, id);
  const { data } = useGetSiteSettingsQuery();
  const name = data?.grievance_officer_name ?? '';
  if (!name) return null;
  const email = data?.grievance_officer_email ?? '';
  const phone = data?.grievance_officer_phone ?? '';
  return (
    <section className="contact grievance" aria-labelledby="grievance-heading">
      <h2 id="grievance-heading" className="contact__heading">
        {say('contact.grievance')}
      </h2>
      <p className="contact__intro">{say('contact.grievanceIntro')}</p>
      <dl className="grievance__details">
        <dt>{say('contact.name')}</dt>
        <dd>{name}</dd>
        {email && (
          <>
            <dt>{say('contact.email')}</dt>
            <dd>
              <a href={`mailto:${email}`}>{email}</a>
            </dd>
          </>
        )}
        {phone && (
          <>
            <dt>{say('contact.phoneOne')}</dt>
            <dd>
              <a href={telHref(phone)}>{phone}</a>
            </dd>
          </>
        )}
      </dl>
    </section>
  );
}
