import { Fragment } from 'react';

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** `text` with the searched words marked; React renders every piece as text, never as HTML. */
export function Highlighted({ text, q }: { text: string; q: string }) {
  const words = [...new Set(q.toLowerCase().split(/\s+/).filter(Boolean))];
  if (words.length === 0) return <>{text}</>;
  // Longest first, so that "scholarships" is marked whole rather than as "scholarship" + "s".
  words.sort((a, b) => b.length - a.length);
  const pattern = new RegExp(`(${words.map(escapeRegExp).join('|')})`, 'gi');
  return (
    <>
      {text.split(pattern).map((piece, i) =>
        // split() with one capture group puts the matches at the odd places.
        i % 2 === 1 ? <mark key={i}>{piece}</mark> : <Fragment key={i}>{piece}</Fragment>,
      )}
    </>
  );
}
