import type { ContentItem } from '../../../../../shared/protocol/contentFields';
import { useButtonWords } from '../lib/buttonWords';
import { resolveLink, type ResolvedLink } from '../lib/links';
import { SmartLink } from './SmartLink';

interface ActionButtonProps {
  record: ContentItem;
  /** Overrides link (entry listings link to detail pages). */
  link?: ResolvedLink | null;
  variant?: 'primary' | 'light' | 'outline';
  describedBy?: string;
}

/** The record's link/buttonLabel button; nothing when link holds no usable link. */
export function ActionButton({
  record,
  link,
  variant = 'primary',
  describedBy,
}: ActionButtonProps) {
  const words = useButtonWords();
  const target = link === undefined ? resolveLink(record.link) : link;
  if (!target) return null;
  const context = words.context(record);
  return (
    <SmartLink
      link={target}
      className={`cs-button cs-button--${variant}`}
      aria-describedby={describedBy}
    >
      {words.label(record)}
      {context && <span className="cs-visually-hidden">{context}</span>}
    </SmartLink>
  );
}
