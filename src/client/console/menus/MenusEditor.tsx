import { useEffect, useMemo, useState, type FormEvent, type KeyboardEvent } from 'react';
import {
  describeMenuChanges,
  MENU_KIND_LABELS,
  MENU_KINDS,
  MENU_NOTE_MAX,
  placedEntries,
  type MenuKind,
} from '../../../shared/domain/menuTree';
import { menuEntryFormSchema, menuNoteSchema } from '../../../shared/domain/schemas/menus';
import type { MenusEditAnswer } from '../../../shared/protocol/menusEditTypes';
import { TextField } from '../../components/form';
import { checkTexts, schemaErrors } from '../../components/form/formCheck';
import { Outcome, useOutcome } from '../Outcome';
import { useSessionEndWatch } from '../useStaffCall';
import { useStaffToken } from '../useToken';
import { ENTRY_FIELDS, entryFieldId, MenuEntryEditor } from './MenuEntryEditor';
import { useMenusSaveMutation } from './menusApi';
import {
  addEntry,
  allEntries,
  canAddUnder,
  countBelow,
  dropAfter,
  dropProblem,
  findSpot,
  fromDraft,
  moveEntry,
  moveProblem,
  newEntry,
  removeEntry,
  toDraft,
  updateEntry,
  type DraftEntry,
  type DraftTree,
  type MoveName,
} from './treeOps';

const KEY_MOVES: Record<string, MoveName> = {
  ArrowUp: 'up',
  ArrowDown: 'down',
  ArrowRight: 'in',
  ArrowLeft: 'out',
};

// The console is English: the shared schema's check keys are said in English.
const entryErrors = (entry: DraftEntry) =>
  checkTexts(schemaErrors(menuEntryFormSchema, entry), 'en');

/** The place of an entry after a move, in words for the screen reader's status line. */
function placeWords(tree: DraftTree, key: string): string {
  const spot = findSpot(tree, key);
  if (!spot) return '';
  const under = spot.parents.at(-1);
  return `“${spot.entry.label}” is now place ${spot.index + 1} of ${spot.siblings.length} ${
    under
      ? `under “${under.label}”`
      : `at the top of the ${MENU_KIND_LABELS[spot.kind].toLowerCase()}`
  }.`;
}

/**
 * Both menus as trees, edited as a draft: pick an entry to edit its fields, move it (buttons or
 * Alt+arrow keys on the entry), hide, add or delete entries; the changes not saved yet are
 * listed in words, and one save sends the whole draft with a note.
 */
export function MenusEditor({ data }: { data: MenusEditAnswer }) {
  const staff_token = useStaffToken();
  const [save, { isLoading: saving, error }] = useMenusSaveMutation();
  useSessionEndWatch(error);
  const { said, settle, refuse, clear } = useOutcome();

  const [draft, setDraft] = useState<DraftTree>(() => toDraft(data.menus));
  const [selected, setSelected] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<string | null>(null);
  /** Entries whose old address is NOT to be kept (the checkbox is on by default). */
  const [dropOld, setDropOld] = useState<ReadonlySet<string>>(new Set());
  const [note, setNote] = useState('');
  const [tried, setTried] = useState(false);
  const [moved, setMoved] = useState('');
  const [focusKey, setFocusKey] = useState<string | null>(null);
  const [focusField, setFocusField] = useState<string | null>(null);
  /** The entry being dragged (drag and drop, for a mouse; the keyboard has the moves). */
  const [dragged, setDragged] = useState<string | null>(null);

  // A save or restore comes back as fresh menus: the draft starts again from them.
  useEffect(() => {
    setDraft(toDraft(data.menus));
    setDropOld(new Set());
    setTried(false);
    setSelected((key) => (key && findSpot(toDraft(data.menus), key) ? key : null));
  }, [data.menus]);

  useEffect(() => {
    if (focusKey) document.querySelector<HTMLElement>(`[data-entry="${focusKey}"]`)?.focus();
    setFocusKey(null);
  }, [focusKey]);
  useEffect(() => {
    if (focusField) document.getElementById(focusField)?.focus();
    setFocusField(null);
  }, [focusField]);

  const savedSlugs = useMemo(
    () => new Map(placedEntries(data.menus).map((p) => [p.entry.id, p.entry.slug])),
    [data.menus],
  );
  const changes = useMemo(() => describeMenuChanges(data.menus, fromDraft(draft)), [data, draft]);
  const spot = selected ? findSpot(draft, selected) : null;

  const move = (key: string, name: MoveName, refocus: boolean) => {
    const problem = moveProblem(draft, key, name);
    if (problem) return setMoved(problem);
    const next = moveEntry(draft, key, name);
    setDraft(next);
    setMoved(placeWords(next, key));
    if (refocus) setFocusKey(key);
  };

  const drop = (targetKey: string) => {
    if (!dragged) return;
    const problem = dropProblem(draft, dragged, targetKey);
    setDragged(null);
    if (problem) return setMoved(problem);
    const next = dropAfter(draft, dragged, targetKey);
    setDraft(next);
    setMoved(placeWords(next, dragged));
  };

  const onEntryKey = (e: KeyboardEvent, key: string) => {
    const name = KEY_MOVES[e.key];
    if (!e.altKey || !name) return;
    e.preventDefault();
    move(key, name, true);
  };

  const add = (where: { kind: MenuKind } | { parentKey: string }) => {
    const entry = newEntry();
    setDraft(addEntry(draft, entry, where));
    setSelected(entry.key);
    setFocusField(entryFieldId('label'));
  };

  const keepAddresses = () =>
    allEntries(draft)
      .filter(
        (e) =>
          e.id !== null &&
          savedSlugs.has(e.id) &&
          savedSlugs.get(e.id) !== e.slug &&
          !dropOld.has(e.key),
      )
      .map((e) => String(e.id));

  const onSave = async (e: FormEvent) => {
    e.preventDefault();
    clear();
    setTried(true);
    const wrong = allEntries(draft).find((entry) => Object.keys(entryErrors(entry)).length > 0);
    if (wrong) {
      setSelected(wrong.key);
      const first = ENTRY_FIELDS.find((f) => entryErrors(wrong)[f]);
      refuse(`“${wrong.label || 'An entry'}” needs correcting: see the fields marked below.`);
      if (first) setFocusField(entryFieldId(first));
      return;
    }
    if (!menuNoteSchema.isValidSync(note))
      return refuse(`Please keep the note to ${MENU_NOTE_MAX} characters or fewer.`);
    const ok = settle(
      await save({
        staff_token,
        menus: JSON.stringify(fromDraft(draft)),
        note: note.trim(),
        keep_addresses: keepAddresses().join(','),
        ...(data.version === null ? {} : { base_version: String(data.version) }),
      }),
    );
    if (ok) setNote('');
    document.getElementById('menus-outcome')?.focus();
  };

  const renderList = (list: DraftEntry[], depth: number) => (
    <ul className={depth === 1 ? 'menus-tree' : undefined}>
      {list.map((entry) => (
        <li key={entry.key}>
          <button
            type="button"
            className="console-pick"
            data-entry={entry.key}
            aria-current={entry.key === selected ? 'true' : undefined}
            aria-keyshortcuts="Alt+ArrowUp Alt+ArrowDown Alt+ArrowRight Alt+ArrowLeft"
            onClick={() => setSelected(entry.key)}
            onKeyDown={(e) => onEntryKey(e, entry.key)}
            draggable
            onDragStart={(e) => {
              e.dataTransfer?.setData('text/plain', entry.label);
              setDragged(entry.key);
            }}
            onDragEnd={() => setDragged(null)}
            onDragOver={(e) => {
              if (dragged && !dropProblem(draft, dragged, entry.key)) e.preventDefault();
            }}
            onDrop={(e) => {
              e.preventDefault();
              drop(entry.key);
            }}
          >
            {entry.label || '(no label)'}
          </button>{' '}
          <span className="menus-tree__slug">/{entry.slug}</span>
          {entry.hidden && <span className="menus-tree__hidden"> (hidden)</span>}
          {entry.children.length > 0 && renderList(entry.children, depth + 1)}
        </li>
      ))}
    </ul>
  );

  const deletingSpot = deleting ? findSpot(draft, deleting) : null;

  return (
    <div className="menus-editor">
      <p>
        Pick an entry to edit it. Move the picked entry with its buttons, or with Alt and the arrow
        keys on the entry itself (Alt+Right puts it under the entry above); with a mouse, drag an
        entry onto another to put it right after that one. Nothing changes on the site until you
        save; every save is kept as a version below.
      </p>
      <p role="status" className="visually-hidden">
        {moved}
      </p>
      <div className="console-columns">
        <div>
          {MENU_KINDS.map((kind) => (
            <section key={kind} aria-labelledby={`menus-${kind}-heading`}>
              <h2 id={`menus-${kind}-heading`}>{MENU_KIND_LABELS[kind]}</h2>
              {draft[kind].length === 0 ? <p>No entries.</p> : renderList(draft[kind], 1)}
              <button type="button" className="button button--quiet" onClick={() => add({ kind })}>
                Add an entry to the {MENU_KIND_LABELS[kind].toLowerCase()}
              </button>
            </section>
          ))}
        </div>
        <div className="console-pane">
          {deletingSpot && (
            <section aria-labelledby="menus-delete-heading" className="console-form">
              <h2 id="menus-delete-heading">Delete “{deletingSpot.entry.label}”?</h2>
              <p>
                {countBelow(deletingSpot.entry) > 0
                  ? `Its ${countBelow(deletingSpot.entry)} sub-entries are deleted with it. `
                  : ''}
                The page itself stays; only the menu entry goes when you save.
              </p>
              <div className="console-actions">
                <button
                  type="button"
                  className="button"
                  onClick={() => {
                    setDraft(removeEntry(draft, deletingSpot.entry.key));
                    setMoved(`“${deletingSpot.entry.label}” is deleted (until you save).`);
                    setDeleting(null);
                    setSelected(null);
                  }}
                >
                  Yes, delete it
                </button>
                <button
                  type="button"
                  className="button button--quiet"
                  onClick={() => setDeleting(null)}
                >
                  Cancel
                </button>
              </div>
            </section>
          )}
          {spot ? (
            <MenuEntryEditor
              key={spot.entry.key}
              spot={spot}
              savedSlug={spot.entry.id === null ? null : (savedSlugs.get(spot.entry.id) ?? null)}
              keepOldAddress={!dropOld.has(spot.entry.key)}
              errors={tried ? entryErrors(spot.entry) : {}}
              canAddUnder={canAddUnder(draft, spot.entry.key)}
              onChange={(patch) => setDraft(updateEntry(draft, spot.entry.key, patch))}
              onKeepOldAddress={(keep) => {
                const next = new Set(dropOld);
                if (keep) next.delete(spot.entry.key);
                else next.add(spot.entry.key);
                setDropOld(next);
              }}
              onMove={(name) => move(spot.entry.key, name, false)}
              onAddUnder={() => add({ parentKey: spot.entry.key })}
              onDelete={() => setDeleting(spot.entry.key)}
            />
          ) : (
            <p>Pick an entry of a menu to edit it.</p>
          )}
        </div>
      </div>

      <section aria-labelledby="menus-save-heading" className="console-form">
        <h2 id="menus-save-heading">Save the menus</h2>
        {changes.length === 0 ? (
          <p>No changes yet.</p>
        ) : (
          <>
            <p>Changes not saved yet:</p>
            <ul aria-label="Changes not saved yet">
              {changes.map((line, i) => (
                <li key={i}>{line}</li>
              ))}
            </ul>
          </>
        )}
        <div id="menus-outcome" tabIndex={-1}>
          <Outcome said={said} />
        </div>
        <form noValidate onSubmit={(e) => void onSave(e)} aria-busy={saving}>
          <TextField
            id="menus-note"
            label="What changed, and why"
            hint={`Kept with this version in the history below (at most ${MENU_NOTE_MAX} characters).`}
            value={note}
            onChange={(e) => setNote(e.target.value)}
          />
          <div className="form-actions">
            <button type="submit" className="button" disabled={saving}>
              Save the menus
            </button>
          </div>
        </form>
      </section>
    </div>
  );
}
