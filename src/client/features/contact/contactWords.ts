import type { PageWords } from '../../entities/language';

/** Write to Us's words in English (pageWord: the first-load catalogue has no room). */
export const CONTACT_WORDS = {
  'contact.title': 'Write to Us',
  'contact.required': 'Fields marked * are required.',
  'contact.correct': 'Please correct the fields marked below.',
  'contact.name': 'Name',
  'contact.phone': 'Contact No',
  'contact.email': 'Email',
  'contact.optional': 'Optional.',
  'contact.message': 'Message',
  'contact.send': 'Send Message',
  'contact.office': 'The trust office',
  'contact.address': 'Address',
  'contact.phones': 'Phones',
  'contact.phoneOne': 'Phone',
  'contact.grievance': 'Grievance officer',
  'contact.grievanceIntro':
    "To complain about a member, a profile or our service, write or call the trust's grievance officer. Every complaint is read and answered in confidence.",
} satisfies PageWords;
