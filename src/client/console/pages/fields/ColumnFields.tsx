import { HINDI_RECORD_FIELDS } from '../../../../shared/domain/hindiText';
import type { PageHindi } from '../../../../shared/protocol/pagesEditTypes';
import type { ColumnName } from '../../../../shared/protocol/types';
import { SelectField, TextField } from '../../../components/form';
import { HINDI_HINT, HINDI_PAIR_CLASS, hindiLabel } from '../../hindiField';
import { columnOf, type EditedField, type FieldText } from './fieldTable';
import { MediaField } from './MediaField';
import { RichTextField } from './RichTextField';
import { videoLinkProblem } from '../../../../shared/domain/videoLink';

export interface ColumnFieldsProps {
  /** Prefix of the inputs' ids: unique on the screen. */
  idPrefix: string;
  fields: readonly { field: EditedField; text: FieldText }[];
  cols: Record<ColumnName, string>;
  onChange: (column: ColumnName, value: string) => void;
  links?: { href: string; label: string }[];
  /** The Hindi of the fields that may have one (issue #18 item 4), shown beside the English. */
  hi?: PageHindi;
  onHindiChange?: (column: ColumnName, value: string) => void;
}

const mayHaveHindi = (column: ColumnName) =>
  (HINDI_RECORD_FIELDS as readonly string[]).includes(column);

/** A record's fields, each with the input its kind calls for, in words from the field table. */
export function ColumnFields(props: ColumnFieldsProps) {
  const { idPrefix, fields, cols, links, hi, onHindiChange } = props;
  return (
    <>
      {fields.map(({ field, text }) => {
        const column = columnOf(field);
        const english = (
          <ColumnField
            key={field}
            id={`${idPrefix}-${field}`}
            text={text}
            value={cols[column] ?? ''}
            onChange={(v) => props.onChange(column, v)}
            links={links}
          />
        );
        if (!onHindiChange || !mayHaveHindi(column)) return english;
        return (
          <div key={field} className={HINDI_PAIR_CLASS}>
            {english}
            <ColumnField
              id={`${idPrefix}-${field}-hi`}
              text={{ ...text, label: hindiLabel(text.label), hint: HINDI_HINT }}
              value={hi?.[column] ?? ''}
              onChange={(v) => onHindiChange(column, v)}
              links={links}
              lang="hi"
            />
          </div>
        );
      })}
    </>
  );
}

/** One field's input, the component its kind calls for. */
function ColumnField({
  id,
  text,
  value,
  onChange: set,
  links,
  lang,
}: {
  id: string;
  text: FieldText;
  value: string;
  onChange: (value: string) => void;
  links?: { href: string; label: string }[];
  lang?: string;
}) {
  const common = { id, label: text.label, hint: text.hint, value };
  switch (text.kind) {
    case 'richText':
      return <RichTextField {...common} onChange={set} links={links} />;
    case 'media':
      return <MediaField {...common} onChange={set} />;
    case 'select':
      return (
        <SelectField
          {...common}
          options={[...(text.options ?? [])]}
          onChange={(e) => set(e.target.value)}
        />
      );
    case 'video':
      return (
        <TextField
          {...common}
          type="url"
          error={videoLinkProblem(value) ?? undefined}
          onChange={(e) => set(e.target.value)}
        />
      );
    default:
      return <TextField {...common} lang={lang} onChange={(e) => set(e.target.value)} />;
  }
}
