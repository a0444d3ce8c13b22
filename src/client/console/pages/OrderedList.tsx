import { useEffect, useState, type KeyboardEvent } from 'react';
import { dropAt, moveBy } from './draftOps';

export interface OrderedListProps<T extends { key: string }> {
  /** The list's name for screen readers: 'Sections', 'Items of “Events”'. */
  label: string;
  items: T[];
  /** Each item's name on its button. */
  nameOf: (item: T, index: number) => string;
  selected: string | null;
  onSelect: (key: string) => void;
  /** The list in its new order, and the moved item's new place in words. */
  onReorder: (next: T[], moved: string) => void;
}

const KEY_MOVES: Record<string, -1 | 1> = { ArrowUp: -1, ArrowDown: 1 };

/**
 * Sections, or a section's items, in order: pick one with its button; move it with Alt+ArrowUp
 * and Alt+ArrowDown on the button (it keeps the focus), or drag it onto another with a mouse.
 */
export function OrderedList<T extends { key: string }>({
  label,
  items,
  nameOf,
  selected,
  onSelect,
  onReorder,
}: OrderedListProps<T>) {
  const [dragged, setDragged] = useState<string | null>(null);
  const [focusKey, setFocusKey] = useState<string | null>(null);

  useEffect(() => {
    if (focusKey) document.querySelector<HTMLElement>(`[data-item="${focusKey}"]`)?.focus();
    setFocusKey(null);
  }, [focusKey]);

  const placed = (next: T[], key: string) => {
    const i = next.findIndex((x) => x.key === key);
    return `“${nameOf(next[i]!, i)}” is now place ${i + 1} of ${next.length}.`;
  };

  const onKey = (e: KeyboardEvent, key: string) => {
    const delta = KEY_MOVES[e.key];
    if (!e.altKey || !delta) return;
    e.preventDefault();
    const next = moveBy(items, key, delta);
    if (next === items) return;
    onReorder(next, placed(next, key));
    setFocusKey(key);
  };

  return (
    <ol className="pages-list" aria-label={label}>
      {items.map((item, i) => (
        <li key={item.key}>
          <button
            type="button"
            className="console-pick pages-list__item"
            data-item={item.key}
            aria-current={item.key === selected ? 'true' : undefined}
            aria-keyshortcuts="Alt+ArrowUp Alt+ArrowDown"
            onClick={() => onSelect(item.key)}
            onKeyDown={(e) => onKey(e, item.key)}
            draggable
            onDragStart={(e) => {
              e.dataTransfer?.setData('text/plain', nameOf(item, i));
              setDragged(item.key);
            }}
            onDragEnd={() => setDragged(null)}
            onDragOver={(e) => {
              if (dragged && dragged !== item.key) e.preventDefault();
            }}
            onDrop={(e) => {
              e.preventDefault();
              if (!dragged) return;
              const next = dropAt(items, dragged, item.key);
              setDragged(null);
              if (next !== items) onReorder(next, placed(next, dragged));
            }}
          >
            {nameOf(item, i)}
          </button>
        </li>
      ))}
    </ol>
  );
}

/** The picked item's buttons: move, duplicate, and delete once confirmed. */
export function ItemActions({
  what,
  name,
  first,
  last,
  onMove,
  onDuplicate,
  onDelete,
}: {
  /** 'section' or 'item'. */
  what: string;
  name: string;
  first: boolean;
  last: boolean;
  onMove: (delta: -1 | 1) => void;
  onDuplicate: () => void;
  onDelete: () => void;
}) {
  const [asking, setAsking] = useState(false);
  return (
    <div className="pages-actions">
      <div className="console-actions">
        <button
          type="button"
          className="button button--quiet"
          disabled={first}
          aria-keyshortcuts="Alt+ArrowUp"
          onClick={() => onMove(-1)}
        >
          Move {what} up
        </button>
        <button
          type="button"
          className="button button--quiet"
          disabled={last}
          aria-keyshortcuts="Alt+ArrowDown"
          onClick={() => onMove(1)}
        >
          Move {what} down
        </button>
        <button type="button" className="button button--quiet" onClick={onDuplicate}>
          Duplicate {what}
        </button>
        <button type="button" className="button button--quiet" onClick={() => setAsking(true)}>
          Delete {what}
        </button>
      </div>
      {asking && (
        <div role="group" aria-label={`Delete “${name}”?`} className="pages-confirm">
          <p>Delete “{name}”? It goes from the draft; the site keeps it until you publish.</p>
          <div className="console-actions">
            <button
              type="button"
              className="button"
              onClick={() => {
                setAsking(false);
                onDelete();
              }}
            >
              Yes, delete the {what}
            </button>
            <button type="button" className="button button--quiet" onClick={() => setAsking(false)}>
              Keep it
            </button>
          </div>
        </div>
      )}
    </div>
  );
}
