import {
  MENU_KIND_LABELS,
  MENU_ROLE_LABELS,
  MENU_ROLES,
  type MenuRole,
} from '../../../shared/domain/menuTree';
import type { HindiMenuField } from '../../../shared/domain/hindiText';
import { TextArea, TextField } from '../../components/form';
import type { FieldErrors } from '../../components/form/formCheck';
import { HINDI_HINT, HINDI_PAIR_CLASS, hindiLabel } from '../hindiField';
import type { DraftEntry, MoveName, Spot } from './treeOps';

/** The entry's fields in the order shown (the first invalid one takes focus on save). */
export const ENTRY_FIELDS = ['label', 'slug', 'title', 'description', 'keywords', 'roles'] as const;
export const entryFieldId = (field: string) => `menu-entry-${field}`;

const MOVES: { move: MoveName; label: string; keys: string }[] = [
  { move: 'up', label: 'Move up', keys: 'Alt+ArrowUp' },
  { move: 'down', label: 'Move down', keys: 'Alt+ArrowDown' },
  { move: 'in', label: 'Move under the entry above', keys: 'Alt+ArrowRight' },
  { move: 'out', label: 'Move out one level', keys: 'Alt+ArrowLeft' },
];

interface Props {
  spot: Spot;
  /** The address the entry has on the site now (null: not saved yet). */
  savedSlug: string | null;
  keepOldAddress: boolean;
  errors: FieldErrors;
  canAddUnder: boolean;
  onChange: (patch: Partial<Omit<DraftEntry, 'key' | 'children' | 'id'>>) => void;
  onKeepOldAddress: (keep: boolean) => void;
  onMove: (move: MoveName) => void;
  onAddUnder: () => void;
  onDelete: () => void;
}

/**
 * One menu entry being edited: where it stands (with the buttons that move it, each usable by
 * keyboard), hide or show, add a sub-entry, delete, and its fields in words: label, address,
 * page title, description, keywords (each with its Hindi beside it) and who sees it.
 */
export function MenuEntryEditor({
  spot,
  savedSlug,
  keepOldAddress,
  errors,
  canAddUnder,
  onChange,
  onKeepOldAddress,
  onMove,
  onAddUnder,
  onDelete,
}: Props) {
  const { entry } = spot;
  const where = [MENU_KIND_LABELS[spot.kind], ...spot.parents.map((p) => p.label)].join(' › ');
  const slugChanged = savedSlug !== null && savedSlug !== entry.slug;
  // The Hindi beside a field (issue #18 item 4): what readers of हिन्दी see instead of it.
  const hindi = (field: HindiMenuField, label: string, rows?: number) => {
    const common = {
      id: `${entryFieldId(field)}-hi`,
      label: hindiLabel(label),
      hint: HINDI_HINT,
      lang: 'hi',
      value: entry.hi?.[field] ?? '',
    };
    const set = (value: string) => onChange({ hi: { ...entry.hi, [field]: value } });
    return rows ? (
      <TextArea
        {...common}
        rows={rows}
        onChange={(e) => set(e.target.value.replace(/\s*\n\s*/g, ' '))}
      />
    ) : (
      <TextField {...common} onChange={(e) => set(e.target.value)} />
    );
  };
  const toggleRole = (role: MenuRole, on: boolean) =>
    onChange({
      roles: MENU_ROLES.filter((r) => (r === role ? on : entry.roles.includes(r))),
    });

  return (
    <section aria-labelledby="menu-entry-heading" className="menus-entry">
      <h2 id="menu-entry-heading">Edit “{entry.label}”</h2>
      <p>
        In {where}, place {spot.index + 1} of {spot.siblings.length}
        {entry.hidden ? '. Hidden: not shown in the menu.' : '.'}
      </p>
      <div role="group" aria-label={`Move “${entry.label}”`} className="console-actions">
        {MOVES.map(({ move, label, keys }) => (
          <button
            key={move}
            type="button"
            className="button button--quiet"
            aria-keyshortcuts={keys}
            onClick={() => onMove(move)}
          >
            {label}
          </button>
        ))}
      </div>
      <div className="console-actions">
        <button
          type="button"
          className="button button--quiet"
          onClick={() => onChange({ hidden: !entry.hidden })}
        >
          {entry.hidden ? 'Show in the menu' : 'Hide from the menu'}
        </button>
        {canAddUnder && (
          <button type="button" className="button button--quiet" onClick={onAddUnder}>
            Add a sub-entry
          </button>
        )}
        <button type="button" className="button button--quiet" onClick={onDelete}>
          Delete…
        </button>
      </div>

      <div className="member-form">
        <div className={HINDI_PAIR_CLASS}>
          <TextField
            id={entryFieldId('label')}
            label="Label in the menu"
            required
            value={entry.label}
            error={errors.label}
            onChange={(e) => onChange({ label: e.target.value })}
          />
          {hindi('col1', 'Label in the menu')}
        </div>
        <TextField
          id={entryFieldId('slug')}
          label="Address (slug)"
          required
          value={entry.slug}
          error={errors.slug}
          leadingText="/"
          hint='The page’s address after the site’s name, like services/legal-assistance: no spaces and no "?" (write "-" and "_").'
          onChange={(e) => onChange({ slug: e.target.value.trim() })}
        />
        {slugChanged && (
          <div className="field">
            <label className="menus-check">
              <input
                type="checkbox"
                checked={keepOldAddress}
                onChange={(e) => onKeepOldAddress(e.target.checked)}
              />{' '}
              Keep the old address /{savedSlug} working: send its visitors to /{entry.slug}
            </label>
          </div>
        )}
        <div className={HINDI_PAIR_CLASS}>
          <TextField
            id={entryFieldId('title')}
            label="Page title"
            value={entry.title}
            error={errors.title}
            hint="Shown in the browser’s tab and by search engines; empty: the trust’s name."
            onChange={(e) => onChange({ title: e.target.value })}
          />
          {hindi('col3', 'Page title')}
        </div>
        <div className={HINDI_PAIR_CLASS}>
          <TextArea
            id={entryFieldId('description')}
            label="Description"
            rows={3}
            value={entry.description}
            error={errors.description}
            hint="A sentence or two about the page, for search engines."
            onChange={(e) => onChange({ description: e.target.value.replace(/\s*\n\s*/g, ' ') })}
          />
          {hindi('col4', 'Description', 3)}
        </div>
        <div className={HINDI_PAIR_CLASS}>
          <TextField
            id={entryFieldId('keywords')}
            label="Keywords"
            value={entry.keywords}
            error={errors.keywords}
            hint="Words people search for, separated by commas."
            onChange={(e) => onChange({ keywords: e.target.value })}
          />
          {hindi('col5', 'Keywords')}
        </div>
        <fieldset
          className="field"
          id={entryFieldId('roles')}
          tabIndex={-1}
          aria-describedby={errors.roles ? `${entryFieldId('roles')}-error` : undefined}
        >
          <legend className="field__label">Who sees it</legend>
          {MENU_ROLES.map((role) => (
            <label key={role} className="menus-check">
              <input
                type="checkbox"
                checked={entry.roles.includes(role)}
                onChange={(e) => toggleRole(role, e.target.checked)}
              />{' '}
              {MENU_ROLE_LABELS[role]}
            </label>
          ))}
          {errors.roles && (
            <p id={`${entryFieldId('roles')}-error`} className="field__error" role="alert">
              {errors.roles}
            </p>
          )}
        </fieldset>
      </div>
    </section>
  );
}
