import { Extension } from '@tiptap/react';
import { Link } from '@tiptap/extension-link';
import { OrderedList } from '@tiptap/extension-list';
import StarterKit from '@tiptap/starter-kit';
import { isRichTextUrl } from '../../../shared/domain/richTextPolicy';

/** What a link opened in a new tab carries, as the site's sanitiser writes it. */
export const NEW_TAB_REL = 'noopener noreferrer';

/** The headings the editor offers: h1 and h2 are the page's own (richTextPolicy.ts). */
export const HEADING_LEVELS = [3, 4] as const;

/**
 * Links whose address follows the policy (a pasted javascript: link keeps its text, loses the
 * link), opened in a new tab only when the editor asked for it and then with the sanitiser's
 * rel; a pasted link's class or other target is not kept, since the sanitiser would drop it.
 */
const PolicyLink = Link.extend({
  addAttributes() {
    const newTab = (el: HTMLElement) => el.getAttribute('target') === '_blank';
    return {
      href: { default: null, parseHTML: (el) => el.getAttribute('href') },
      target: { default: null, parseHTML: (el) => (newTab(el) ? '_blank' : null) },
      rel: { default: null, parseHTML: (el) => (newTab(el) ? NEW_TAB_REL : null) },
      title: { default: null },
    };
  },
}).configure({
  openOnClick: false,
  // Typing after a link would otherwise go on inside it; a pasted address still becomes a link.
  autolink: false,
  linkOnPaste: true,
  HTMLAttributes: { target: null, rel: null, class: null },
  isAllowedUri: (url) => isRichTextUrl(url),
});

/** Numbered lists always count from 1 and keep no list style: `start` and `type` are not allowed. */
const PolicyOrderedList = OrderedList.extend({
  addAttributes() {
    return {
      start: { default: 1, parseHTML: () => 1, rendered: false },
      type: { default: null, parseHTML: () => null, rendered: false },
    };
  },
});

/** Ctrl+K opens the link dialog (the component's), Ctrl+Shift+K removes the link at the cursor. */
const LinkKeys = Extension.create<{ openLinkDialog: () => void }>({
  name: 'linkKeys',
  addOptions: () => ({ openLinkDialog: () => undefined }),
  addKeyboardShortcuts() {
    return {
      'Mod-k': () => {
        this.options.openLinkDialog();
        return true;
      },
      'Mod-Shift-k': () => this.editor.chain().extendMarkRange('link').unsetLink().run(),
    };
  },
});

/**
 * The editor's schema, cut to what src/shared/domain/richTextPolicy.ts allows, so that what it
 * produces is already what the site's sanitiser keeps: headings 3 and 4 only (a pasted h1 keeps
 * its text as a paragraph), no images, no code block (its language class is not allowed), no
 * trailing empty paragraph. RichTextEditor.test.tsx holds the output to RICH_TEXT_TAGS.
 */
export function richTextExtensions(openLinkDialog: () => void) {
  return [
    StarterKit.configure({
      heading: { levels: [...HEADING_LEVELS] },
      codeBlock: false,
      link: false,
      orderedList: false,
      trailingNode: false,
    }),
    PolicyLink,
    PolicyOrderedList,
    LinkKeys.configure({ openLinkDialog }),
  ];
}
