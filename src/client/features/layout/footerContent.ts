import { COPYRIGHT_YEAR } from '../../../shared/domain/constants';
import type { ContentRecord, Section } from '../../../shared/protocol/types';
import { SITE_NAME } from '../../app/site';
import { safeHref } from '../content';
import { htmlToText } from '../content';

/**
 * What the footer shows, read from the `footer` page's records by their titles (col1):
 *   Disclaimer  col2 the Hindi disclaimer (rich text)
 *   Address     col2 the address
 *   Phone…      col2 (and col3) phone numbers; several records or comma-separated numbers work
 *   Social…     col7 the link, col8 (or col1) its label; also records titled Facebook, Instagram…
 *   Copyright   col2 the copyright line
 *   Developer…  col2 the credit text, col7 an optional link
 */
export interface FooterContent {
  disclaimer: { title: string; html: string } | null;
  address: string;
  phones: string[];
  social: { label: string; href: string }[];
  copyright: string;
  developer: { text: string; href: string | null } | null;
}

const titled = (records: ContentRecord[], pattern: RegExp) =>
  records.filter((r) => pattern.test(r.col1.trim()));

const PHONE = /\+?[\d][\d\s-]{5,}\d/g;

export function readFooter(sections: Section[]): FooterContent {
  const records = sections.flatMap((s) => s.records);
  const disclaimer = titled(records, /^disclaimer/i)[0];
  const copyright = titled(records, /^copyright/i)[0];
  const developer = titled(records, /^(developer|developed|credit)/i)[0];
  const phones = titled(records, /^(phone|mobile|call)/i)
    .flatMap((r) => [htmlToText(r.col2), htmlToText(r.col3)])
    .flatMap((text) => text.match(PHONE) ?? []);

  return {
    disclaimer: disclaimer ? { title: disclaimer.col1.trim(), html: disclaimer.col2 } : null,
    address: htmlToText(titled(records, /^address/i)[0]?.col2 ?? ''),
    phones: [...new Set(phones.map((p) => p.trim()))],
    social: titled(records, /^(social|follow|facebook|instagram|youtube|twitter|x$)/i).flatMap(
      (r) => {
        const href = safeHref(r.col7);
        return href ? [{ label: (r.col8 || r.col1).trim(), href }] : [];
      },
    ),
    copyright: copyright
      ? htmlToText(copyright.col2)
      : `© ${COPYRIGHT_YEAR} ${SITE_NAME}. All rights reserved.`,
    developer: developer
      ? { text: htmlToText(developer.col2) || developer.col1, href: safeHref(developer.col7) }
      : null,
  };
}
