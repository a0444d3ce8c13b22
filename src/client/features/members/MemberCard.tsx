import { useId, type ReactNode } from 'react';
import type { ListingItem } from '../../../shared/protocol/types';
import { RequestControl } from './RequestControl';
import { decodeMemberNo } from '../../entities/account';
import { VerifiedBadge } from '../../entities/members';
import { listingFacts } from './listingText';
import { MemberPhoto } from './MemberPhoto';

/** One listed member: the listing's safe fields, the pair's request control and its actions. */
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
  const nameId = useId();
  return (
    <article className="member-item" aria-labelledby={nameId}>
      <MemberPhoto src={item.pro_pic} name={item.mem_name} />
      <div className="member-item__body">
        <h3 id={nameId} className="member-item__name">
          {item.mem_name}
        </h3>
        <p className="member-item__id">Member ID {decodeMemberNo(item.mem_no)}</p>
        <VerifiedBadge on={item.verified_on} />
        {item.about_me_line && <p className="member-item__about">{item.about_me_line}</p>}
        <dl className="member-item__facts">
          {listingFacts(item).map(([label, value]) => (
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
