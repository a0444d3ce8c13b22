import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { NewTabNote } from '../../../../entities/language';
import type { ResolvedLink } from '../lib/links';

interface SmartLinkProps {
  link: ResolvedLink | null;
  className?: string;
  children: ReactNode;
  'aria-describedby'?: string;
}

/** A router Link, a new-tab anchor or a plain anchor; just the content when there is no link. */
export function SmartLink({ link, className, children, ...aria }: SmartLinkProps) {
  if (!link) return <>{children}</>;
  if (link.kind === 'internal') {
    return (
      <Link to={link.to} className={className} {...aria}>
        {children}
      </Link>
    );
  }
  if (link.kind === 'external') {
    return (
      <a href={link.href} className={className} target="_blank" rel="noopener noreferrer" {...aria}>
        {children}
        <NewTabNote className="cs-visually-hidden" />
      </a>
    );
  }
  return (
    <a href={link.href} className={className} {...aria}>
      {children}
    </a>
  );
}
