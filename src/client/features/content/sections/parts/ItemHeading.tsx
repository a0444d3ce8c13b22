import type { ReactNode } from 'react';
import { useItemHeadingLevel } from './headingLevel';

/** An item's title at the level its section allows (h3 under a section heading, else h2). */
export function ItemHeading({
  children,
  className,
  id,
}: {
  children: ReactNode;
  className?: string;
  id?: string;
}) {
  const Tag = useItemHeadingLevel() === 2 ? 'h2' : 'h3';
  return (
    <Tag className={className ? `cs-item-title ${className}` : 'cs-item-title'} id={id}>
      {children}
    </Tag>
  );
}
