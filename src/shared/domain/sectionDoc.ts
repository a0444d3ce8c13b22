import { SECTION_TYPES, type SectionTypeSpec } from './sectionTypes';

const ROLE: Record<SectionTypeSpec['role'], string> = {
  banner: 'titles the page',
  notice: 'ticker',
  entries: 'listed entries',
  content: 'content',
};

const row = (type: string, spec: SectionTypeSpec): string =>
  `| \`${type}\` | ${spec.doc} | ${spec.fields.join(', ')} | ${ROLE[spec.role]}${
    spec.lcp ? ', preloaded' : ''
  } | \`content/pages/${spec.demo}.json\` |`;

/** docs/sections.md, from shared/domain/sectionTypes.ts (`npm run docs:sections`). */
export function renderSectionDoc(): string {
  return [
    '# Section types',
    '',
    'Generated from `src/shared/domain/sectionTypes.ts` by `npm run docs:sections`; do not edit by hand.',
    'Fields are the named fields of `src/shared/protocol/contentFields.ts` (the wire columns col1…col15).',
    'Adding a type: `docs/contributing.md`.',
    '',
    '| Type | What it shows | Fields | Role | Demo |',
    '| --- | --- | --- | --- | --- |',
    ...Object.entries(SECTION_TYPES).map(([type, spec]) => row(type, spec)),
    '',
  ].join('\n');
}
