import { Carousel } from '../Carousel';
import { blogHref } from '../lib/links';
import { EntryCard } from '../parts/EntryCard';
import { SectionShell } from '../parts/SectionShell';
import { sectionLabel } from '../parts/sectionLabel';
import type { SectionRendererProps } from '../types';

/** blog_carousel: blog teasers in a carousel; each opens its blog page (or its link link). */
export default function BlogCarousel({ view, eager }: SectionRendererProps) {
  return (
    <SectionShell view={view}>
      <Carousel label={sectionLabel(view, 'Blog')} slidesToShow={3}>
        {view.items.map((record) => (
          <EntryCard key={record.id} record={record} link={blogHref(record)} eager={eager} />
        ))}
      </Carousel>
    </SectionShell>
  );
}
