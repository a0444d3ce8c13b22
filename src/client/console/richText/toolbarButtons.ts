import type { Editor } from '@tiptap/react';

/** One toolbar button: its name, what it shows, its keyboard shortcut and what it does. */
export interface ToolbarButton {
  name: string;
  /**
   * Short text on the button; `name` is what assistive technology reads, and it contains the face's
   * words, so that a person who says what they see ("click Heading 3") reaches it (WCAG 2.5.3).
   */
  face: string;
  /** Keys as the editor's keymap writes them ("Mod" is Ctrl, or ⌘ on a Mac). */
  keys?: string;
  /** A format that is on or off where the cursor is (aria-pressed); actions have none. */
  isOn?: (editor: Editor) => boolean;
  /** False when it would do nothing now (nothing to undo). */
  can?: (editor: Editor) => boolean;
  run: (editor: Editor) => unknown;
  /** Opens the link dialog instead of running a command. */
  opensDialog?: true;
  /** A new group starts here (a gap before it). */
  group?: true;
}

const chain = (editor: Editor) => editor.chain();

export const TOOLBAR_BUTTONS: ToolbarButton[] = [
  {
    name: 'Bold',
    face: 'B',
    keys: 'Mod-B',
    isOn: (e) => e.isActive('bold'),
    run: (e) => chain(e).toggleBold().run(),
  },
  {
    name: 'Italic',
    face: 'I',
    keys: 'Mod-I',
    isOn: (e) => e.isActive('italic'),
    run: (e) => chain(e).toggleItalic().run(),
  },
  {
    name: 'Underline',
    face: 'U',
    keys: 'Mod-U',
    isOn: (e) => e.isActive('underline'),
    run: (e) => chain(e).toggleUnderline().run(),
  },
  {
    name: 'Heading 3',
    face: 'Heading 3',
    keys: 'Mod-Alt-3',
    isOn: (e) => e.isActive('heading', { level: 3 }),
    run: (e) => chain(e).toggleHeading({ level: 3 }).run(),
    group: true,
  },
  {
    name: 'Heading 4',
    face: 'Heading 4',
    keys: 'Mod-Alt-4',
    isOn: (e) => e.isActive('heading', { level: 4 }),
    run: (e) => chain(e).toggleHeading({ level: 4 }).run(),
  },
  {
    name: 'Paragraph',
    face: 'Paragraph',
    keys: 'Mod-Alt-0',
    isOn: (e) => e.isActive('paragraph'),
    // Already a paragraph: TipTap would then lift it out of its list or quote instead.
    run: (e) => e.isActive('paragraph') || chain(e).setParagraph().run(),
  },
  {
    name: 'Bullet list',
    face: '• List',
    keys: 'Mod-Shift-8',
    isOn: (e) => e.isActive('bulletList'),
    run: (e) => chain(e).toggleBulletList().run(),
    group: true,
  },
  {
    name: 'Numbered list',
    face: 'Numbered list',
    keys: 'Mod-Shift-7',
    isOn: (e) => e.isActive('orderedList'),
    run: (e) => chain(e).toggleOrderedList().run(),
  },
  {
    name: 'Quote',
    face: '“ Quote',
    keys: 'Mod-Shift-B',
    isOn: (e) => e.isActive('blockquote'),
    run: (e) => chain(e).toggleBlockquote().run(),
  },
  {
    name: 'Link',
    face: 'Link…',
    keys: 'Mod-K',
    isOn: (e) => e.isActive('link'),
    run: () => undefined,
    opensDialog: true,
    group: true,
  },
  {
    name: 'Remove link',
    face: 'Remove link',
    keys: 'Mod-Shift-K',
    can: (e) => e.isActive('link'),
    run: (e) => chain(e).extendMarkRange('link').unsetLink().run(),
  },
  {
    name: 'Undo',
    face: 'Undo',
    keys: 'Mod-Z',
    can: (e) => e.can().undo(),
    run: (e) => chain(e).undo().run(),
    group: true,
  },
  {
    name: 'Redo',
    face: 'Redo',
    keys: 'Mod-Shift-Z',
    can: (e) => e.can().redo(),
    run: (e) => chain(e).redo().run(),
  },
];

const isMac = () => typeof navigator !== 'undefined' && /Mac|iP(hone|ad)/.test(navigator.platform);

/** The shortcut as a person reads it: "Ctrl+Shift+8" (⌘ and ⌥ on a Mac). */
export function shortcutText(keys: string): string {
  const mac = isMac();
  return keys
    .split('-')
    .map((k) => (k === 'Mod' ? (mac ? '⌘' : 'Ctrl') : k === 'Alt' && mac ? '⌥' : k))
    .join('+');
}

/** The shortcut as aria-keyshortcuts writes it: "Control+Shift+8". */
export function ariaShortcut(keys: string): string {
  const mac = isMac();
  return keys
    .split('-')
    .map((k) => (k === 'Mod' ? (mac ? 'Meta' : 'Control') : k))
    .join('+');
}
