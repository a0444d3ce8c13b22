import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import axe from 'axe-core';
import {
  describeMenuChanges,
  type MenuEntry,
  type MenuTree,
} from '../../../shared/domain/menuTree';
import type { MenuVersionItem, MenusEditAnswer } from '../../../shared/protocol/menusEditTypes';
import { dataAnswer, doneAnswer, failAnswer } from '../../../shared/protocol/wire';
import type { FakeAnswers } from '../../test/fakeTransport';
import { signedInConsole, TOKEN } from '../consoleTestUtils';

const item = (id: number, label: string, slug: string, children: MenuEntry[] = []): MenuEntry => ({
  id,
  label,
  slug,
  title: `${label} | Trust`,
  description: '',
  keywords: '',
  roles: ['visitor', 'member'],
  hidden: false,
  children,
});

const LOADED: MenuTree = {
  menu: [
    { ...item(1, 'Home', 'home'), hi: { col1: 'मुखपृष्ठ' } },
    item(2, 'About us', 'about_us', [
      item(3, 'Committee', 'committee'),
      item(4, 'Gallery', 'gallery'),
    ]),
    item(5, 'Services', 'services'),
  ],
  top_menu: [item(6, 'Contact Us', 'contactus')],
};

/** A fake menus service with its history: saves and restores add versions, as the server does. */
function fakeMenus(): FakeAnswers & { current: () => MenuTree } {
  let next = 100;
  const kept: { line: MenuVersionItem; menus: MenuTree }[] = [];
  const keep = (menus: MenuTree, note: string, restored_from: number | null = null) => {
    const before = kept.at(-1)?.menus;
    kept.push({
      line: {
        id: kept.length + 1,
        note,
        saved_by: kept.length ? 'editor@trust.example' : 'content:load',
        saved_at: `2026-03-1${kept.length}T08:35:00.000Z`,
        restored_from,
        changes: before ? describeMenuChanges(before, menus).length : null,
      },
      menus,
    });
  };
  keep(LOADED, 'Loaded from content/menus.json.');
  const numbered = (list: MenuEntry[]): MenuEntry[] =>
    list.map((e) => ({ ...e, id: e.id ?? ++next, children: numbered(e.children) }));
  const open = (): MenusEditAnswer => ({
    menus: kept.at(-1)!.menus,
    version: kept.length,
    versions: [...kept].reverse().map((k) => k.line),
    total: kept.length,
  });
  const find = (id = '') => kept.find((k) => String(k.line.id) === id);
  return {
    current: () => kept.at(-1)!.menus,
    menusOpen: () => dataAnswer(open()),
    menusSave: (f) => {
      const tree = JSON.parse(f.menus ?? '{}') as MenuTree;
      keep({ menu: numbered(tree.menu), top_menu: numbered(tree.top_menu) }, f.note ?? '');
      return doneAnswer(`The menus are saved as version ${kept.length}.`);
    },
    menusCompare: (f) => {
      const [a, b] = [find(f.from), find(f.to)];
      if (!a || !b) return failAnswer('There is no such version of the menus.');
      return dataAnswer({
        from: a.line,
        to: b.line,
        changes: describeMenuChanges(a.menus, b.menus),
      });
    },
    menusRestore: (f) => {
      const v = find(f.version_id);
      if (!v) return failAnswer('There is no such version of the menus.');
      keep(v.menus, f.note ?? '', v.line.id);
      return doneAnswer(`Version ${v.line.id} is restored, kept as version ${kept.length}.`);
    },
  };
}

jest.setTimeout(30_000);

const entryButton = (name: string) => screen.getByRole('button', { name });
const sent = (calls: { type: string; fields: Record<string, string> }[], type = 'menusSave') =>
  calls.filter((c) => c.type === type).at(-1)?.fields;
const sentTree = (calls: { type: string; fields: Record<string, string> }[]) =>
  JSON.parse(sent(calls)?.menus ?? '{}') as MenuTree;

it('lists Menus for an editor; fills every field of an entry and of a new one, and saves', async () => {
  const service = fakeMenus();
  const { user, calls } = await signedInConsole('editor', '/team/menus', service);
  const nav = await screen.findByRole('navigation', { name: 'Console' });
  expect(within(nav).getByRole('link', { name: 'Menus' })).toBeVisible();
  expect(await screen.findByRole('heading', { level: 1, name: 'Menus' })).toBeVisible();
  const main = await screen.findByRole('region', { name: 'Main menu' });
  expect(
    within(main)
      .getAllByRole('listitem')
      .map((li) => li.firstChild?.textContent),
  ).toEqual(['Home', 'About us', 'Committee', 'Gallery', 'Services']);

  // Every field of a saved entry; the labels are in words.
  await user.click(entryButton('About us'));
  const form = screen.getByRole('region', { name: 'Edit “About us”' });
  const field = (label: RegExp) => within(form).getByLabelText(label);
  await user.clear(field(/^Label in the menu(?! in Hindi)/));
  await user.type(field(/^Label in the menu(?! in Hindi)/), 'About the trust');
  await user.clear(field(/^Address \(slug\)/));
  await user.type(field(/^Address \(slug\)/), 'about');
  // The old address is kept working unless the box is cleared: on by default.
  const keep = within(screen.getByRole('region', { name: 'Edit “About the trust”' })).getByRole(
    'checkbox',
    { name: /Keep the old address \/about_us working/ },
  );
  expect(keep).toBeChecked();
  const edit = () => screen.getByRole('region', { name: 'Edit “About the trust”' });
  await user.clear(within(edit()).getByLabelText(/^Page title(?! in Hindi)/));
  await user.type(
    within(edit()).getByLabelText(/^Page title(?! in Hindi)/),
    'About the trust | Trust',
  );
  await user.type(
    within(edit()).getByLabelText(/^Description(?! in Hindi)/),
    'Who we are and what we do.',
  );
  await user.type(within(edit()).getByLabelText(/^Keywords(?! in Hindi)/), 'trust, committee');
  // Each of the four texts has its Hindi beside it, marked as Hindi and saying what it is for.
  const hindi = within(edit()).getByLabelText(/^Label in the menu in Hindi/);
  expect(hindi).toHaveAttribute('lang', 'hi');
  expect(hindi).toHaveAccessibleDescription(/readers who chose हिन्दी see/);
  await user.type(hindi, 'ट्रस्ट के बारे में');
  await user.type(within(edit()).getByLabelText(/^Page title in Hindi/), 'ट्रस्ट के बारे में | ट्रस्ट');
  await user.type(within(edit()).getByLabelText(/^Description in Hindi/), 'हम कौन हैं।');
  await user.type(within(edit()).getByLabelText(/^Keywords in Hindi/), 'ट्रस्ट, समिति');
  await user.click(within(edit()).getByRole('checkbox', { name: 'Visitors (not logged in)' }));
  await user.click(within(edit()).getByRole('button', { name: 'Hide from the menu' }));
  expect(within(edit()).getByRole('button', { name: 'Show in the menu' })).toBeVisible();

  // A new entry of the top menu, every field filled.
  await user.click(screen.getByRole('button', { name: 'Add an entry to the top menu' }));
  const fresh = () => screen.getByRole('region', { name: /^Edit “/ });
  expect(within(fresh()).getByLabelText(/^Label in the menu(?! in Hindi)/)).toHaveFocus();
  await user.clear(within(fresh()).getByLabelText(/^Label in the menu(?! in Hindi)/));
  await user.type(within(fresh()).getByLabelText(/^Label in the menu(?! in Hindi)/), 'Donate');
  await user.type(within(fresh()).getByLabelText(/^Address \(slug\)/), 'donate');
  await user.type(within(fresh()).getByLabelText(/^Page title(?! in Hindi)/), 'Donate | Trust');
  await user.type(
    within(fresh()).getByLabelText(/^Description(?! in Hindi)/),
    'Support the trust’s work.',
  );
  await user.type(within(fresh()).getByLabelText(/^Keywords(?! in Hindi)/), 'donate, support');
  await user.type(within(fresh()).getByLabelText(/^Label in the menu in Hindi/), 'दान');
  await user.type(within(fresh()).getByLabelText(/^Page title in Hindi/), 'दान | ट्रस्ट');
  await user.type(within(fresh()).getByLabelText(/^Description in Hindi/), 'ट्रस्ट के काम में मदद।');
  await user.type(within(fresh()).getByLabelText(/^Keywords in Hindi/), 'दान, सहयोग');
  await user.click(within(fresh()).getByRole('checkbox', { name: 'Members (logged in)' }));

  // The changes not saved yet, in words.
  const pending = screen.getByRole('list', { name: 'Changes not saved yet' });
  expect(pending).toHaveTextContent('Renamed “About us” to “About the trust”.');
  expect(pending).toHaveTextContent('Added “Donate” (/donate) at the top of the top menu.');

  await user.type(screen.getByLabelText(/^What changed, and why/), 'Spring menu.');
  await user.click(screen.getByRole('button', { name: 'Save the menus' }));
  expect(await screen.findByText('The menus are saved as version 2.')).toBeVisible();

  const fields = sent(calls);
  expect(fields).toMatchObject({
    curl_type: 'menusSave',
    staff_token: TOKEN,
    note: 'Spring menu.',
    keep_addresses: '2',
    base_version: '1',
  });
  const tree = sentTree(calls);
  expect(tree.menu[1]).toEqual({
    id: 2,
    label: 'About the trust',
    slug: 'about',
    title: 'About the trust | Trust',
    description: 'Who we are and what we do.',
    keywords: 'trust, committee',
    roles: ['member'],
    hidden: true,
    children: LOADED.menu[1]!.children,
    hi: {
      col1: 'ट्रस्ट के बारे में',
      col3: 'ट्रस्ट के बारे में | ट्रस्ट',
      col4: 'हम कौन हैं।',
      col5: 'ट्रस्ट, समिति',
    },
  });
  expect(tree.top_menu[1]).toEqual({
    id: null,
    label: 'Donate',
    slug: 'donate',
    title: 'Donate | Trust',
    description: 'Support the trust’s work.',
    keywords: 'donate, support',
    roles: ['visitor'],
    hidden: false,
    children: [],
    hi: { col1: 'दान', col3: 'दान | ट्रस्ट', col4: 'ट्रस्ट के काम में मदद।', col5: 'दान, सहयोग' },
  });
  // An entry's Hindi not edited goes back as it was opened: the tree sent is the truth.
  expect(tree.menu[0]).toEqual(LOADED.menu[0]);
  // The screen reads the menus afresh: the draft is the saved menus, the note is cleared.
  await waitFor(() => expect(screen.getByLabelText(/^What changed, and why/)).toHaveValue(''));
  expect(await screen.findByText('No changes yet.')).toBeVisible();
  const history = screen.getByRole('table', { name: 'Saved versions of the menus' });
  await waitFor(() => expect(within(history).getAllByRole('row')[1]).toHaveTextContent('2 (now)'));
  expect(within(history).getAllByRole('row')[1]).toHaveTextContent('Spring menu.');
  expect(service.current().top_menu.map((e) => e.label)).toEqual(['Contact Us', 'Donate']);
});

it('moves an entry with the keyboard only: Alt+arrows on the entry, and the move buttons', async () => {
  const { user, calls } = await signedInConsole('admin', '/team/menus', fakeMenus());
  await screen.findByRole('region', { name: 'Main menu' });

  // Tab to "Services", pick it with Enter, move it up with Alt+ArrowUp: focus stays on it.
  entryButton('Home').focus();
  await user.tab(); // About us
  await user.tab(); // Committee
  await user.tab(); // Gallery
  await user.tab(); // Services
  expect(entryButton('Services')).toHaveFocus();
  await user.keyboard('{Enter}');
  expect(entryButton('Services')).toHaveAttribute('aria-current', 'true');
  await user.keyboard('{Alt>}{ArrowUp}{/Alt}');
  expect(
    screen.getByText('“Services” is now place 2 of 3 at the top of the main menu.'),
  ).toBeInTheDocument();
  await waitFor(() => expect(entryButton('Services')).toHaveFocus());
  // Under "About us" (Alt+Right puts it under the entry above), as its last sub-entry.
  entryButton('Home').focus();
  await user.tab();
  await user.tab();
  await user.tab();
  await user.tab();
  await user.keyboard('{Alt>}{ArrowUp}{/Alt}'); // Gallery above Committee
  await waitFor(() => expect(entryButton('Gallery')).toHaveFocus());
  entryButton('Services').focus();
  await user.keyboard('{Alt>}{ArrowDown}{/Alt}{Alt>}{ArrowRight}{/Alt}');
  expect(screen.getByText('“Services” is now place 3 of 3 under “About us”.')).toBeInTheDocument();
  await waitFor(() => expect(entryButton('Services')).toHaveFocus());

  // The picked entry's buttons by keyboard: "Move out one level" with Enter.
  await user.click(entryButton('Gallery'));
  const moveOut = within(screen.getByRole('group', { name: 'Move “Gallery”' })).getByRole(
    'button',
    { name: 'Move out one level' },
  );
  moveOut.focus();
  await user.keyboard('{Enter}');
  expect(
    screen.getByText('“Gallery” is now place 3 of 3 at the top of the main menu.'),
  ).toBeInTheDocument();
  // An impossible move says why and changes nothing.
  await user.keyboard('{Enter}');
  expect(screen.getByText('It is already at the top level.')).toBeInTheDocument();
  // The top menu does not nest.
  entryButton('Contact Us').focus();
  await user.keyboard('{Alt>}{ArrowRight}{/Alt}');
  expect(
    screen.getByText('Only an entry with one above it can go under that one.'),
  ).toBeInTheDocument();

  // The screen with an entry open is axe-clean.
  const { violations } = await axe.run(screen.getByRole('region', { name: 'Menus' }), {
    rules: { 'color-contrast': { enabled: false } },
  });
  expect(violations).toEqual([]);

  await user.click(screen.getByRole('button', { name: 'Save the menus' }));
  await screen.findByText('The menus are saved as version 2.');
  const tree = sentTree(calls);
  const shape = (list: MenuEntry[]): unknown[] =>
    list.map((e) => (e.children.length ? [e.label, shape(e.children)] : e.label));
  expect(shape(tree.menu)).toEqual(['Home', ['About us', ['Committee', 'Services']], 'Gallery']);
});

it('deletes an entry only after asking, refuses a bad address before sending, compares and restores', async () => {
  const service = fakeMenus();
  const { user, calls } = await signedInConsole('editor', '/team/menus', service);
  await screen.findByRole('region', { name: 'Main menu' });

  await user.click(entryButton('About us'));
  await user.click(screen.getByRole('button', { name: 'Delete…' }));
  const ask = screen.getByRole('region', { name: 'Delete “About us”?' });
  expect(ask).toHaveTextContent('Its 2 sub-entries are deleted with it.');
  await user.click(within(ask).getByRole('button', { name: 'Cancel' }));
  expect(entryButton('About us')).toBeVisible();
  await user.click(screen.getByRole('button', { name: 'Delete…' }));
  await user.click(screen.getByRole('button', { name: 'Yes, delete it' }));
  expect(screen.queryByRole('button', { name: 'About us' })).toBeNull();
  expect(screen.queryByRole('button', { name: 'Committee' })).toBeNull();

  // The site's slug rule, checked before sending.
  await user.click(entryButton('Services'));
  const slug = screen.getByLabelText(/^Address \(slug\)/);
  await user.clear(slug);
  await user.type(slug, 'our services?');
  await user.click(screen.getByRole('button', { name: 'Save the menus' }));
  expect(
    screen.getByText('“Services” needs correcting: see the fields marked below.'),
  ).toBeVisible();
  await waitFor(() => expect(screen.getByLabelText(/^Address \(slug\)/)).toHaveFocus());
  expect(screen.getByLabelText(/^Address \(slug\)/)).toHaveAccessibleDescription(
    /An address has no spaces or "\?"/,
  );
  expect(calls.map((c) => c.type)).not.toContain('menusSave');
  await user.clear(slug);
  await user.type(slug, 'services');
  await user.click(screen.getByRole('button', { name: 'Save the menus' }));
  await screen.findByText('The menus are saved as version 2.');
  expect(sentTree(calls).menu.map((e) => e.label)).toEqual(['Home', 'Services']);

  // Compare the loaded version with now: what changed, in words.
  await user.click(await screen.findByRole('button', { name: 'Compare version 1 with now' }));
  const changes = await screen.findByRole('list', { name: 'What changed' });
  expect(
    within(changes)
      .getAllByRole('listitem')
      .map((li) => li.textContent),
  ).toEqual([
    'Moved “Services” from place 3 to place 2.',
    'Deleted “About us” (/about_us).',
    'Deleted “Committee” (/committee).',
    'Deleted “Gallery” (/gallery).',
  ]);

  // Restore version 1 with a note: the deleted entries are back.
  await user.click(screen.getByRole('button', { name: 'Restore version 1' }));
  const restore = screen.getByRole('region', { name: 'Restore version 1' });
  await user.type(within(restore).getByLabelText(/^Why restore it/), 'Deleted by mistake.');
  await user.click(within(restore).getByRole('button', { name: 'Restore version 1 now' }));
  expect(await within(restore).findByRole('status')).toHaveTextContent(
    'Version 1 is restored, kept as version 3.',
  );
  expect(sent(calls, 'menusRestore')).toMatchObject({
    version_id: '1',
    note: 'Deleted by mistake.',
  });
  expect(await screen.findByRole('button', { name: 'About us' })).toBeVisible();
});

it('is not a verifier’s screen', async () => {
  await signedInConsole('verifier', '/team/menus', {
    deskQueue: dataAnswer({ now: '', pending_count: 0, awaiting_changes: 0, items: [] }),
  });
  const nav = await screen.findByRole('navigation', { name: 'Console' });
  expect(within(nav).queryByRole('link', { name: 'Menus' })).toBeNull();
  expect(await screen.findByText('This page of the console does not exist.')).toBeVisible();
});

it('moves an entry by drag and drop, right after the entry it is dropped on', async () => {
  const { user, calls } = await signedInConsole('editor', '/team/menus', fakeMenus());
  await screen.findByRole('region', { name: 'Main menu' });
  fireEvent.dragStart(entryButton('Home'));
  fireEvent.dragOver(entryButton('Gallery'));
  fireEvent.drop(entryButton('Gallery'));
  expect(screen.getByText('“Home” is now place 3 of 3 under “About us”.')).toBeInTheDocument();
  // An entry cannot go under itself, nor with its sub-entries into the top menu.
  fireEvent.dragStart(entryButton('About us'));
  fireEvent.drop(entryButton('Committee'));
  expect(screen.getByText('An entry cannot go under itself.')).toBeInTheDocument();
  fireEvent.dragStart(entryButton('About us'));
  fireEvent.drop(entryButton('Contact Us'));
  expect(screen.getByText('The top menu has no sub-entries.')).toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'Save the menus' }));
  await screen.findByText('The menus are saved as version 2.');
  const tree = sentTree(calls);
  expect(tree.menu.map((e) => e.label)).toEqual(['About us', 'Services']);
  expect(tree.menu[0]?.children.map((e) => e.label)).toEqual(['Committee', 'Gallery', 'Home']);
});
