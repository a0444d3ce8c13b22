import { Link } from 'react-router-dom';
import { toContentItem } from '../../../../shared/protocol/contentFields';
import type { DetailAnswer } from '../../../../shared/protocol/types';
import { useAppSelector } from '../../../app/hooks';
import { selectMenuForPath } from '../../../entities/menus';
import { Media } from '../Media';
import { formatEntryDate } from '../sections/lib/dates';
import { safeEmbedUrl } from '../embed';
import { mediaUrl, PICTURE_SIZES } from '../mediaUrl';
import { SafeHtml } from '../sections';
import { RecentArticles } from './RecentArticles';
import { pageWord, useT } from '../../../entities/language';
import { DETAIL_WORDS } from './detailWords';

const humanise = (loc: string) => loc.replace(/[_-]+/g, ' ').replace(/^\w/, (c) => c.toUpperCase());

/** Top banner, title, image or video, body and recent articles (requirements §2 detail screen). */
export function DetailView({ detail }: { detail: DetailAnswer }) {
  const tools = useT();
  const { loc } = detail;
  const record = toContentItem(detail.record);
  const children = detail.children.map(toContentItem);
  const listMenu = useAppSelector((s) => selectMenuForPath(s, loc));
  const listLabel = listMenu?.col1 || humanise(loc);
  const date = formatEntryDate(record.entry_date);
  const banner = mediaUrl(record.media2);
  const embed = safeEmbedUrl(record.videoUrl);

  return (
    <article className="detail">
      <header
        className="detail__banner"
        style={banner ? { backgroundImage: `url("${encodeURI(banner)}")` } : undefined}
      >
        <div className="container detail__banner-inner">
          <nav aria-label={pageWord(tools, DETAIL_WORDS, 'detail.breadcrumb')}>
            <ol className="breadcrumb">
              <li>
                <Link to="/">{pageWord(tools, DETAIL_WORDS, 'detail.home')}</Link>
              </li>
              <li>
                <Link to={`/${loc}`}>{listLabel}</Link>
              </li>
              <li aria-current="page">{record.title}</li>
            </ol>
          </nav>
          <h1 className="detail__title">{record.title}</h1>
          {date && (
            <p className="detail__date">
              <time dateTime={record.entry_date ?? undefined}>{date}</time>
            </p>
          )}
        </div>
      </header>

      <div className="container detail__layout">
        <div className="detail__main">
          <Media
            path={record.media}
            alt={record.title}
            className="detail__media"
            eager
            sizes={PICTURE_SIZES.detail}
          />
          {embed && (
            <div className="detail__embed">
              <iframe
                src={embed}
                title={pageWord(tools, DETAIL_WORDS, 'detail.video', { title: record.title })}
                loading="lazy"
                allow="accelerometer; encrypted-media; gyroscope; picture-in-picture"
                allowFullScreen
              />
            </div>
          )}
          <SafeHtml html={record.richText} className="detail__body" />
          <SafeHtml html={record.richText2} className="detail__body" />
          {children.map((child) => (
            <section key={child.id} className="detail__child">
              {child.title && <h2>{child.title}</h2>}
              <Media path={child.media} alt={child.title} className="detail__child-media" />
              <SafeHtml html={child.richText} />
            </section>
          ))}
        </div>
        <RecentArticles loc={loc} currentId={record.id} />
      </div>
    </article>
  );
}
