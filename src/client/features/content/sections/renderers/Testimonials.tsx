import type { ContentItem } from '../../../../../shared/protocol/contentFields';
import { Carousel } from '../Carousel';
import { imageAlt } from '../lib/columns';
import { ContentImage } from '../parts/ContentImage';
import { SafeHtml } from '../parts/SafeHtml';
import { SectionShell } from '../parts/SectionShell';
import { StarRating, ratingOf } from '../parts/StarRating';
import { sectionLabel } from '../parts/sectionLabel';
import type { SectionRendererProps } from '../types';
import '../styles/testimonials.css';

function Testimonial({ record, eager }: { record: ContentItem; eager: boolean }) {
  const rating = ratingOf(record.extraText);
  // extraText is the rating when it is a number 1–5, otherwise a line about the person.
  const about = rating === null ? record.extraText.trim() : record.richText2.trim();
  return (
    <figure className="cs-quote">
      {rating !== null ? <StarRating rating={rating} /> : null}
      <blockquote className="cs-quote__text">
        <SafeHtml html={record.richText} />
      </blockquote>
      <figcaption className="cs-quote__person">
        <ContentImage
          path={record.media}
          alt={imageAlt(record)}
          width={64}
          height={64}
          eager={eager}
          round
        />
        <span>
          <span className="cs-quote__name">{record.title}</span>
          {about ? <span className="cs-quote__about">{about}</span> : null}
        </span>
      </figcaption>
    </figure>
  );
}

/** testimonials: what members say, two at a time on large screens, with an optional star rating. */
export default function Testimonials({ view, eager }: SectionRendererProps) {
  return (
    <SectionShell view={view}>
      <Carousel label={sectionLabel(view, 'Testimonials')} slidesToShow={2} autoplay>
        {view.items.map((record) => (
          <Testimonial key={record.id} record={record} eager={eager} />
        ))}
      </Carousel>
    </SectionShell>
  );
}
