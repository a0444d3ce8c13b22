import { TOP_BANNER_HEIGHT_PX } from '../../../../../shared/domain/constants';
import { imageAlt } from '../lib/columns';
import { plainText } from '../lib/plainText';
import { ContentImage } from '../parts/ContentImage';
import { ItemHeading } from '../parts/ItemHeading';
import { Marquee } from '../parts/Marquee';
import { SectionShell } from '../parts/SectionShell';
import type { SectionRendererProps } from '../types';
import '../styles/banners.css';

/** top_banner: a 300px page banner with the page's notice running along its foot (extraText or richText). */
export default function TopBanner({ view, eager }: SectionRendererProps) {
  const record = view.items[0];
  if (!record) return null;
  const picture = record.media || record.media2 || view.bgImage;
  const notice = record.extraText.trim() || plainText(record.richText);
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
          {record.title.trim() ? (
            <ItemHeading className="cs-top-banner__title">{record.title}</ItemHeading>
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
