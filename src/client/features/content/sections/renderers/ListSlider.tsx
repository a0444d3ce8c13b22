import { Carousel } from '../Carousel';
import { todayInIndia, withoutPast } from '../lib/dates';
import { recordLink } from '../lib/links';
import { Card } from '../parts/Card';
import { SectionShell } from '../parts/SectionShell';
import { sectionLabel } from '../parts/sectionLabel';
import type { SectionRendererProps } from '../types';

const NO_UPCOMING_EVENTS = 'No upcoming events at the moment. Please check again soon.';

/**
 * list_slider: a list of short items (events, notices) as a carousel, three at a time. Events
 * (dated items) whose day has passed are left out, so "Upcoming events" never lists a past one
 * between two content loads; when that leaves nothing, the section says so plainly.
 */
export default function ListSlider({ view, loc, eager }: SectionRendererProps) {
  const items = withoutPast(view.items, todayInIndia());
  return (
    <SectionShell view={view}>
      {items.length === 0 && view.items.length > 0 ? (
        <p className="cs-empty">{NO_UPCOMING_EVENTS}</p>
      ) : (
        <Carousel label={sectionLabel(view, 'Highlights')} slidesToShow={3}>
          {items.map((record) => (
            <Card
              key={record.id}
              record={record}
              eager={eager}
              link={recordLink(record, loc)}
              subtitle
              thumb
            />
          ))}
        </Carousel>
      )}
    </SectionShell>
  );
}
