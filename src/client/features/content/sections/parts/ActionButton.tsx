import type { ContentItem } from '../../../../../shared/protocol/contentFields';
import { buttonContext, buttonLabel } from '../lib/columns';
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
  const target = link === undefined ? resolveLink(record.link) : link;
  if (!target) return null;
  return (
    <SmartLink
      link={target}
      className={`cs-button cs-button--${variant}`}
      aria-describedby={describedBy}
    >
      {buttonLabel(record)}
      {buttonContext(record) && <span className="cs-visually-hidden">{buttonContext(record)}</span>}
    </SmartLink>
  );
}
