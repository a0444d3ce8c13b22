import { asArray, asObject, date, onlyKeys, requiredText, text, unique, type Obj } from './check';
import {
  COLUMN_NAMES,
  ContentError,
  type Columns,
  type MenuInput,
  type PageInput,
  type RecordInput,
  type SectionInput,
} from './input';
import { HINDI_MENU_FIELDS, HINDI_RECORD_FIELDS } from '../../shared/domain/hindiText';
import { readHindi } from './hindi';

const MENU_COLUMNS = ['col1', 'col2', 'col3', 'col4', 'col5', 'col6'] as const;
const RECORD_KEYS = [...COLUMN_NAMES, 'e_id', 'g_title', 'bg_img', 'entry_date', 'children', 'hi'];
const SECTION_KEYS = [...COLUMN_NAMES, 'type', 'g_title', 'bg_img', 'records', 'hi'];

function columns(obj: Obj, where: string): Columns {
  return Object.fromEntries(COLUMN_NAMES.map((c) => [c, text(obj, c, where)])) as Columns;
}

function parseRecord(value: unknown, where: string): RecordInput {
  const obj = asObject(value, where);
  onlyKeys(obj, RECORD_KEYS, where);
  const children = obj.children === undefined ? [] : asArray(obj.children, `${where}.children`);
  return {
    cols: columns(obj, where),
    hi: readHindi(obj, HINDI_RECORD_FIELDS, where),
    e_id: text(obj, 'e_id', where),
    g_title: text(obj, 'g_title', where),
    bg_img: text(obj, 'bg_img', where),
    entry_date: date(obj, 'entry_date', where),
    children: children.map((c, i) => parseRecord(c, `${where}.children[${i}]`)),
  };
}

function parseSection(value: unknown, where: string): SectionInput {
  const obj = asObject(value, where);
  onlyKeys(obj, SECTION_KEYS, where);
  const records = obj.records === undefined ? [] : asArray(obj.records, `${where}.records`);
  return {
    type: requiredText(obj, 'type', where),
    g_title: text(obj, 'g_title', where),
    bg_img: text(obj, 'bg_img', where),
    cols: columns(obj, where),
    hi: readHindi(obj, HINDI_RECORD_FIELDS, where),
    records: records.map((r, i) => parseRecord(r, `${where}.records[${i}]`)),
  };
}

export function parsePage(value: unknown, file: string): PageInput {
  const obj = asObject(value, file);
  onlyKeys(obj, ['loc', 'sections'], file);
  const loc = requiredText(obj, 'loc', file);
  if (loc.startsWith('/') || loc.endsWith('/')) {
    throw new ContentError(`${file}: "loc" is a path without leading or trailing "/".`);
  }
  const sections = asArray(obj.sections ?? [], `${file}.sections`);
  return { loc, sections: sections.map((s, i) => parseSection(s, `${file}.sections[${i}]`)) };
}

function parseRoles(obj: Obj, where: string): string[] {
  const v = obj.roles;
  if (v === undefined || v === null) return ['visitor'];
  const list = typeof v === 'string' ? v.split(',') : asArray(v, `${where}.roles`);
  return list.map((r) => {
    if (typeof r !== 'string' || !r.trim())
      throw new ContentError(`${where}: a role must be text.`);
    return r.trim();
  });
}

export function parseMenus(value: unknown, file: string): MenuInput[] {
  const menus = asArray(value, file).map((item, i): MenuInput => {
    const where = `${file}[${i}]`;
    const obj = asObject(item, where);
    onlyKeys(obj, ['key', 'parent', 'roles', 'hi', ...MENU_COLUMNS], where);
    const parent = text(obj, 'parent', where).trim();
    const cols = Object.fromEntries(MENU_COLUMNS.map((c) => [c, text(obj, c, where)]));
    return {
      key: requiredText(obj, 'key', where),
      parent: parent || null,
      cols: cols as MenuInput['cols'],
      hi: readHindi(obj, HINDI_MENU_FIELDS, where),
      roles: parseRoles(obj, where),
    };
  });
  unique(
    menus.map((m) => m.key),
    'menu key',
    file,
  );
  const keys = new Set(menus.map((m) => m.key));
  for (const m of menus) {
    if (m.parent !== null && !keys.has(m.parent)) {
      throw new ContentError(`${file}: menu "${m.key}" names an unknown parent "${m.parent}".`);
    }
  }
  return menus;
}

/** A list of one-field objects, e.g. gotras.json [{ "temple_name": "…" }]. */
export function parseNames(value: unknown, field: string, file: string): string[] {
  const names = asArray(value, file).map((item, i) => {
    const where = `${file}[${i}]`;
    const obj = asObject(item, where);
    onlyKeys(obj, [field], where);
    return requiredText(obj, field, where);
  });
  unique(names, field, file);
  return names;
}
