import { useId } from 'react';
import type { MemberContact } from '../../../shared/protocol/types';
import { NOT_GIVEN, phoneText } from './listingText';

/** The address and contacts the service sends once a request is Accepted (requirements §4). */
export function ContactBlock({ contact }: { contact: MemberContact }) {
  const headingId = useId();
  const rows: [string, string][] = [
    ['Address', contact.address.trim() || NOT_GIVEN],
    ['Landmark', contact.landmark.trim() || NOT_GIVEN],
    ['Pincode', contact.pincode.trim() || NOT_GIVEN],
    ['Mobile', phoneText(contact.contact_no)],
    ['Email', contact.email_id.trim() || NOT_GIVEN],
    ["Father's mobile", phoneText(contact.father_contact)],
    ["Mother's mobile", phoneText(contact.mother_contact)],
  ];
  return (
    <section className="contact-block" aria-labelledby={headingId}>
      <h4 id={headingId} className="contact-block__title">
        Address and contact
      </h4>
      <dl className="member-item__facts">
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
