import { fireEvent, screen, within } from '@testing-library/react';
import { doneAnswer, failAnswer, invalidAnswer } from '../../../shared/protocol/wire';
import { signedInConsole } from '../consoleTestUtils';
import { ABOUT, fakePages, lastSent, sentPage } from './pagesTestUtils';

jest.setTimeout(60_000);

const names = (list: HTMLElement) =>
  within(list)
    .getAllByRole('button')
    .map((b) => b.textContent);

it('reorders sections and items by keyboard and buttons, duplicates and deletes after asking', async () => {
  const { user, calls } = await signedInConsole('editor', '/team/pages/about_us', fakePages());
  const sections = await screen.findByRole('list', { name: 'Sections' });

  // Alt+ArrowDown on a section moves it; the focus stays on it.
  const story = within(sections).getByRole('button', { name: '1. Text description — Our story' });
  story.focus();
  await user.keyboard('{Alt>}{ArrowDown}{/Alt}');
  expect(names(sections)).toEqual(['1. List slider — Events', '2. Text description — Our story']);
  expect(
    within(sections).getByRole('button', { name: '2. Text description — Our story' }),
  ).toHaveFocus();
  expect(
    screen.getByText('“2. Text description — Our story” is now place 2 of 2.'),
  ).toBeInTheDocument();

  // Items the same way: AGM up to the top by keyboard, then Holi down by its button.
  await user.click(within(sections).getByRole('button', { name: '1. List slider — Events' }));
  const items = screen.getByRole('list', { name: 'Items of section 1' });
  within(items).getByRole('button', { name: '3. AGM' }).focus();
  await user.keyboard('{Alt>}{ArrowUp}{/Alt}');
  await user.keyboard('{Alt>}{ArrowUp}{/Alt}');
  expect(names(items)).toEqual(['1. AGM', '2. Diwali Milan', '3. Holi']);
  expect(within(items).getByRole('button', { name: '1. AGM' })).toHaveFocus();
  await user.click(within(items).getByRole('button', { name: '2. Diwali Milan' }));
  await user.click(screen.getByRole('button', { name: 'Move item down' }));
  expect(names(items)).toEqual(['1. AGM', '2. Holi', '3. Diwali Milan']);

  // Duplicate Diwali Milan: the copy is new (id null) and comes right after it.
  await user.click(screen.getByRole('button', { name: 'Duplicate item' }));
  expect(names(items)).toEqual(['1. AGM', '2. Holi', '3. Diwali Milan', '4. Diwali Milan']);
  // Delete Holi, only once confirmed.
  await user.click(within(items).getByRole('button', { name: '2. Holi' }));
  await user.click(screen.getByRole('button', { name: 'Delete item' }));
  const ask = screen.getByRole('group', { name: 'Delete “2. Holi”?' });
  await user.click(within(ask).getByRole('button', { name: 'Keep it' }));
  expect(names(items)).toHaveLength(4);
  await user.click(screen.getByRole('button', { name: 'Delete item' }));
  await user.click(screen.getByRole('button', { name: 'Yes, delete the item' }));
  expect(names(items)).toEqual(['1. AGM', '2. Diwali Milan', '3. Diwali Milan']);

  // Duplicate the story section (all new), then delete the original once confirmed.
  await user.click(
    within(sections).getByRole('button', { name: '2. Text description — Our story' }),
  );
  await user.click(screen.getByRole('button', { name: 'Duplicate section' }));
  await user.click(
    within(sections).getByRole('button', { name: '2. Text description — Our story' }),
  );
  await user.click(screen.getByRole('button', { name: 'Delete section' }));
  await user.click(screen.getByRole('button', { name: 'Yes, delete the section' }));
  expect(names(sections)).toEqual(['1. List slider — Events', '2. Text description — Our story']);

  await user.click(screen.getByRole('button', { name: 'Save draft' }));
  expect(await screen.findByText('Draft saved')).toBeVisible();
  const [events, story2] = ABOUT.sections.slice().reverse();
  const [diwali, , agm] = events!.records;
  const page = sentPage(calls);
  expect(page.sections.map((s) => [s.id, s.type, s.cols.col14])).toEqual([
    [events!.id, 'list_slider', '1'],
    [null, 'text_description', '2'],
  ]);
  expect(page.sections[0]!.records).toEqual([
    { ...agm, cols: { ...agm!.cols, col14: '1' } },
    { ...diwali, cols: { ...diwali!.cols, col14: '2' } },
    { ...diwali, id: null, cols: { ...diwali!.cols, col14: '3' } },
  ]);
  expect(page.sections[1]!.records).toEqual([{ ...story2!.records[0], id: null }]);
});

it('says what the server refuses, and guards changes not saved when leaving', async () => {
  const service = fakePages();
  const { user, calls } = await signedInConsole('editor', '/team/pages/about_us', {
    ...service,
    pageSaveDraft: invalidAnswer('Section 2 “Events” › card 3: Please give a title.'),
  });
  await screen.findByRole('list', { name: 'Sections' });
  await user.click(screen.getByRole('button', { name: '2. List slider — Events' }));
  await user.click(screen.getByRole('button', { name: '3. AGM' }));
  await user.clear(screen.getByLabelText(/^Title$/));
  const draft = screen.getByRole('region', { name: 'Draft' });
  expect(draft).toHaveTextContent('You have changes not saved yet.');
  await user.click(screen.getByRole('button', { name: 'Save draft' }));
  expect(await within(draft).findByRole('alert')).toHaveTextContent(
    'Section 2 “Events” › card 3: Please give a title.',
  );

  // Leaving for another screen asks first; staying keeps the changes.
  await user.click(screen.getByRole('link', { name: 'Menus' }));
  const leave = await screen.findByRole('alertdialog', { name: 'Leave without saving?' });
  expect(within(leave).getByRole('button', { name: 'Stay on this page' })).toHaveFocus();
  await user.click(within(leave).getByRole('button', { name: 'Stay on this page' }));
  expect(screen.getByRole('heading', { level: 1, name: 'Page /about_us' })).toBeVisible();
  expect(screen.getByLabelText(/^Title$/)).toHaveValue('');
  await user.click(screen.getByRole('link', { name: 'All pages' }));
  await user.click(await screen.findByRole('button', { name: 'Leave without saving' }));
  expect(await screen.findByRole('heading', { level: 1, name: 'Pages' })).toBeVisible();
  expect(lastSent(calls, 'pageSaveDraft')).toBeDefined();
});

it('tells the editor to reload when someone published since', async () => {
  const service = fakePages();
  const { user, calls } = await signedInConsole('editor', '/team/pages/about_us', {
    ...service,
    pageSaveDraft: (f) =>
      f.base_version === '1' ? failAnswer('A newer version was published.') : doneAnswer(''),
  });
  await screen.findByRole('list', { name: 'Sections' });
  await user.type(screen.getByLabelText(/^Section heading/), ' (new)');
  await user.click(screen.getByRole('button', { name: 'Save draft' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'Someone published this page since you opened it: reload',
  );
  expect(screen.getByRole('button', { name: /^Reload the page/ })).toBeVisible();
  expect(lastSent(calls, 'pageSaveDraft')?.base_version).toBe('1');
});

it('discards a waiting draft only once confirmed', async () => {
  const service = fakePages();
  const { user, calls } = await signedInConsole('editor', '/team/pages/about_us', service);
  await screen.findByRole('list', { name: 'Sections' });
  await user.type(screen.getByLabelText(/^Section heading/), ' (new)');
  await user.click(screen.getByRole('button', { name: 'Save draft' }));
  expect(await screen.findByText(/A draft saved by/)).toBeVisible();
  await user.click(screen.getByRole('button', { name: 'Discard draft' }));
  await user.click(screen.getByRole('button', { name: 'Keep the draft' }));
  expect(calls.some((c) => c.type === 'pageDiscardDraft')).toBe(false);
  await user.click(screen.getByRole('button', { name: 'Discard draft' }));
  await user.click(screen.getByRole('button', { name: 'Yes, discard the draft' }));
  expect(await screen.findByText('The draft is discarded.')).toBeVisible();
  expect(service.draft()).toBeNull();
  expect(await screen.findByText(/No draft is waiting/)).toBeVisible();
  expect(screen.getByLabelText(/^Section heading/)).toHaveValue('Our story');
});

it('moves a section by drag and drop onto another', async () => {
  const { user, calls } = await signedInConsole('editor', '/team/pages/about_us', fakePages());
  const sections = await screen.findByRole('list', { name: 'Sections' });
  const events = within(sections).getByRole('button', { name: '2. List slider — Events' });
  const story = within(sections).getByRole('button', { name: '1. Text description — Our story' });
  fireEvent.dragStart(events);
  fireEvent.dragOver(story);
  fireEvent.drop(story);
  expect(names(sections)).toEqual(['1. List slider — Events', '2. Text description — Our story']);
  await user.click(screen.getByRole('button', { name: 'Save draft' }));
  expect(await screen.findByText('Draft saved')).toBeVisible();
  expect(sentPage(calls).sections.map((s) => s.id)).toEqual([20, 10]);
});
