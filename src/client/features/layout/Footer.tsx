import { useMemo } from 'react';
import { Link } from 'react-router-dom';
import { NewTabNote, useT } from '../../entities/language';
import { useSiteSettings } from '../../entities/settings';
import { readFooter } from './footerContent';
import { displayPhone, telHref } from '../../../shared/domain/phone';
import { useNearViewport } from '../../components/useNearViewport';
import './footer.css';

/** Requirements §1.5 footer, all from the site's settings (edited in the team console). */
export function Footer() {
  const settings = useSiteSettings();
  const footer = useMemo(() => readFooter(settings), [settings]);
  // The font may come a frame late: no layout of the page inside the commit for it.
  const [disclaimerRef, disclaimerNear] = useNearViewport(0, { sameFrame: false });
  const { t } = useT();
  const hasContact = footer.address || footer.phones.length > 0 || footer.social.length > 0;

  return (
    <footer className="site-footer">
      <div className="container footer-grid">
        <div className="footer-brand">
          <Link
            to="/"
            className="footer-brand__link"
            aria-label={footer.name ? undefined : t('footer.home')}
          >
            {footer.logo && <img src={footer.logo} alt="" width="48" height="48" />}
            <span>{footer.name}</span>
          </Link>
        </div>

        {hasContact && (
          <section className="footer-contact" aria-labelledby="footer-contact-title">
            <h2 id="footer-contact-title">{t('footer.contact')}</h2>
            {footer.address && <address className="footer-address">{footer.address}</address>}
            {footer.phones.length > 0 && (
              <ul className="footer-phones">
                {footer.phones.map((p) => (
                  <li key={p}>
                    <a href={telHref(p)}>{displayPhone(p)}</a>
                  </li>
                ))}
              </ul>
            )}
            {footer.social.length > 0 && (
              <ul className="footer-social">
                {footer.social.map((s) => (
                  <li key={s.href}>
                    <a href={s.href} target="_blank" rel="noopener noreferrer">
                      {s.label}
                      <NewTabNote />
                    </a>
                  </li>
                ))}
              </ul>
            )}
          </section>
        )}

        {footer.disclaimer && (
          <section
            ref={disclaimerRef}
            className={`footer-disclaimer${disclaimerNear ? ' footer-disclaimer--near' : ''}`}
            aria-labelledby="footer-disclaimer-title"
          >
            <h2 id="footer-disclaimer-title">
              {footer.disclaimer.title || t('footer.disclaimer')}
            </h2>
            <div lang="hi" className="rich-text footer-disclaimer__text">
              {footer.disclaimer.text}
            </div>
          </section>
        )}
      </div>
      <div className="footer-bottom">
        <div className="container footer-bottom__inner">
          <p>
            {footer.copyright.name
              ? t('footer.copyright', { ...footer.copyright, year: String(footer.copyright.year) })
              : `© ${footer.copyright.year}`}
          </p>
          {footer.credit && (
            <p>
              {footer.credit.href ? (
                <a href={footer.credit.href} target="_blank" rel="noopener noreferrer">
                  {footer.credit.text}
                  <NewTabNote />
                </a>
              ) : (
                footer.credit.text
              )}
            </p>
          )}
        </div>
      </div>
    </footer>
  );
}
