import { useId, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { ListingItem } from '../../../shared/protocol/types';
import { profilePath, RequestControl } from './RequestControl';
import { decodeMemberNo } from '../../entities/account';
import { VerifiedBadge } from '../../entities/members';
import { listingFacts } from './listingText';
import { MemberPhoto } from './MemberPhoto';
import { dayText, useScreenT } from '../../entities/screenText';

/**
 * One listed member: the listing's safe fields, the pair's request control and its actions. The
 * name links to the member's page (a preview before an interest, the biodata once accepted); the
 * photo links there too for the mouse, hidden from screen readers and Tab so each card has one
 * link to it.
 */
export function MemberCard({
  item,
  children,
  actions,
}: {
  item: ListingItem;
  children?: ReactNode;
  /** More buttons beside the request control (the lists' Shortlist, Block and Report). */
  actions?: ReactNode;
}) {
  const tools = useScreenT();
  const { t } = tools;
  const nameId = useId();
  const path = profilePath(item.account_info_id);
  return (
    <article className="member-item" aria-labelledby={nameId}>
      <Link to={path} className="member-item__photo-link" aria-hidden="true" tabIndex={-1}>
        <MemberPhoto
          src={item.pro_pic}
          name={item.mem_name}
          afterAcceptance={item.photo_after_acceptance}
        />
      </Link>
      <div className="member-item__body">
        <h3 id={nameId} className="member-item__name">
          <Link to={path}>{item.mem_name}</Link>
        </h3>
        <p className="member-item__id">{t('card.memberId', { no: decodeMemberNo(item.mem_no) })}</p>
        <VerifiedBadge on={item.verified_on}>
          {item.verified_on && t('card.verifiedOn', { date: dayText(tools, item.verified_on) })}
        </VerifiedBadge>
        {item.about_me_line && <p className="member-item__about">{item.about_me_line}</p>}
        <dl className="member-item__facts">
          {listingFacts(item, tools).map(([label, value]) => (
            <div key={label}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
        {children}
      </div>
      <div className="member-item__actions">
        <RequestControl item={item} />
        {actions}
      </div>
    </article>
  );
}
