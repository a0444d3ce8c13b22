import { useId } from 'react';
import type { MemberContact } from '../../../shared/protocol/types';
import { useScreenT } from '../../entities/screenText';
import { NOT_GIVEN, phoneText } from './listingText';

/** The address and contacts the service sends once a request is Accepted (requirements §4). */
export function ContactBlock({ contact }: { contact: MemberContact }) {
  const headingId = useId();
  const { t } = useScreenT();
  const shown = (text: string) =>
    text.trim() && text !== NOT_GIVEN ? text.trim() : t('card.notGiven');
  const rows: [string, string][] = [
    [t('field.address'), shown(contact.address)],
    [t('field.landmark'), shown(contact.landmark)],
    [t('field.pincode'), shown(contact.pincode)],
    [t('field.contact_no'), shown(phoneText(contact.contact_no))],
    [t('field.email_id'), shown(contact.email_id)],
    [t('field.father_contact'), shown(phoneText(contact.father_contact))],
    [t('field.mother_contact'), shown(phoneText(contact.mother_contact))],
  ];
  return (
    <section className="contact-block" aria-labelledby={headingId}>
      <h4 id={headingId} className="contact-block__title">
        {t('group.address')}
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
