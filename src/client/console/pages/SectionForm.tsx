import { useState } from 'react';
import type { ColumnName } from '../../../shared/protocol/types';
import { TextField } from '../../components/form';
import {
  copyRecord,
  insertAfter,
  moveBy,
  newRecord,
  patchKey,
  removeKey,
  type DraftRecord,
  type DraftSection,
} from './draftOps';
import { ColumnFields } from './fields/ColumnFields';
import { HEADING_FIELDS, typeName } from './fields/fieldTable';
import { MediaField } from './fields/MediaField';
import { ItemActions, OrderedList } from './OrderedList';
import { RecordForm } from './RecordForm';

export const sectionName = (s: DraftSection, i: number): string =>
  `${i + 1}. ${typeName(s.type)}${s.g_title.trim() ? ` — ${s.g_title.trim()}` : ''}`;

const isHeadingRow = (r: DraftRecord) => r.cols.col10.split(/\s+/).includes('top_text');
export const itemName = (r: DraftRecord, i: number): string =>
  `${i + 1}. ${r.cols.col1.trim() || '(no title)'}${isHeadingRow(r) ? ' (heading row)' : ''}`;

interface Props {
  section: DraftSection;
  index: number;
  count: number;
  onChange: (patch: Partial<DraftSection>) => void;
  onMove: (delta: -1 | 1) => void;
  onDuplicate: () => void;
  onDelete: () => void;
  /** Says a change in words on the screen's status line. */
  announce: (words: string) => void;
  links?: { href: string; label: string }[];
}

/**
 * The picked section: its buttons, its own fields (heading, background, heading row) and its
 * items in order, the picked item's form below them.
 */
export function SectionForm(props: Props) {
  const { section, index, count, onChange, announce, links } = props;
  const [picked, setPicked] = useState<string | null>(section.records[0]?.key ?? null);
  const records = section.records;
  const at = records.findIndex((r) => r.key === picked);
  const record = at >= 0 ? records[at]! : null;
  const setRecords = (next: DraftRecord[]) => onChange({ records: next });
  const name = sectionName(section, index);

  const add = () => {
    const fresh = newRecord();
    setRecords(record ? insertAfter(records, record.key, fresh) : [...records, fresh]);
    setPicked(fresh.key);
    announce('A new item is added.');
  };

  return (
    <section aria-label={`Section ${name}`} className="pages-section">
      <h2>Section {name}</h2>
      <ItemActions
        what="section"
        name={name}
        first={index === 0}
        last={index === count - 1}
        onMove={props.onMove}
        onDuplicate={props.onDuplicate}
        onDelete={props.onDelete}
      />
      <fieldset className="console-form">
        <legend>The section</legend>
        <TextField
          id="pages-section-g_title"
          label="Section heading"
          hint="Names the section here, and shows above it unless its heading row has a title."
          value={section.g_title}
          onChange={(e) => onChange({ g_title: e.target.value })}
        />
        <MediaField
          id="pages-section-bg_img"
          label="Background picture"
          hint="Painted behind the whole section; leave empty for none."
          value={section.bg_img}
          onChange={(bg_img) => onChange({ bg_img })}
        />
        <ColumnFields
          idPrefix="pages-heading"
          fields={HEADING_FIELDS}
          cols={section.cols}
          onChange={(column: ColumnName, value) =>
            onChange({ cols: { ...section.cols, [column]: value } })
          }
          links={links}
          hi={section.hi}
          onHindiChange={(column, value) => onChange({ hi: { ...section.hi, [column]: value } })}
        />
      </fieldset>

      <h3>Items</h3>
      {records.length === 0 ? (
        <p>No items yet.</p>
      ) : (
        <OrderedList
          label={`Items of section ${index + 1}`}
          items={records}
          nameOf={itemName}
          selected={picked}
          onSelect={setPicked}
          onReorder={(next, moved) => {
            setRecords(next);
            announce(moved);
          }}
        />
      )}
      <button type="button" className="button button--quiet" onClick={add}>
        Add an item
      </button>

      {record && (
        <section
          key={record.key}
          aria-label={`Item ${itemName(record, at)}`}
          className="pages-item"
        >
          <h3>Item {itemName(record, at)}</h3>
          <ItemActions
            what="item"
            name={itemName(record, at)}
            first={at === 0}
            last={at === records.length - 1}
            onMove={(delta) => {
              const next = moveBy(records, record.key, delta);
              setRecords(next);
              announce(
                `“${itemName(record, at)}” is now place ${at + 1 + delta} of ${next.length}.`,
              );
            }}
            onDuplicate={() => {
              const copy = copyRecord(record);
              setRecords(insertAfter(records, record.key, copy));
              setPicked(copy.key);
              announce(`A copy of “${itemName(record, at)}” is added after it.`);
            }}
            onDelete={() => {
              setRecords(removeKey(records, record.key));
              setPicked(null);
              announce(`“${itemName(record, at)}” is deleted (until you save).`);
            }}
          />
          <RecordForm
            type={section.type}
            record={record}
            links={links}
            onChange={(patch) => setRecords(patchKey(records, record.key, patch))}
          />
        </section>
      )}
    </section>
  );
}
