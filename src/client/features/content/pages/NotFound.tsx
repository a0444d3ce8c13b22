import { Link } from 'react-router-dom';
import './pages.css';
import { pageWord, useT } from '../../../entities/language';
import { PAGE_WORDS } from './pageWords';

/** Status 0 for a page: there is nothing to show, so say so and offer the way home. */
export function NotFound() {
  const tools = useT();
  const say = (id: keyof typeof PAGE_WORDS) => pageWord(tools, PAGE_WORDS, id);
  return (
    <section className="not-found container" aria-labelledby="not-found-title">
      <svg className="not-found__mark" viewBox="0 0 64 64" aria-hidden="true" focusable="false">
        <circle cx="32" cy="32" r="30" fill="var(--color-accent-soft)" />
        <path d="M32 14c5 7 7 13 7 19a7 7 0 0 1-14 0c0-6 2-12 7-19z" fill="var(--color-accent)" />
        <path
          d="M18 40c4-1 9 1 14 6 5-5 10-7 14-6-2 6-8 10-14 10s-12-4-14-10z"
          fill="var(--color-primary)"
        />
      </svg>
      <h1 id="not-found-title">{say('page.notFound')}</h1>
      <p>{say('page.notFoundWhy')}</p>
      <Link className="button" to="/">
        {say('page.home')}
      </Link>
    </section>
  );
}
