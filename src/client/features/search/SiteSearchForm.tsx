import { useState, type FormEvent } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { SITE_SEARCH } from '../../../shared/domain/siteSearch';
import { useT } from '../../entities/language';
import { SEARCH_PATH, searchHref } from './searchPath';
import './search.css';

/**
 * The header's search box (requirements §2). Submitting opens /search?q=…; the results page checks the
 * words with the service, so a too-short search is explained there, in words.
 */
export function SiteSearchForm() {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const { t } = useT();
  const shownQ = pathname === SEARCH_PATH ? (params.get('q') ?? '') : '';
  const [value, setValue] = useState(shownQ);
  // On the results page the box shows what was searched; elsewhere it starts empty.
  const [syncedWith, setSyncedWith] = useState(shownQ);
  if (syncedWith !== shownQ) {
    setSyncedWith(shownQ);
    setValue(shownQ);
  }

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void navigate(searchHref(value.trim()));
  };

  return (
    <form className="site-search" role="search" onSubmit={submit}>
      <input
        className="site-search__input"
        type="search"
        name="q"
        aria-label={t('header.search')}
        placeholder={t('header.search')}
        autoComplete="off"
        enterKeyHint="search"
        maxLength={SITE_SEARCH.maxLength}
        value={value}
        onChange={(e) => setValue(e.target.value)}
      />
      <button className="site-search__button" type="submit">
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
          <circle cx="10.5" cy="10.5" r="6.5" fill="none" stroke="currentColor" strokeWidth="2.4" />
          <path
            d="M15.5 15.5 21 21"
            stroke="currentColor"
            strokeWidth="2.4"
            strokeLinecap="round"
          />
        </svg>
        <span className="visually-hidden">{t('header.searchButton')}</span>
      </button>
    </form>
  );
}
