import { copyrightYear } from '../../../shared/domain/constants';
import { toContentItem, type ContentItem } from '../../../shared/protocol/contentFields';
import type { Section } from '../../../shared/protocol/types';
import { SITE_NAME } from '../../app/site';
import { safeHref } from '../content';
import { htmlToText } from '../content';

/**
 * What the footer shows, read from the `footer` page's records by their titles (title):
 *   Disclaimer  richText the Hindi disclaimer (rich text)
 *   Address     richText the address
 *   Phone…      richText (and richText2) phone numbers; several records or comma-separated numbers work
 *   Social…     link the link, buttonLabel (or title) its label; also records titled Facebook, Instagram…
 *   Copyright   richText the copyright line
 *   Developer…  richText the credit text, link an optional link
 */
export interface FooterContent {
  disclaimer: { title: string; html: string } | null;
  address: string;
  phones: string[];
  social: { label: string; href: string }[];
  copyright: string;
  developer: { text: string; href: string | null } | null;
}

const titled = (records: ContentItem[], pattern: RegExp) =>
  records.filter((r) => pattern.test(r.title.trim()));

const PHONE = /\+?[\d][\d\s-]{5,}\d/g;

/**
 * The content's "© {{year}}" is resolved when the content is loaded, so a site loaded last year
 * would say last year: a lone year right after © is the current one (issue #15 item 13). A range
 * an editor wrote ("© 1987–2026") is left alone.
 */
const currentYear = (line: string): string =>
  line.replace(/^©\s*\d{4}(?![\d–-])/, `© ${copyrightYear()}`);

export function readFooter(sections: Section[]): FooterContent {
  const records = sections.flatMap((s) => s.records).map(toContentItem);
  const disclaimer = titled(records, /^disclaimer/i)[0];
  const copyright = titled(records, /^copyright/i)[0];
  const developer = titled(records, /^(developer|developed|credit)/i)[0];
  const phones = titled(records, /^(phone|mobile|call)/i)
    .flatMap((r) => [htmlToText(r.richText), htmlToText(r.richText2)])
    .flatMap((text) => text.match(PHONE) ?? []);

  return {
    disclaimer: disclaimer ? { title: disclaimer.title.trim(), html: disclaimer.richText } : null,
    address: htmlToText(titled(records, /^address/i)[0]?.richText ?? ''),
    phones: [...new Set(phones.map((p) => p.trim()))],
    social: titled(records, /^(social|follow|facebook|instagram|youtube|twitter|x$)/i).flatMap(
      (r) => {
        const href = safeHref(r.link);
        return href ? [{ label: (r.buttonLabel || r.title).trim(), href }] : [];
      },
    ),
    copyright: copyright
      ? currentYear(htmlToText(copyright.richText))
      : `© ${copyrightYear()} ${SITE_NAME}. All rights reserved.`,
    developer: developer
      ? { text: htmlToText(developer.richText) || developer.title, href: safeHref(developer.link) }
      : null,
  };
}
