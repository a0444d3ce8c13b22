import { ContactSection, GrievanceOfficer } from '../../contact';
import { ContentPage } from './ContentPage';

/**
 * /contactus and /contact_us: the contactus page's sections, the Write to Us form and the trust's
 * grievance officer.
 */
export function ContactRoute() {
  return (
    <ContentPage loc="contactus">
      <ContactSection />
      <GrievanceOfficer />
    </ContentPage>
  );
}
