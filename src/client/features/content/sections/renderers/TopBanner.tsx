import { TOP_BANNER_HEIGHT_PX } from '../../../../../shared/domain/constants';
import { imageAlt } from '../lib/columns';
import { plainText } from '../lib/sanitize';
import { ContentImage } from '../parts/ContentImage';
import { ItemHeading } from '../parts/ItemHeading';
import { Marquee } from '../parts/Marquee';
import { SectionShell } from '../parts/SectionShell';
import type { SectionRendererProps } from '../types';
import '../styles/banners.css';

/** top_banner: a 300px page banner with the page's notice running along its foot (col15 or col2). */
export default function TopBanner({ view, eager }: SectionRendererProps) {
  const record = view.items[0];
  if (!record) return null;
  const picture = record.col4 || record.col5 || view.bgImage;
  const notice = record.col15.trim() || plainText(record.col2);
  return (
    <SectionShell view={{ ...view, bgImage: '' }} fullBleed>
      <div className="cs-top-banner" style={{ height: TOP_BANNER_HEIGHT_PX }}>
        <ContentImage
          path={picture}
          alt={imageAlt(record)}
          width={1600}
          height={TOP_BANNER_HEIGHT_PX}
          eager={eager}
          className="cs-top-banner__img"
        />
        <div className="cs-top-banner__overlay">
          {record.col1.trim() ? (
            <ItemHeading className="cs-top-banner__title">{record.col1}</ItemHeading>
          ) : null}
        </div>
        {notice ? (
          <Marquee
            className="cs-top-banner__notice"
            label="Notice"
            items={[{ key: record.id, content: notice, length: notice.length }]}
          />
        ) : null}
      </div>
    </SectionShell>
  );
}
