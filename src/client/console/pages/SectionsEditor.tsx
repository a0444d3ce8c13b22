import { useState } from 'react';
import { AddSection } from './AddSection';
import {
  copySection,
  insertAfter,
  moveBy,
  newSection,
  patchKey,
  removeKey,
  type DraftSection,
} from './draftOps';
import { OrderedList } from './OrderedList';
import { SectionForm, sectionName } from './SectionForm';

interface Props {
  sections: DraftSection[];
  onChange: (next: DraftSection[]) => void;
  announce: (words: string) => void;
  links?: { href: string; label: string }[];
}

/**
 * The page's sections in order beside the picked one's form (which stays in view, like the
 * Menus screen's): add, move, duplicate and delete sections, and their items inside them.
 */
export function SectionsEditor({ sections, onChange, announce, links }: Props) {
  const [picked, setPicked] = useState<string | null>(sections[0]?.key ?? null);
  // A page answered afresh (a discard, a publish) has new keys: the first section is picked.
  const found = sections.findIndex((s) => s.key === picked);
  const at = found < 0 && picked !== null && sections.length > 0 ? 0 : found;
  const section = at >= 0 ? sections[at]! : null;

  return (
    <div className="console-columns pages-columns">
      <div>
        <h2>Sections</h2>
        <p>
          Pick a section to edit it. Move the picked section with its buttons, or with Alt+ArrowUp
          and Alt+ArrowDown on it; with a mouse, drag it onto another.
        </p>
        {sections.length === 0 ? (
          <p>This page has no sections yet.</p>
        ) : (
          <OrderedList
            label="Sections"
            items={sections}
            nameOf={sectionName}
            selected={picked}
            onSelect={setPicked}
            onReorder={(next, moved) => {
              onChange(next);
              announce(moved);
            }}
          />
        )}
        <AddSection
          onAdd={(type) => {
            const fresh = newSection(type);
            onChange(section ? insertAfter(sections, section.key, fresh) : [...sections, fresh]);
            setPicked(fresh.key);
            announce('A new section is added.');
          }}
        />
      </div>
      <div className="console-pane">
        {section ? (
          <SectionForm
            key={section.key}
            section={section}
            index={at}
            count={sections.length}
            links={links}
            announce={announce}
            onChange={(patch) => onChange(patchKey(sections, section.key, patch))}
            onMove={(delta) => {
              const next = moveBy(sections, section.key, delta);
              onChange(next);
              announce(`The section is now place ${at + 1 + delta} of ${next.length}.`);
            }}
            onDuplicate={() => {
              const copy = copySection(section);
              onChange(insertAfter(sections, section.key, copy));
              setPicked(copy.key);
              announce('A copy of the section is added after it.');
            }}
            onDelete={() => {
              onChange(removeKey(sections, section.key));
              setPicked(null);
              announce('The section is deleted (until you save).');
            }}
          />
        ) : (
          <p>Pick a section to edit it.</p>
        )}
      </div>
    </div>
  );
}
