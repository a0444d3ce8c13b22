import { ContactSection } from '../../contact';
import { ContentPage } from './ContentPage';

/** /contactus and /contact_us: the contactus page's sections and the Write to Us form. */
export function ContactRoute() {
  return (
    <ContentPage loc="contactus">
      <ContactSection />
    </ContentPage>
  );
}
