import * as yup from 'yup';
import { check } from '../checks';
import { CONTROL_CHARS_MESSAGE, hasControlChars } from '../controlChars';
import {
  MENU_DEPTH,
  MENU_LIMITS,
  MENU_NOTE_MAX,
  MENU_ROLES,
  menuSlugProblem,
  type MenuEntry,
  type MenuKind,
  type MenuRole,
  type MenuTree,
} from '../menuTree';
import { idsOnce, savedIds } from './savedIds';

const line = (max: number, what: string, required: boolean) => {
  let s = yup
    .string()
    .default('')
    .max(max, check('keepShort', { what, max }))
    .test('control', CONTROL_CHARS_MESSAGE, (v) => !hasControlChars(v ?? ''));
  if (required) s = s.test('required', check('fillThisIn'), (v) => (v ?? '').trim() !== '');
  return s;
};

/**
 * One menu entry's fields, as the console's form edits them and the server checks them: a label,
 * an address by the site's slug rule (menuTree.ts menuSlugProblem), the page's title,
 * description and keywords, and who sees it (at least one of visitors and members).
 */
export const menuEntryFields = {
  label: line(MENU_LIMITS.label, 'label', true),
  slug: yup
    .string()
    .default('')
    .test('slug', (value, ctx) => {
      const problem = menuSlugProblem(value ?? '');
      return problem ? ctx.createError({ message: problem }) : true;
    }),
  title: line(MENU_LIMITS.title, 'page title', false),
  description: line(MENU_LIMITS.description, 'description', false),
  keywords: line(MENU_LIMITS.keywords, 'keywords', false),
  roles: yup
    .array(
      yup
        .string<MenuRole>()
        .oneOf([...MENU_ROLES])
        .defined(),
    )
    .default([])
    .min(1, check('menuRoles')),
};

/** The console's form of one entry (the same rules the server applies to each entry). */
export const menuEntryFormSchema = yup.object(menuEntryFields);

const entrySchema = (levelsLeft: number, kind: MenuKind): yup.ObjectSchema<MenuEntry> =>
  yup.object({
    ...menuEntryFields,
    id: yup.number().integer().positive().nullable().defined(),
    hidden: yup.boolean().defined(),
    // Checked by the shared Hindi rule where the tree is saved (hindiText.ts hindiProblem).
    hi: yup.mixed<NonNullable<MenuEntry['hi']>>().optional(),
    children: yup
      .array(
        levelsLeft > 1
          ? yup.lazy(() => entrySchema(levelsLeft - 1, kind))
          : yup.mixed<MenuEntry>().defined(),
      )
      .defined()
      .max(
        levelsLeft > 1 ? Number.MAX_SAFE_INTEGER : 0,
        kind === 'menu' ? check('menuDepth', { max: MENU_DEPTH.menu }) : check('topMenuFlat'),
      ),
  }) as unknown as yup.ObjectSchema<MenuEntry>;

/**
 * The whole menus as menusSave sends them: both menus, every entry by menuEntryFields, the main
 * menu at most three levels deep and the top menu one (MENU_DEPTH), each saved entry once.
 */
export const menuTreeSchema = yup
  .object({
    menu: yup.array(entrySchema(MENU_DEPTH.menu, 'menu')).defined(),
    top_menu: yup.array(entrySchema(MENU_DEPTH.top_menu, 'top_menu')).defined(),
  })
  // Ids appear once: an entry is in one place only, in either menu.
  .test('ids', check('menuIdTwice'), (tree: Partial<Record<keyof MenuTree, unknown>>) =>
    idsOnce([...savedIds(tree.menu, ['children']), ...savedIds(tree.top_menu, ['children'])]),
  );

export const menuNoteSchema = yup
  .string()
  .trim()
  .default('')
  .max(MENU_NOTE_MAX, check('noteTooLong', { max: MENU_NOTE_MAX }));
