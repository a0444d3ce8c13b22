import { memo, Suspense, useEffect, useMemo } from 'react';
import { SECTION_SCAN_LIMIT } from '../../../../shared/domain/constants';
import type { Section } from '../../../../shared/protocol/types';
import { MediaAltContext } from './lib/mediaAlt';
import { toSectionView } from './lib/view';
import { useIdleFill } from './parts/useIdleFill';
import { useRevealAll } from './parts/useRevealAll';
import { DeferredSection } from './DeferredSection';
import { deferredHeight, rendererFor, staticFallbackFor } from './registry';
import { SectionBoundary } from './SectionBoundary';
import './styles/base.css';

export interface SectionListProps {
  sections: Section[];
  /** Page key, for renderers whose behaviour depends on the page (e_news sorting). */
  loc: string;
  /** The library's alt text of the pictures (the page answer's media_alt), by library path. */
  mediaAlt?: Readonly<Record<string, string>>;
}

const NO_ALTS: Readonly<Record<string, string>> = {};

const warnedTypes = new Set<string>();

/** An unknown section type shows nothing; the console hears about it once per session. */
function UnknownSection({ type }: { type: string }) {
  useEffect(() => {
    if (warnedTypes.has(type)) return;
    warnedTypes.add(type);
    console.warn(`Unknown content section type "${type}"; it is not shown.`);
  }, [type]);
  return null;
}

const bySortThenId = (a: Section, b: Section): number => {
  const sa = Number(a.sort);
  const sb = Number(b.sort);
  const byOrder = (Number.isFinite(sa) ? sa : Infinity) - (Number.isFinite(sb) ? sb : Infinity);
  return byOrder !== 0 && !Number.isNaN(byOrder) ? byOrder : a.id - b.id;
};

/** The notice ticker has no pictures, so the banner after it is still "the first section". */
const firstVisualIndex = (sections: Section[]): number =>
  Math.max(
    0,
    sections.findIndex((s) => s.type !== 'scroll_message'),
  );

// Memoised: the idle fill re-renders the list once per section, which must not redraw the others.
const SectionSlot = memo(function SectionSlot({
  section,
  loc,
  eager,
}: {
  section: Section;
  loc: string;
  eager: boolean;
}) {
  const Renderer = rendererFor(section.type);
  const view = useMemo(() => toSectionView(section), [section]);
  if (!Renderer) return <UnknownSection type={section.type} />;
  // While a lazy renderer (a carousel) loads: its static first paint, else its room.
  const Static = staticFallbackFor(section.type);
  const fallback = Static ? (
    <Static view={view} loc={loc} eager={eager} />
  ) : (
    <div className="cs-deferred" style={{ minHeight: deferredHeight(section.type) }} />
  );
  return (
    <Suspense fallback={fallback}>
      <Renderer view={view} loc={loc} eager={eager} />
    </Suspense>
  );
});

/** A page's typed sections, in order, at most SECTION_SCAN_LIMIT of them. */
export function SectionList({ sections, loc, mediaAlt = NO_ALTS }: SectionListProps) {
  const shown = useMemo(
    () =>
      (Array.isArray(sections) ? sections : [])
        .filter(
          (s): s is Section => Boolean(s) && typeof s === 'object' && typeof s.type === 'string',
        )
        .sort(bySortThenId)
        .slice(0, SECTION_SCAN_LIMIT),
    [sections],
  );
  const eagerUpTo = firstVisualIndex(shown);
  const revealAll = useRevealAll();
  const filled = useIdleFill(shown.length);
  // Drawn at once: the first section with a picture and any ticker above it (the top of every
  // page, whatever the screen), and whatever else DeferredSection finds on screen before the
  // first paint. The rest waits until it nears the viewport (or idle time, Tab, #hash, print).
  return (
    <MediaAltContext.Provider value={mediaAlt}>
      {shown.map((section, index) => (
        <SectionBoundary key={section.id} type={section.type} id={section.id}>
          <DeferredSection
            show={index <= eagerUpTo || revealAll || index < filled}
            height={deferredHeight(section.type)}
          >
            <SectionSlot section={section} loc={loc} eager={index <= eagerUpTo} />
          </DeferredSection>
        </SectionBoundary>
      ))}
    </MediaAltContext.Provider>
  );
}
