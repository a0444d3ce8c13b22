import { Suspense, useEffect, useMemo } from 'react';
import { SECTION_SCAN_LIMIT } from '../../../../shared/domain/constants';
import type { Section } from '../../../../shared/protocol/types';
import { MediaAltContext } from './lib/mediaAlt';
import { toSectionView } from './lib/view';
import { PLACEHOLDER_HEIGHT, STATIC_FALLBACK, rendererFor } from './registry';
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

function SectionSlot({ section, loc, eager }: { section: Section; loc: string; eager: boolean }) {
  const Renderer = rendererFor(section.type);
  const view = useMemo(() => toSectionView(section), [section]);
  if (!Renderer) return <UnknownSection type={section.type} />;
  const placeholder = PLACEHOLDER_HEIGHT[section.type];
  const Static = Object.hasOwn(STATIC_FALLBACK, section.type)
    ? STATIC_FALLBACK[section.type]
    : null;
  return (
    <Suspense
      fallback={
        Static ? (
          <Static view={view} loc={loc} eager={eager} />
        ) : placeholder ? (
          <div className="cs-placeholder" style={{ minHeight: placeholder }} aria-hidden="true" />
        ) : null
      }
    >
      <Renderer view={view} loc={loc} eager={eager} />
    </Suspense>
  );
}

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
  return (
    <MediaAltContext.Provider value={mediaAlt}>
      {shown.map((section, index) => (
        <SectionBoundary key={section.id} type={section.type} id={section.id}>
          <SectionSlot section={section} loc={loc} eager={index <= eagerUpTo} />
        </SectionBoundary>
      ))}
    </MediaAltContext.Provider>
  );
}
