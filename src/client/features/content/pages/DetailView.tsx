import { Link } from 'react-router-dom';
import type { DetailAnswer } from '../../../../shared/protocol/types';
import { useAppSelector } from '../../../app/hooks';
import { selectMenuForPath } from '../../../entities/menus';
import { Media } from '../Media';
import { formatEntryDate } from '../dates';
import { safeEmbedUrl } from '../embed';
import { mediaUrl } from '../mediaUrl';
import { SafeHtml } from '../sections';
import { RecentArticles } from './RecentArticles';

const humanise = (loc: string) => loc.replace(/[_-]+/g, ' ').replace(/^\w/, (c) => c.toUpperCase());

/** Top banner, title, image or video, body and recent articles (requirements §2 detail screen). */
export function DetailView({ detail }: { detail: DetailAnswer }) {
  const { record, children, loc } = detail;
  const listMenu = useAppSelector((s) => selectMenuForPath(s, loc));
  const listLabel = listMenu?.col1 || humanise(loc);
  const date = formatEntryDate(record.entry_date);
  const banner = mediaUrl(record.col5);
  const embed = safeEmbedUrl(record.col6);

  return (
    <article className="detail">
      <header
        className="detail__banner"
        style={banner ? { backgroundImage: `url("${encodeURI(banner)}")` } : undefined}
      >
        <div className="container detail__banner-inner">
          <nav aria-label="Breadcrumb">
            <ol className="breadcrumb">
              <li>
                <Link to="/">Home</Link>
              </li>
              <li>
                <Link to={`/${loc}`}>{listLabel}</Link>
              </li>
              <li aria-current="page">{record.col1}</li>
            </ol>
          </nav>
          <h1 className="detail__title">{record.col1}</h1>
          {date && (
            <p className="detail__date">
              <time dateTime={record.entry_date ?? undefined}>{date}</time>
            </p>
          )}
        </div>
      </header>

      <div className="container detail__layout">
        <div className="detail__main">
          <Media path={record.col4} alt={record.col1} className="detail__media" eager />
          {embed && (
            <div className="detail__embed">
              <iframe
                src={embed}
                title={`${record.col1} (video)`}
                loading="lazy"
                allow="accelerometer; encrypted-media; gyroscope; picture-in-picture"
                allowFullScreen
              />
            </div>
          )}
          <SafeHtml html={record.col2} className="detail__body" />
          <SafeHtml html={record.col3} className="detail__body" />
          {children.map((child) => (
            <section key={child.id} className="detail__child">
              {child.col1 && <h2>{child.col1}</h2>}
              <Media path={child.col4} alt={child.col1} className="detail__child-media" />
              <SafeHtml html={child.col2} />
            </section>
          ))}
        </div>
        <RecentArticles loc={loc} currentId={record.id} />
      </div>
    </article>
  );
}
