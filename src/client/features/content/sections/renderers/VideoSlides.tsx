import type { ContentItem } from '../../../../../shared/protocol/contentFields';
import { Carousel } from '../Carousel';
import { ItemHeading } from '../parts/ItemHeading';
import { RecordMedia } from '../parts/RecordMedia';
import { SafeHtml } from '../parts/SafeHtml';
import { SectionShell } from '../parts/SectionShell';
import { sectionLabel } from '../parts/sectionLabel';
import type { SectionRendererProps } from '../types';
import '../styles/gallery.css';

function VideoSlide({ record, large }: { record: ContentItem; large: boolean }) {
  return (
    <figure className={large ? 'cs-video-slide cs-video-slide--large' : 'cs-video-slide'}>
      <RecordMedia
        record={record}
        width={large ? 1280 : 640}
        height={large ? 720 : 360}
        embed
        className="cs-video-slide__player"
      />
      <figcaption className="cs-video-slide__caption">
        {record.title.trim() ? <ItemHeading>{record.title}</ItemHeading> : null}
        {large ? <SafeHtml html={record.richText} /> : null}
      </figcaption>
    </figure>
  );
}

/** video_slider: several videos side by side (videoUrl embed link, else the media file). */
export function VideoSlider({ view }: SectionRendererProps) {
  return (
    <SectionShell view={view}>
      <Carousel label={sectionLabel(view, 'Videos')} slidesToShow={3}>
        {view.items.map((record) => (
          <VideoSlide key={record.id} record={record} large={false} />
        ))}
      </Carousel>
    </SectionShell>
  );
}

/** video_carousel: one large video at a time with its description. */
export function VideoCarousel({ view }: SectionRendererProps) {
  return (
    <SectionShell view={view}>
      <Carousel label={sectionLabel(view, 'Videos')}>
        {view.items.map((record) => (
          <VideoSlide key={record.id} record={record} large />
        ))}
      </Carousel>
    </SectionShell>
  );
}
