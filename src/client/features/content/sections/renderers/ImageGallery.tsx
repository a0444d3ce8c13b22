import { GALLERY_PER_ROW_LARGE } from '../../../../../shared/domain/constants';
import { gridClass } from '../lib/columns';
import { resolveLink } from '../lib/links';
import { PICTURE_SIZES } from '../lib/pictureSizes';
import { RecordMedia } from '../parts/RecordMedia';
import { SectionShell } from '../parts/SectionShell';
import { SmartLink } from '../parts/SmartLink';
import type { SectionRendererProps } from '../types';
import '../styles/gallery.css';

/** image_gallery: photos and videos (media .mp4), four per row on large screens. */
export default function ImageGallery({ view, eager }: SectionRendererProps) {
  return (
    <SectionShell view={view}>
      <ul className={`${gridClass(view.items, GALLERY_PER_ROW_LARGE)} cs-gallery`}>
        {view.items.map((record) => (
          <li key={record.id}>
            <figure className="cs-gallery__item">
              <RecordMedia
                record={record}
                width={600}
                height={450}
                eager={eager}
                // Two columns below 1024px, up to four in the container on desktops.
                sizes={PICTURE_SIZES.gallery}
                className="cs-gallery__media"
              />
              {record.title.trim() ? (
                <figcaption className="cs-gallery__caption">
                  <SmartLink link={resolveLink(record.link)}>{record.title}</SmartLink>
                </figcaption>
              ) : null}
            </figure>
          </li>
        ))}
      </ul>
    </SectionShell>
  );
}
