import { imageAlt } from '../lib/columns';
import { resolveLink } from '../lib/links';
import { ContentImage } from '../parts/ContentImage';
import { SectionShell } from '../parts/SectionShell';
import { SmartLink } from '../parts/SmartLink';
import type { SectionRendererProps } from '../types';
import '../styles/gallery.css';

/** image_collarge_grid: a collage whose first picture spans a double cell on wide screens. */
export default function ImageCollageGrid({ view, eager }: SectionRendererProps) {
  return (
    <SectionShell view={view}>
      <ul className="cs-collage">
        {view.items.map((record) => (
          <li key={record.id} className="cs-collage__cell">
            <SmartLink link={resolveLink(record.link)} className="cs-collage__link">
              <figure className="cs-collage__figure">
                <ContentImage
                  path={record.media}
                  alt={imageAlt(record)}
                  width={800}
                  height={600}
                  eager={eager}
                />
                {record.title.trim() ? (
                  <figcaption className="cs-collage__caption">{record.title}</figcaption>
                ) : null}
              </figure>
            </SmartLink>
          </li>
        ))}
      </ul>
    </SectionShell>
  );
}
