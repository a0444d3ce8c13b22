import { useEditorState, type Editor } from '@tiptap/react';
import { useRef, useState, type KeyboardEvent, type MouseEvent } from 'react';
import { ariaShortcut, shortcutText, TOOLBAR_BUTTONS, type ToolbarButton } from './toolbarButtons';

interface Props {
  editor: Editor;
  /** The editable area's id (aria-controls) and the field's label (the toolbar's name). */
  controls: string;
  label: string;
  onOpenLinkDialog: () => void;
}

const title = (b: ToolbarButton) => (b.keys ? `${b.name} (${shortcutText(b.keys)})` : b.name);

/**
 * The formatting buttons, one tab stop for the whole toolbar (arrow keys, Home and End move
 * between buttons, as WAI-ARIA's toolbar pattern asks). A button pressed by mouse gives the
 * typing back to the text; one pressed by keyboard keeps focus here, so the next can follow.
 * Buttons that would do nothing now are aria-disabled rather than disabled, so the arrow keys
 * still reach them.
 */
export function EditorToolbar({ editor, controls, label, onOpenLinkDialog }: Props) {
  const [current, setCurrent] = useState(0);
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) =>
      TOOLBAR_BUTTONS.map((b) => ({ on: b.isOn?.(e) ?? null, can: b.can?.(e) ?? true })),
  });

  const moveTo = (index: number) => {
    const next = (index + TOOLBAR_BUTTONS.length) % TOOLBAR_BUTTONS.length;
    setCurrent(next);
    buttons.current[next]?.focus();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const to: Record<string, number> = {
      ArrowRight: current + 1,
      ArrowLeft: current - 1,
      Home: 0,
      End: TOOLBAR_BUTTONS.length - 1,
    };
    if (!(event.key in to)) return;
    event.preventDefault();
    moveTo(to[event.key]);
  };
  const press = (b: ToolbarButton, index: number, event: MouseEvent) => {
    setCurrent(index);
    if (!state[index].can) return;
    if (b.opensDialog) return onOpenLinkDialog();
    b.run(editor);
    // detail is 0 for a click made with Enter or Space.
    if (event.detail > 0) editor.view.focus();
  };

  return (
    <div
      role="toolbar"
      aria-label={`Formatting of ${label}`}
      aria-controls={controls}
      className="rte__toolbar"
      onKeyDown={onKeyDown}
    >
      {TOOLBAR_BUTTONS.map((b, i) => (
        <button
          key={b.name}
          ref={(el) => {
            buttons.current[i] = el;
          }}
          type="button"
          className={`rte__button${b.group ? ' rte__button--group' : ''}`}
          tabIndex={i === current ? 0 : -1}
          aria-label={b.name}
          title={title(b)}
          aria-keyshortcuts={b.keys && ariaShortcut(b.keys)}
          aria-pressed={state[i].on ?? undefined}
          aria-disabled={state[i].can ? undefined : true}
          aria-haspopup={b.opensDialog ? 'dialog' : undefined}
          onFocus={() => setCurrent(i)}
          onClick={(event) => press(b, i, event)}
        >
          <span
            aria-hidden="true"
            className={`rte__face rte__face--${b.name.toLowerCase().replace(/ /g, '-')}`}
          >
            {b.face}
          </span>
        </button>
      ))}
    </div>
  );
}
