import { resolveLink } from '../lib/links';
import { plainText } from '../lib/plainText';
import { Marquee, type MarqueeItem } from '../parts/Marquee';
import { SectionShell } from '../parts/SectionShell';
import { SmartLink } from '../parts/SmartLink';
import type { SectionRendererProps } from '../types';

/** scroll_message: the notice ticker. Its heading row only names the ticker. */
export default function ScrollMessage({ view }: SectionRendererProps) {
  const label = view.heading?.title.trim() || view.groupTitle.trim() || 'Notice';
  const items: MarqueeItem[] = view.items
    .map((record) => ({ record, text: record.title.trim() || plainText(record.richText) }))
    .filter(({ text }) => text)
    .map(({ record, text }) => ({
      key: record.id,
      length: text.length,
      content: <SmartLink link={resolveLink(record.link)}>{text}</SmartLink>,
    }));
  if (items.length === 0) return null;
  return (
    <SectionShell view={{ ...view, heading: null }} label={label} fullBleed className="cs-notice">
      <Marquee label={label} items={items} />
    </SectionShell>
  );
}
