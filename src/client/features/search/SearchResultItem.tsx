import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { safeHref } from '../../../shared/domain/links';
import type { SearchResult } from '../../../shared/protocol/types';
import { NewTabNote } from '../../entities/language';
import { Highlighted } from './Highlighted';

function ResultLink({ href, children }: { href: string; children: ReactNode }) {
  if (href.startsWith('/') && !href.startsWith('//')) return <Link to={href}>{children}</Link>;
  if (/^https?:\/\//i.test(href)) {
    return (
      <a href={href} target="_blank" rel="noopener">
        {children}
        <NewTabNote />
      </a>
    );
  }
  return <a href={href}>{children}</a>;
}

/** One found page or entry: its title as the link, then the words around the match. */
export function SearchResultItem({ result, q }: { result: SearchResult; q: string }) {
  // The service builds safe links; checking again costs nothing and keeps javascript: out.
  const href = safeHref(result.href);
  const title = result.title || href || 'Untitled';
  return (
    <li className="search-result">
      <h2 className="search-result__title">
        {href ? <ResultLink href={href}>{title}</ResultLink> : title}
      </h2>
      {result.snippet && (
        <p className="search-result__snippet">
          <Highlighted text={result.snippet} q={q} />
        </p>
      )}
      {href?.startsWith('/') && <p className="search-result__path">{decodePath(href)}</p>}
    </li>
  );
}

function decodePath(href: string): string {
  const path = href.split('?')[0] ?? href;
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}
