import { ContactSection, GrievanceOfficer, OfficeContact } from '../../contact';
import { ContentPage } from './ContentPage';

/**
 * /contactus and /contact_us: the contactus page's sections, the Write to Us form, and the trust
 * office's details and grievance officer from the site's settings.
 */
export function ContactRoute() {
  return (
    <ContentPage loc="contactus">
      <ContactSection />
      <OfficeContact />
      <GrievanceOfficer />
    </ContentPage>
  );
}
