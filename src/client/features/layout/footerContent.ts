import { copyrightYear } from '../../../shared/domain/constants';
import { phoneList, type SiteSettings } from '../../../shared/domain/siteSettings';
import { safeHref } from '../content';

/**
 * What the footer shows (requirements §1.5), read from the site's settings: the trust's name and
 * logo, the Hindi disclaimer, the address, the phones, the social links, the copyright line (the
 * year is the day's, the name the trust's) and the credit line. An empty setting shows nothing.
 */
export interface FooterContent {
  name: string;
  logo: string;
  /** An empty title is the footer's own word for it. */
  disclaimer: { title: string; text: string } | null;
  address: string;
  phones: string[];
  social: { label: string; href: string }[];
  /** The copyright line's year (the day's) and owner (the trust's name), worded by the footer. */
  copyright: { year: number; name: string };
  credit: { text: string; href: string | null } | null;
}

const SOCIAL = [
  ['social_facebook', 'Facebook'],
  ['social_instagram', 'Instagram'],
  ['social_youtube', 'YouTube'],
  ['social_x', 'X'],
] as const;

export function readFooter(s: SiteSettings): FooterContent {
  return {
    name: s.trust_name,
    logo: s.trust_logo,
    disclaimer: s.footer_disclaimer
      ? { title: s.footer_disclaimer_title, text: s.footer_disclaimer }
      : null,
    address: s.trust_address,
    phones: phoneList(s.trust_phones),
    social: SOCIAL.flatMap(([key, label]) => {
      const href = safeHref(s[key]);
      return href ? [{ label, href }] : [];
    }),
    copyright: { year: copyrightYear(), name: s.trust_name },
    credit: s.footer_credit
      ? { text: s.footer_credit, href: safeHref(s.footer_credit_link) }
      : null,
  };
}
