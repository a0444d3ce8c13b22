import { memo, Suspense, useEffect, useMemo } from 'react';
import { SECTION_SCAN_LIMIT } from '../../../../shared/domain/constants';
import type { Section } from '../../../../shared/protocol/types';
import { useFromServer } from '../../../components/useHydrating';
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

/**
 * One section in its place. Memoised, with its content element kept while the section is the same:
 * a section the browser has not taken over yet must not see new children (LateHydration).
 */
const SectionEntry = memo(function SectionEntry({
  section,
  loc,
  eager,
  reveal,
  filled,
}: {
  section: Section;
  loc: string;
  eager: boolean;
  reveal: boolean;
  filled: boolean;
}) {
  const slot = useMemo(
    () => <SectionSlot section={section} loc={loc} eager={eager} />,
    [section, loc, eager],
  );
  return (
    <SectionBoundary type={section.type} id={section.id}>
      <DeferredSection
        eager={eager}
        reveal={reveal}
        filled={filled}
        height={deferredHeight(section.type)}
      >
        {slot}
      </DeferredSection>
    </SectionBoundary>
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
  // A page the server wrote has every section's text already: nothing to fill in.
  const fromServer = useFromServer();
  const filled = useIdleFill(fromServer ? 0 : shown.length);
  // At once: the first section with a picture and any ticker above it (the top of every page,
  // whatever the screen). The rest as it nears the viewport, or for Tab, #hash or print; on a page
  // the browser draws, also one by one in idle time (DeferredSection).
  return (
    <MediaAltContext.Provider value={mediaAlt}>
      {shown.map((section, index) => (
        <SectionEntry
          key={section.id}
          section={section}
          loc={loc}
          eager={index <= eagerUpTo}
          reveal={revealAll}
          filled={index < filled}
        />
      ))}
    </MediaAltContext.Provider>
  );
}
