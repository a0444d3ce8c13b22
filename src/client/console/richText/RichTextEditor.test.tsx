import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { useState } from 'react';
import { RICH_TEXT_ATTRIBUTES, RICH_TEXT_TAGS } from '../../../shared/domain/richTextPolicy';
import { EDITOR_EVERY_FORMAT } from '../../../shared/domain/richTextSample';
import { RichTextEditor } from './RichTextEditor';
import { pasteHtml, stubLayoutForProseMirror, typeInEditor } from './richTextTestUtils';

beforeAll(stubLayoutForProseMirror);

const PAGES = [
  { href: '/about_us', label: 'About us' },
  { href: '/services/legal-assistance', label: 'Legal assistance' },
];

/** A screen holding the editor's value in its state, as a form does, with a restore button. */
function Screen({ initial = '', restore = '' }: { initial?: string; restore?: string }) {
  const [html, setHtml] = useState(initial);
  return (
    <main>
      <RichTextEditor
        id="page-text"
        label="Page text"
        hint="What the page says under its title."
        value={html}
        onChange={setHtml}
        links={PAGES}
      />
      <button type="button" onClick={() => setHtml(restore)}>
        Restore version 1
      </button>
      <output aria-label="Saved HTML">{html}</output>
    </main>
  );
}

function setup(props: { initial?: string; restore?: string } = {}) {
  const user = userEvent.setup();
  render(<Screen {...props} />);
  const text = screen.getByRole('textbox', { name: 'Page text' });
  const saved = () => screen.getByRole('status', { name: 'Saved HTML' }).textContent;
  const toolbar = screen.getByRole('toolbar', { name: 'Formatting of Page text' });
  const button = (name: string) => within(toolbar).getByRole('button', { name });
  return { user, text, saved, button };
}

/** Every tag and attribute of `html` is one the site's rich-text policy allows. */
function expectWithinPolicy(html: string) {
  const body = new DOMParser().parseFromString(html, 'text/html').body;
  const elements = [...body.querySelectorAll('*')];
  const tags = new Set(elements.map((el) => el.tagName.toLowerCase()));
  const attributes = new Set(elements.flatMap((el) => el.getAttributeNames()));
  expect([...tags].filter((t) => !(RICH_TEXT_TAGS as readonly string[]).includes(t))).toEqual([]);
  expect(
    [...attributes].filter((a) => !(RICH_TEXT_ATTRIBUTES as readonly string[]).includes(a)),
  ).toEqual([]);
}

it('is a labelled text box with its hint, and what is typed comes back as HTML', async () => {
  const { user, text, saved } = setup();
  expect(text).toHaveAccessibleDescription('What the page says under its title.');
  expect(text).toHaveAttribute('aria-multiline', 'true');
  await user.click(text);
  await typeInEditor(user, 'Welcome');
  await user.keyboard('{Enter}');
  await typeInEditor(user, 'to the trust');
  expect(saved()).toBe('<p>Welcome</p><p>to the trust</p>');
});

it('makes text bold from the toolbar and with Ctrl+B, and shows the state on the button', async () => {
  const { user, text, saved, button } = setup();
  expect(button('Bold')).toHaveAttribute('title', 'Bold (Ctrl+B)');
  expect(button('Bold')).toHaveAttribute('aria-keyshortcuts', 'Control+B');
  expect(button('Bold')).toHaveAttribute('aria-pressed', 'false');

  await user.click(text);
  await typeInEditor(user, 'Plain ');
  await user.click(button('Bold'));
  expect(button('Bold')).toHaveAttribute('aria-pressed', 'true');
  expect(text).toHaveFocus();
  await typeInEditor(user, 'strong');
  await user.keyboard('{Control>}b{/Control}');
  expect(button('Bold')).toHaveAttribute('aria-pressed', 'false');
  await typeInEditor(user, ' plain ');
  await user.keyboard('{Control>}b{/Control}');
  await typeInEditor(user, 'again');
  expect(saved()).toBe('<p>Plain <strong>strong</strong> plain <strong>again</strong></p>');
});

it('makes headings 3 and 4, paragraphs, lists and quotes', async () => {
  const { user, text, saved, button } = setup();
  await user.click(text);
  await typeInEditor(user, 'Who may apply');
  await user.click(button('Heading 3'));
  expect(button('Heading 3')).toHaveAttribute('aria-pressed', 'true');
  expect(button('Paragraph')).toHaveAttribute('aria-pressed', 'false');
  await user.keyboard('{Enter}');
  await typeInEditor(user, 'Members');
  await user.keyboard('{Control>}{Alt>}4{/Alt}{/Control}');
  await user.keyboard('{Enter}');
  await user.click(button('Bullet list'));
  await typeInEditor(user, 'Young adults');
  await user.keyboard('{Enter}');
  await typeInEditor(user, 'Their families');
  await user.keyboard('{Enter}{Enter}');
  await user.click(button('Numbered list'));
  expect(button('Numbered list')).toHaveAttribute('aria-pressed', 'true');
  await typeInEditor(user, 'Register');
  await user.keyboard('{Enter}');
  await typeInEditor(user, 'Wait for the office');
  await user.keyboard('{Enter}{Enter}');
  await user.click(button('Quote'));
  await typeInEditor(user, 'Serve all');
  expect(saved()).toBe(
    '<h3>Who may apply</h3><h4>Members</h4>' +
      '<ul><li><p>Young adults</p></li><li><p>Their families</p></li></ul>' +
      '<ol><li><p>Register</p></li><li><p>Wait for the office</p></li></ol>' +
      '<blockquote><p>Serve all</p></blockquote>',
  );
  await user.click(button('Paragraph'));
  expect(saved()).toContain('<blockquote><p>Serve all</p></blockquote>');
  await user.click(button('Heading 3'));
  expect(saved()).toContain('<blockquote><h3>Serve all</h3></blockquote>');
  await user.click(button('Paragraph'));
  expect(saved()).toContain('<blockquote><p>Serve all</p></blockquote>');
});

it('links to a page of the site chosen from the list, and to an address typed, new tab on request', async () => {
  const { user, text, saved, button } = setup();
  await user.click(text);
  await typeInEditor(user, 'See ');
  await user.click(button('Link'));
  const dialog = screen.getByRole('dialog', { name: 'Add a link' });
  expect(within(dialog).getByRole('combobox', { name: 'A page of the site' })).toHaveFocus();
  await user.selectOptions(
    within(dialog).getByRole('combobox', { name: 'A page of the site' }),
    'Legal assistance',
  );
  expect(within(dialog).getByRole('textbox', { name: 'Or type an address' })).toHaveValue(
    '/services/legal-assistance',
  );
  await user.click(within(dialog).getByRole('button', { name: 'Add the link' }));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(text).toHaveFocus();
  expect(saved()).toBe('<p>See <a href="/services/legal-assistance">Legal assistance</a></p>');

  // Text selected first keeps its words (here all of it, the link too, so the dialog offers to
  // change that link); an outside site opens in a new tab only when asked.
  await typeInEditor(user, ' or the law');
  await user.keyboard('{Control>}a{/Control}{Control>}k{/Control}');
  const typed = screen.getByRole('dialog', { name: 'Change the link' });
  const typedAddress = within(typed).getByRole('textbox', { name: 'Or type an address' });
  expect(typedAddress).toHaveValue('/services/legal-assistance');
  expect(within(typed).getByRole('combobox', { name: 'A page of the site' })).toHaveValue(
    '/services/legal-assistance',
  );
  await user.clear(typedAddress);
  await user.type(typedAddress, 'india.gov.in/law');
  await user.click(within(typed).getByRole('checkbox', { name: 'Open in a new tab' }));
  await user.click(within(typed).getByRole('button', { name: 'Change the link' }));
  expect(saved()).toBe(
    '<p><a target="_blank" rel="noopener noreferrer" href="https://india.gov.in/law">See Legal assistance or the law</a></p>',
  );
  expect(button('Link')).toHaveAttribute('aria-pressed', 'true');

  // The link at the cursor opens for change, as it is; Remove link takes it off.
  await user.click(button('Link'));
  const change = screen.getByRole('dialog', { name: 'Change the link' });
  expect(within(change).getByRole('textbox', { name: 'Or type an address' })).toHaveValue(
    'https://india.gov.in/law',
  );
  expect(within(change).getByRole('checkbox', { name: 'Open in a new tab' })).toBeChecked();
  await user.click(within(change).getByRole('checkbox', { name: 'Open in a new tab' }));
  await user.click(within(change).getByRole('button', { name: 'Change the link' }));
  expect(saved()).toBe(
    '<p><a href="https://india.gov.in/law">See Legal assistance or the law</a></p>',
  );
  await user.click(button('Remove link'));
  expect(saved()).toBe('<p>See Legal assistance or the law</p>');
  expect(button('Remove link')).toHaveAttribute('aria-disabled', 'true');
});

it('refuses a javascript: address with a message, and Escape closes the dialog', async () => {
  const { user, text, saved, button } = setup({ initial: '<p>Click me</p>' });
  await user.click(text);
  await user.keyboard('{Control>}a{/Control}');
  await user.click(button('Link'));
  const dialog = screen.getByRole('dialog', { name: 'Add a link' });
  const address = within(dialog).getByRole('textbox', { name: 'Or type an address' });
  for (const bad of ['javascript:alert(1)', 'JavaScript:alert(1)', 'data:text/html,<b>x</b>']) {
    await user.clear(address);
    await user.type(address, bad.replace(/[{[]/g, '$&$&'));
    await user.click(within(dialog).getByRole('button', { name: 'Add the link' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'This address cannot be used in a link.',
    );
    expect(address).toHaveFocus();
    expect(address).toHaveAttribute('aria-invalid', 'true');
  }
  // A tab inside the scheme is how "java\tscript:" slips past a careless check.
  fireEvent.change(address, { target: { value: 'java\tscript:alert(1)' } });
  await user.click(within(dialog).getByRole('button', { name: 'Add the link' }));
  expect(within(dialog).getByRole('alert')).toHaveTextContent('An address cannot hold spaces');

  await user.keyboard('{Escape}');
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(text).toHaveFocus();
  expect(saved()).toBe('<p>Click me</p>');
  expect(text.querySelector('a')).toBeNull();
});

it('writes only what the site policy allows, unchanged by the site sanitiser, for every format', async () => {
  const { user, text, saved, button } = setup();
  await user.click(text);
  await user.click(button('Heading 3'));
  await typeInEditor(user, 'Heading three');
  await user.keyboard('{Enter}');
  await user.click(button('Heading 4'));
  await typeInEditor(user, 'Heading four');
  await user.keyboard('{Enter}');
  await user.keyboard('{Control>}b{/Control}');
  await typeInEditor(user, 'bold ');
  await user.keyboard('{Control>}b{/Control}{Control>}i{/Control}');
  await typeInEditor(user, 'italic ');
  await user.keyboard('{Control>}i{/Control}{Control>}u{/Control}');
  await typeInEditor(user, 'underlined');
  await user.keyboard('{Control>}u{/Control}{Enter}');
  await user.keyboard('{Control>}{Shift>}8{/Shift}{/Control}');
  await typeInEditor(user, 'bullet');
  await user.keyboard('{Enter}{Enter}{Control>}{Shift>}7{/Shift}{/Control}');
  await typeInEditor(user, 'number');
  await user.keyboard('{Enter}{Enter}{Control>}{Shift>}b{/Shift}{/Control}');
  await typeInEditor(user, 'quoted ');
  await user.click(button('Link'));
  await user.selectOptions(
    screen.getByRole('combobox', { name: 'A page of the site' }),
    'About us',
  );
  await user.click(screen.getByRole('checkbox', { name: 'Open in a new tab' }));
  await user.click(screen.getByRole('button', { name: 'Add the link' }));

  const html = saved()!;
  for (const tag of ['h3', 'h4', 'strong', 'em', 'u', 'ul', 'ol', 'li', 'blockquote', 'a'])
    expect(html).toContain(`<${tag}`);
  expect(html).toContain(
    '<a target="_blank" rel="noopener noreferrer" href="/about_us">About us</a>',
  );
  expectWithinPolicy(html);
  // The site's sanitiser is the server's now: its test runs this same text through it and finds
  // nothing to change (src/server/content/sanitize.test.ts), so what the editor writes is what
  // the site shows.
  expect(html).toBe(EDITOR_EVERY_FORMAT);
});

it('keeps only what the policy allows of pasted HTML: no scripts, images, handlers or h1', async () => {
  const { user, text, saved } = setup();
  await user.click(text);
  pasteHtml(
    text,
    '<h1 onclick="steal()">Big title</h1><script>steal()</script>' +
      '<p style="color:red" class="x">Text <img src="x" onerror="steal()"> with ' +
      '<a href="javascript:steal()">a bad link</a>, <a href="https://example.org" target="_top" class="y">a good one</a>, ' +
      '<s>struck</s>, <code>code</code> and <span data-x="1">a span</span>.</p>' +
      '<h2>Second</h2><h5>Fifth</h5><ol start="3" type="a"><li>third</li></ol><hr>' +
      '<pre><code class="language-js">let a = 1;</code></pre><table><tr><td>cell</td></tr></table>' +
      '<iframe src="https://example.org"></iframe><form><input value="x"></form>',
  );
  const html = saved()!;
  expectWithinPolicy(html);
  expect(html).not.toMatch(/script|steal|<img|<h1|<h2|onerror|onclick|style=|class=|start=|type=/);
  // The words stay, headings above h4 become paragraphs, the bad link keeps its text only.
  for (const words of ['Big title', 'a bad link', 'Second', 'Fifth', 'third', 'let a = 1;', 'cell'])
    expect(html).toContain(words);
  expect(html).toContain('<a href="https://example.org">a good one</a>');
  expect(html).toContain('<s>struck</s>');
  expect(html).toContain('<hr>');
});

it('takes a value changed outside (a restore) and keeps the cursor where it was', async () => {
  const { user, text, saved } = setup({ restore: '<p>Hello, dear world</p>' });
  await user.click(text);
  await typeInEditor(user, 'Hello');
  expect(saved()).toBe('<p>Hello</p>');
  await act(() => fireEvent.click(screen.getByRole('button', { name: 'Restore version 1' })));
  expect(text).toContainHTML('<p>Hello, dear world</p>');
  await typeInEditor(user, '!');
  expect(saved()).toBe('<p>Hello!, dear world</p>');
});

it('is one tab stop whose buttons the arrow keys, Home and End reach, and is axe-clean', async () => {
  const { user, text, button } = setup({ initial: '<p>Some text</p>' });
  expect(button('Bold')).toHaveAttribute('tabindex', '0');
  expect(button('Italic')).toHaveAttribute('tabindex', '-1');
  await user.tab();
  expect(button('Bold')).toHaveFocus();
  await user.keyboard('{ArrowRight}');
  expect(button('Italic')).toHaveFocus();
  await user.keyboard('{End}');
  expect(button('Redo')).toHaveFocus();
  expect(button('Redo')).toHaveAttribute('aria-disabled', 'true');
  await user.keyboard('{ArrowRight}');
  expect(button('Bold')).toHaveFocus();
  await user.keyboard('{Home}{ArrowLeft}');
  expect(button('Redo')).toHaveFocus();
  await user.tab();
  expect(text).toHaveFocus();
  // Undo and Redo by keyboard keep the focus in the toolbar.
  await typeInEditor(user, '!');
  await user.tab({ shift: true });
  expect(button('Redo')).toHaveFocus();
  await user.keyboard('{ArrowLeft}{Enter}');
  expect(text).toContainHTML('<p>Some text</p>');
  expect(button('Undo')).toHaveFocus();

  for (const b of within(screen.getByRole('toolbar')).getAllByRole('button'))
    expect(b.getAttribute('title')).toMatch(/^[A-Z][a-z0-9 ]+ \((Ctrl\+)[A-Za-z0-9+]+\)$/);
  await user.click(button('Link'));
  const { violations } = await axe.run(document.body, {
    rules: { 'color-contrast': { enabled: false } },
  });
  expect(violations).toEqual([]);
});
