import type { ContentRecord } from '../../../../../shared/protocol/types';
import { buttonContext, buttonLabel } from '../lib/columns';
import { resolveLink, type ResolvedLink } from '../lib/links';
import { SmartLink } from './SmartLink';

interface ActionButtonProps {
  record: ContentRecord;
  /** Overrides col7 (entry listings link to detail pages). */
  link?: ResolvedLink | null;
  variant?: 'primary' | 'light' | 'outline';
  describedBy?: string;
}

/** The record's col7/col8 button; nothing when col7 holds no usable link. */
export function ActionButton({
  record,
  link,
  variant = 'primary',
  describedBy,
}: ActionButtonProps) {
  const target = link === undefined ? resolveLink(record.col7) : link;
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
