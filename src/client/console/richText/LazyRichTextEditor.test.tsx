import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentType } from 'react';
import type { RichTextEditorProps } from './RichTextEditor';
import { stubLayoutForProseMirror, typeInEditor } from './richTextTestUtils';

beforeAll(stubLayoutForProseMirror);
afterEach(() => jest.resetModules());

const props = {
  id: 'notice',
  label: 'Notice text',
  hint: 'Shown on the home page.',
  value: '<p>Office closed on Monday</p>',
};

/** LazyRichTextEditor from a fresh module registry, so each test loads the editor anew. */
async function freshLazyEditor(): Promise<ComponentType<RichTextEditorProps>> {
  let Lazy: ComponentType<RichTextEditorProps> | undefined;
  await jest.isolateModulesAsync(async () => {
    Lazy = (await import('./LazyRichTextEditor')).LazyRichTextEditor;
  });
  return Lazy!;
}

it('shows the value read-only under the same label while the editor loads, then the editor', async () => {
  const LazyRichTextEditor = await freshLazyEditor();
  const onChange = jest.fn();
  const user = userEvent.setup();
  render(<LazyRichTextEditor {...props} onChange={onChange} />);

  const waiting = screen.getByRole('textbox', { name: 'Notice text' });
  expect(waiting.tagName).toBe('TEXTAREA');
  expect(waiting).toHaveAttribute('readonly');
  expect(waiting).toHaveAttribute('aria-busy', 'true');
  expect(waiting).toHaveValue('<p>Office closed on Monday</p>');
  expect(waiting).toHaveAccessibleDescription('Shown on the home page.');

  await screen.findByRole('toolbar', { name: 'Formatting of Notice text' });
  const editor = screen.getByRole('textbox', { name: 'Notice text' });
  expect(editor).toHaveAttribute('contenteditable', 'true');
  expect(editor).toHaveAccessibleDescription('Shown on the home page.');
  expect(editor).toContainHTML('<p>Office closed on Monday</p>');
  await user.click(editor);
  await typeInEditor(user, '¶ ');
  // jsdom lays nothing out, so a click puts the cursor at the start.
  expect(onChange).toHaveBeenLastCalledWith('<p>¶ Office closed on Monday</p>');
});

it('lets the HTML be edited by hand, with a message, when the editor cannot be loaded', async () => {
  jest.doMock('./RichTextEditor', () => {
    throw new Error('Loading chunk console-rich-text failed.');
  });
  const LazyRichTextEditor = await freshLazyEditor();
  const onChange = jest.fn();
  const user = userEvent.setup();
  render(<LazyRichTextEditor {...props} value="" onChange={onChange} />);

  expect(await screen.findByRole('alert')).toHaveTextContent(
    'The text editor could not be loaded, so “Notice text” is shown as HTML.',
  );
  const plain = screen.getByRole('textbox', { name: 'Notice text' });
  expect(plain).not.toHaveAttribute('readonly');
  await user.type(plain, 'Closed');
  expect(onChange).toHaveBeenLastCalledWith('d');
  expect(onChange).toHaveBeenCalledTimes(6);
});
