import { useMemo } from 'react';
import { Link } from 'react-router-dom';
import { SITE_LOGO, SITE_NAME } from '../../app/site';
import { useGetPgDataQuery } from '../../entities/content';
import { RichText } from '../content';
import { readFooter } from './footerContent';
import { displayPhone, telHref } from './phone';
import './footer.css';

/** Requirements §1 footer, all from the `footer` page's content. */
export function Footer() {
  const { currentData } = useGetPgDataQuery({ loc: 'footer' });
  const footer = useMemo(() => readFooter(currentData?.sections ?? []), [currentData]);
  const hasContact = footer.address || footer.phones.length > 0 || footer.social.length > 0;

  return (
    <footer className="site-footer">
      <div className="container footer-grid">
        <div className="footer-brand">
          <Link to="/" className="footer-brand__link">
            <img src={SITE_LOGO} alt="" width="48" height="48" />
            <span>{SITE_NAME}</span>
          </Link>
        </div>

        {hasContact && (
          <section className="footer-contact" aria-labelledby="footer-contact-title">
            <h2 id="footer-contact-title">Get in touch</h2>
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
                      <span className="visually-hidden"> (opens in a new tab)</span>
                    </a>
                  </li>
                ))}
              </ul>
            )}
          </section>
        )}

        {footer.disclaimer && (
          <section className="footer-disclaimer" aria-labelledby="footer-disclaimer-title">
            <h2 id="footer-disclaimer-title">{footer.disclaimer.title}</h2>
            <RichText html={footer.disclaimer.html} lang="hi" className="footer-disclaimer__text" />
          </section>
        )}
      </div>
      <div className="footer-bottom">
        <div className="container footer-bottom__inner">
          <p>{footer.copyright}</p>
          {footer.developer && (
            <p>
              {footer.developer.href ? (
                <a href={footer.developer.href} target="_blank" rel="noopener noreferrer">
                  {footer.developer.text}
                </a>
              ) : (
                footer.developer.text
              )}
            </p>
          )}
        </div>
      </div>
    </footer>
  );
}
