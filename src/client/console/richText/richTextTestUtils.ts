import { act, waitFor, within } from '@testing-library/react';

/**
 * jsdom lays nothing out: Range has no getClientRects or getBoundingClientRect and the document
 * no elementFromPoint, which ProseMirror calls to scroll the cursor into view and to read
 * clicks. Tests of a screen that shows the rich-text editor call this once (beforeAll); empty
 * rectangles are all ProseMirror needs there, since nothing in these tests depends on layout.
 */
export function stubLayoutForProseMirror() {
  const rect = () => new DOMRect(0, 0, 0, 0);
  const rects = () => Object.assign([rect()], { item: () => rect() }) as unknown as DOMRectList;
  if (!Range.prototype.getClientRects) Range.prototype.getClientRects = rects;
  if (!Range.prototype.getBoundingClientRect) Range.prototype.getBoundingClientRect = rect;
  if (!document.elementFromPoint) document.elementFromPoint = () => null;
}

type User = ReturnType<typeof import('@testing-library/user-event').default.setup>;

/**
 * Types into the editor one character at a time: user-event types a whole string faster than
 * ProseMirror reads the DOM changes back in jsdom, and letters went missing.
 */
export async function typeInEditor(user: User, text: string) {
  for (const char of text) await user.keyboard(char === '{' || char === '[' ? char + char : char);
}

/** Pastes HTML into the editor as a browser does: a paste event carrying text/html. */
export function pasteHtml(editable: HTMLElement, html: string) {
  const event = new Event('paste', { bubbles: true, cancelable: true });
  const data: Record<string, string> = { 'text/html': html, 'text/plain': '' };
  Object.defineProperty(event, 'clipboardData', {
    value: { types: Object.keys(data), getData: (type: string) => data[type] ?? '' },
  });
  act(() => {
    editable.dispatchEvent(event);
  });
}

/**
 * Replaces the words of the rich-text field named `name` inside `scope` with `text` (one
 * paragraph), once TipTap's chunk has replaced the read-only stand-in.
 */
export async function fillRichText(user: User, scope: HTMLElement, name: RegExp, text: string) {
  const editable = await waitFor(() => {
    const box = within(scope).getByRole('textbox', { name });
    if (box.getAttribute('contenteditable') !== 'true') throw new Error('still loading TipTap');
    return box;
  });
  await user.click(editable);
  await user.keyboard('{Control>}a{/Control}{Backspace}');
  await typeInEditor(user, text);
}
