import { useGetSiteSettingsQuery } from '../../entities/settings';
import './ContactSection.css';

const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

/**
 * The trust's grievance officer (requirements §1.8), from the site's settings
 * (content/settings.json). A detail the settings leave empty is not shown; with no name, nothing is.
 */
export function GrievanceOfficer() {
  const { data } = useGetSiteSettingsQuery();
  const name = data?.grievance_officer_name ?? '';
  if (!name) return null;
  const email = data?.grievance_officer_email ?? '';
  const phone = data?.grievance_officer_phone ?? '';
  return (
    <section className="contact grievance" aria-labelledby="grievance-heading">
      <h2 id="grievance-heading" className="contact__heading">
        Grievance officer
      </h2>
      <p className="contact__intro">
        To complain about a member, a profile or our service, write or call the trust&apos;s
        grievance officer. Every complaint is read and answered in confidence.
      </p>
      <dl className="grievance__details">
        <dt>Name</dt>
        <dd>{name}</dd>
        {email && (
          <>
            <dt>Email</dt>
            <dd>
              <a href={`mailto:${email}`}>{email}</a>
            </dd>
          </>
        )}
        {phone && (
          <>
            <dt>Phone</dt>
            <dd>
              <a href={telHref(phone)}>{phone}</a>
            </dd>
          </>
        )}
      </dl>
    </section>
  );
}
