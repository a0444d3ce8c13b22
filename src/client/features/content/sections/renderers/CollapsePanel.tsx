import { useId, useState } from 'react';
import type { ContentItem } from '../../../../../shared/protocol/contentFields';
import { useItemHeadingLevel } from '../parts/headingLevel';
import { SafeHtml } from '../parts/SafeHtml';
import { SectionShell } from '../parts/SectionShell';
import type { SectionRendererProps } from '../types';
import '../styles/faq.css';

function Question({ record }: { record: ContentItem }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const Heading = useItemHeadingLevel() === 2 ? 'h2' : 'h3';
  return (
    <div className={open ? 'cs-faq__item is-open' : 'cs-faq__item'}>
      <Heading className="cs-faq__question">
        <button
          type="button"
          id={`${id}-q`}
          aria-expanded={open}
          aria-controls={`${id}-a`}
          onClick={() => setOpen((o) => !o)}
        >
          <span>{record.title}</span>
          <span className="cs-faq__icon" aria-hidden="true" />
        </button>
      </Heading>
      <div
        id={`${id}-a`}
        role="region"
        aria-labelledby={`${id}-q`}
        className="cs-faq__answer"
        hidden={!open}
      >
        <SafeHtml html={record.richText} />
      </div>
    </div>
  );
}

/** collapse_pan: the FAQ accordion (title question, richText answer); answers open independently. */
export default function CollapsePanel({ view }: SectionRendererProps) {
  return (
    <SectionShell view={view}>
      <div className="cs-faq">
        {view.items
          .filter((record) => record.title.trim())
          .map((record) => (
            <Question key={record.id} record={record} />
          ))}
      </div>
    </SectionShell>
  );
}
