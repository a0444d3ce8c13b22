import { EditorContent, useEditor, type Editor } from '@tiptap/react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { EditorToolbar } from './EditorToolbar';
import { LinkDialog, type LinkChoice, type SiteLink } from './LinkDialog';
import { NEW_TAB_REL, richTextExtensions } from './richTextExtensions';
import './richText.css';

export interface RichTextEditorProps {
  id: string;
  label: string;
  hint?: string;
  value: string;
  onChange: (html: string) => void;
  /** The site's pages, offered in the link dialog. */
  links?: { href: string; label: string }[];
}

const NO_LINKS: SiteLink[] = [];

/** The editor's HTML; '' when it holds no text, so that an empty field reads as empty. */
const htmlOf = (editor: Editor) => (editor.isEmpty ? '' : editor.getHTML());

/** The text a link gets when it is added at the cursor with nothing selected. */
const linkText = (href: string, links: readonly SiteLink[]) =>
  links.find((l) => l.href === href)?.label ?? href.replace(/^(?:mailto|tel):/i, '');

/**
 * Rich text for the console (issue #17): TipTap cut to the site's rich-text policy, with a
 * toolbar, keyboard shortcuts and a link dialog offering the site's pages. The value is HTML;
 * the editor's own changes come back through onChange, and a value that is not one of them (a
 * version restored) replaces the content, keeping the cursor where it was as far as it can.
 * Load it through LazyRichTextEditor, so TipTap stays in a chunk of its own.
 */
export function RichTextEditor({
  id,
  label,
  hint,
  value,
  onChange,
  links = NO_LINKS,
}: RichTextEditorProps) {
  const labelId = `${id}-label`;
  const hintId = `${id}-hint`;
  const [dialog, setDialog] = useState<{ initial: LinkChoice | null } | null>(null);
  /** The last HTML the editor itself reported, to tell its echo from a change made outside. */
  const reported = useRef(value);
  const onChangeNow = useRef(onChange);
  const openDialogNow = useRef<() => void>(() => undefined);
  // Made once: a new list of extensions would make TipTap rebuild the editor.
  const [extensions] = useState(() => richTextExtensions(() => openDialogNow.current()));
  const editorProps = useMemo(
    () => ({
      attributes: {
        id,
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': labelId,
        ...(hint ? { 'aria-describedby': hintId } : {}),
        class: 'rte__area',
      },
    }),
    [id, labelId, hint, hintId],
  );

  const editor = useEditor({
    extensions,
    content: value,
    editorProps,
    // The site's CSP refuses TipTap's <style> tag; its rules are in richText.css.
    injectCSS: false,
    onUpdate: ({ editor: changed }) => {
      reported.current = htmlOf(changed);
      onChangeNow.current(reported.current);
    },
  });

  useEffect(() => {
    onChangeNow.current = onChange;
    openDialogNow.current = () => {
      const { href, target } = editor.getAttributes('link');
      setDialog({ initial: href ? { href, newTab: target === '_blank' } : null });
    };
  });

  useEffect(() => {
    if (value === reported.current) return;
    reported.current = value;
    const { from, to } = editor.state.selection;
    // setTextSelection keeps the old positions inside the new, perhaps shorter, content.
    editor.chain().setContent(value, { emitUpdate: false }).setTextSelection({ from, to }).run();
  }, [editor, value]);

  // view.focus() at once: TipTap's focus command waits a frame, and typing in that frame was lost.
  const focusText = () => editor.view.focus();
  const closeDialog = () => {
    setDialog(null);
    focusText();
  };
  const saveLink = ({ href, newTab }: LinkChoice) => {
    const attrs = { href, target: newTab ? '_blank' : null, rel: newTab ? NEW_TAB_REL : null };
    const chain = editor.chain();
    if (editor.isActive('link')) chain.extendMarkRange('link').setLink(attrs).run();
    else if (editor.state.selection.empty)
      chain
        .insertContent({
          type: 'text',
          text: linkText(href, links),
          marks: [{ type: 'link', attrs }],
        })
        .run();
    else chain.setLink(attrs).run();
    closeDialog();
  };

  return (
    <div className="field rte">
      {/* Not a <label for>: the editable is a div, which only aria-labelledby can name. */}
      <label id={labelId} className="field__label" onClick={focusText}>
        {label}
      </label>
      <div className="rte__frame">
        <EditorToolbar
          editor={editor}
          controls={id}
          label={label}
          onOpenLinkDialog={() => openDialogNow.current()}
        />
        {dialog && (
          <LinkDialog
            id={id}
            links={links}
            initial={dialog.initial}
            onSave={saveLink}
            onCancel={closeDialog}
          />
        )}
        <EditorContent editor={editor} />
      </div>
      {hint && (
        <p id={hintId} className="field__hint">
          {hint}
        </p>
      )}
    </div>
  );
}

export default RichTextEditor;
