import type { ColumnName } from '../../../shared/protocol/types';
import { TextField } from '../../components/form';
import type { DraftRecord } from './draftOps';
import { ColumnFields } from './fields/ColumnFields';
import { FIELD_TEXT, isDatedType, recordFieldsOf } from './fields/fieldTable';

/** One item of a section: only the fields its section type's renderer reads, in words. */
export function RecordForm({
  type,
  record,
  onChange,
  links,
}: {
  type: string;
  record: DraftRecord;
  onChange: (patch: Partial<DraftRecord>) => void;
  links?: { href: string; label: string }[];
}) {
  const fields = recordFieldsOf(type).map((field) => ({ field, text: FIELD_TEXT[field] }));
  const setColumn = (column: ColumnName, value: string) =>
    onChange({ cols: { ...record.cols, [column]: value } });
  return (
    <>
      <ColumnFields
        idPrefix="pages-item"
        fields={fields}
        cols={record.cols}
        onChange={setColumn}
        links={links}
        hi={record.hi}
        onHindiChange={(column, value) => onChange({ hi: { ...record.hi, [column]: value } })}
      />
      {isDatedType(type) && (
        <TextField
          id="pages-item-date"
          type="date"
          label="Date"
          hint="The day of the event or entry; past events leave the list, entries show newest first."
          value={record.entry_date ?? ''}
          onChange={(e) => onChange({ entry_date: e.target.value || null })}
        />
      )}
      {record.children.length > 0 && (
        <p>
          {record.children.length === 1
            ? '1 extra photo of its detail page is kept as it is.'
            : `${record.children.length} extra photos of its detail page are kept as they are.`}
        </p>
      )}
    </>
  );
}
