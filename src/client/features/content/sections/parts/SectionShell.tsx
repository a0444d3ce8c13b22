import { useId, type CSSProperties, type ReactNode } from 'react';
import type { SectionView } from '../lib/view';
import { cssBackground } from '../lib/media';
import { SafeHtml } from './SafeHtml';
import { ItemHeadingLevel } from './headingLevel';
import '../styles/base.css';

interface SectionShellProps {
  view: SectionView;
  className?: string;
  /** Full-bleed sections (banners, sliders) skip the centred container. */
  fullBleed?: boolean;
  /** Name for a section that has no heading row (e.g. the notice ticker). */
  label?: string;
  children: ReactNode;
}

/** The frame of every section: its background, its h2 and intro from the top_text row. */
export function SectionShell({ view, className, fullBleed, label, children }: SectionShellProps) {
  const headingId = useId();
  const heading = view.heading;
  const title = heading ? heading.title.trim() || view.groupTitle.trim() : '';
  const background = cssBackground(view.bgImage);
  const style: CSSProperties | undefined = background ? { backgroundImage: background } : undefined;
  const classes = ['cs-section', `cs-type-${view.type.replace(/[^\w-]/g, '')}`];
  if (background) classes.push('cs-section--bg');
  if (fullBleed) classes.push('cs-section--bleed');
  if (className) classes.push(className);

  const header = title ? (
    <header className="cs-section__header">
      {heading?.extraText.trim() ? <p className="cs-eyebrow">{heading.extraText}</p> : null}
      <h2 className="cs-section__title" id={headingId}>
        {title}
      </h2>
      <SafeHtml html={heading?.richText} className="cs-section__intro" />
    </header>
  ) : null;

  return (
    <section
      className={classes.join(' ')}
      style={style}
      aria-labelledby={title ? headingId : undefined}
      aria-label={title ? undefined : label}
      data-section-id={view.id}
    >
      <ItemHeadingLevel.Provider value={title ? 3 : 2}>
        {fullBleed ? (
          <>
            {header ? <div className="cs-container">{header}</div> : null}
            {children}
          </>
        ) : (
          <div className="cs-container">
            {header}
            {children}
          </div>
        )}
      </ItemHeadingLevel.Provider>
    </section>
  );
}
