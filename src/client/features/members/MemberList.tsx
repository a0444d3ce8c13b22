import type { ReactNode } from 'react';
import type { ListingItem } from '../../../shared/protocol/types';
import { SafetyActions } from '../safety';
import { MemberCard } from './MemberCard';

interface MemberListProps<T extends ListingItem> {
  items: T[];
  label: string;
  /** Extra content of one card (the contact block on Interested Members). */
  extra?: (item: T) => ReactNode;
}

export function MemberList<T extends ListingItem>({ items, label, extra }: MemberListProps<T>) {
  return (
    <ul className="member-list" aria-label={label}>
      {items.map((item) => (
        <li key={item.account_info_id}>
          <MemberCard item={item} actions={<SafetyActions target={item} />}>
            {extra?.(item)}
          </MemberCard>
        </li>
      ))}
    </ul>
  );
}
