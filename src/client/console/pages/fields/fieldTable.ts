import {
  SECTION_TYPES,
  type SectionType,
  type SectionTypeSpec,
} from '../../../../shared/domain/sectionTypes';
import { CONTENT_FIELDS, type ContentField } from '../../../../shared/protocol/contentFields';
import type { ColumnName } from '../../../../shared/protocol/types';

/** How a field is edited: each kind is one input component (ColumnFields.tsx). */
export type FieldKind = 'text' | 'richText' | 'media' | 'video' | 'select';

export interface FieldText {
  label: string;
  /** One line in plain words under the input. */
  hint: string;
  kind: FieldKind;
  /** A select's choices; '' is "none". */
  options?: readonly { value: string; label: string }[];
}

/**
 * The fields an editor fills: not `spare` (it has no meaning) nor `sortOrder` (a record's place
 * in the list is its order; the draft writes it when it is sent).
 */
export type EditedField = Exclude<ContentField, 'spare' | 'sortOrder'>;

/**
 * The one table of a record's fields in words: every section and record form is derived from it
 * and from the fields each section type's renderer reads (SECTION_TYPES[type].fields).
 */
export const FIELD_TEXT: Record<EditedField, FieldText> = {
  title: { label: 'Title', hint: 'The heading of this item.', kind: 'text' },
  richText: { label: 'Text', hint: 'The main words of this item.', kind: 'richText' },
  richText2: {
    label: 'More text',
    hint: 'A second block of words (some layouts show it in a dialog or under the first).',
    kind: 'richText',
  },
  media: {
    label: 'Picture',
    hint: 'The picture (or an .mp4 video file) shown with this item.',
    kind: 'media',
  },
  media2: {
    label: 'Second picture',
    hint: 'A background, or the still shown before a video plays.',
    kind: 'media',
  },
  videoUrl: {
    label: 'Video link',
    hint: 'A YouTube or Vimeo link; other sites cannot be shown.',
    kind: 'video',
  },
  link: {
    label: 'Link',
    hint: 'Where the item leads: a page of this site such as /about_us, or a full web address.',
    kind: 'text',
  },
  buttonLabel: {
    label: 'Button words',
    hint: 'The words on the button, such as “Read more”.',
    kind: 'text',
  },
  style: {
    label: 'Picture shape',
    hint: 'Round suits photos of people.',
    kind: 'select',
    options: [
      { value: '', label: 'As it is' },
      { value: 'round-image', label: 'Round' },
    ],
  },
  fullScreen: {
    label: 'Height',
    hint: 'A full-height banner fills the visitor’s screen.',
    kind: 'select',
    options: [
      { value: '', label: 'Usual height' },
      { value: 'full_screen_length', label: 'Full screen height' },
    ],
  },
  styleFlag: {
    label: 'Picture use',
    hint: 'As a background: the second picture fills the card behind the words.',
    kind: 'select',
    options: [
      { value: '', label: 'Shown as a picture' },
      { value: 'default-image', label: 'As a background' },
    ],
  },
  columnClass: {
    label: 'Width',
    hint: 'How wide each item is, such as col-4 (three in a row) or col-3 (four in a row).',
    kind: 'text',
  },
  extraText: {
    label: 'Extra line',
    hint: 'A short line such as a role, a date, a category or a star rating (1–5).',
    kind: 'text',
  },
};

/** The section's heading row as the renderers read it (SectionShell): heading, intro, eyebrow. */
export const HEADING_FIELDS: readonly { field: EditedField; text: FieldText }[] = [
  {
    field: 'title',
    text: {
      label: 'Heading-row title',
      hint: 'Shown above the section instead of the section heading; leave empty to show that.',
      kind: 'text',
    },
  },
  {
    field: 'richText',
    text: { label: 'Introduction', hint: 'A few words under the heading.', kind: 'richText' },
  },
  {
    field: 'extraText',
    text: { label: 'Line above the heading', hint: 'A small word or two over it.', kind: 'text' },
  },
];

const COLUMN_OF = Object.fromEntries(
  Object.entries(CONTENT_FIELDS).map(([column, field]) => [field, column]),
) as Record<ContentField, ColumnName>;

/** The wire column a field travels in (col1…col15): only here and in the draft. */
export const columnOf = (field: ContentField): ColumnName => COLUMN_OF[field];

const isEdited = (f: ContentField): f is EditedField => Object.hasOwn(FIELD_TEXT, f);

/** The fields a record of this section type shows: those its renderer reads. */
export const recordFieldsOf = (type: string): EditedField[] =>
  Object.hasOwn(SECTION_TYPES, type)
    ? SECTION_TYPES[type as SectionType].fields.filter(isEdited)
    : (Object.keys(FIELD_TEXT) as EditedField[]);

/** Sections whose records are dated entries (events, articles, blogs): their date is edited. */
export const isDatedType = (type: string): boolean =>
  Object.hasOwn(SECTION_TYPES, type) &&
  (SECTION_TYPES[type as SectionType] as SectionTypeSpec).dated === true;

/** 'image_text' → 'Image text': the type's name in words for the list and the picker. */
export const typeName = (type: string): string => {
  const words = type.replace(/_/g, ' ').replace(/2div/, ' (two panels)');
  return words.charAt(0).toUpperCase() + words.slice(1);
};

/** The section types to pick from, each with its one-line description. */
export const SECTION_TYPE_CHOICES = (Object.keys(SECTION_TYPES) as SectionType[]).map((type) => ({
  type,
  name: typeName(type),
  doc: SECTION_TYPES[type].doc,
}));
