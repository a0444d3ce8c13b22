import { screen, within } from '@testing-library/react';
import axe from 'axe-core';
import { signedInConsole, TOKEN } from '../consoleTestUtils';
import { fakePages, lastSent } from './pagesTestUtils';
import { fillRichText, stubLayoutForProseMirror } from '../richText/richTextTestUtils';

beforeAll(stubLayoutForProseMirror);

jest.setTimeout(60_000);

/** Saves a draft whose first item links to a page that does not exist. */
async function saveBrokenDraft(user: Awaited<ReturnType<typeof signedInConsole>>['user']) {
  await screen.findByRole('list', { name: 'Sections' });
  await user.click(screen.getByRole('button', { name: '2. List slider — Events' }));
  await user.type(screen.getByRole('textbox', { name: /^Link/ }), '/nowhere');
  await user.click(screen.getByRole('button', { name: 'Save draft' }));
  expect(await screen.findByText('Draft saved')).toBeVisible();
  await screen.findByText(/A draft saved by/);
}

it('refuses to publish with broken links until an admin publishes anyway; the marker clears', async () => {
  const service = fakePages();
  const { user, calls } = await signedInConsole('admin', '/team/pages/about_us', service);
  await saveBrokenDraft(user);

  const publish = screen.getByRole('region', { name: 'Publish' });
  await user.type(within(publish).getByLabelText(/^What changed, and why/), 'Events link added.');
  await user.click(within(publish).getByRole('button', { name: 'Publish' }));
  expect(await within(publish).findByRole('alert')).toHaveTextContent(
    '1 link on this page opens nothing: /nowhere',
  );
  expect(lastSent(calls, 'pagePublish')).toEqual({
    curl_type: 'pagePublish',
    res_func: 'resCallBack',
    staff_token: TOKEN,
    loc: 'about_us',
    note: 'Events link added.',
    base_version: '1',
  });

  await user.click(within(publish).getByRole('checkbox', { name: 'Publish anyway (admin)' }));
  await user.click(within(publish).getByRole('button', { name: 'Publish' }));
  expect(await within(publish).findByRole('status')).toHaveTextContent('Published');
  expect(lastSent(calls, 'pagePublish')).toMatchObject({
    note: 'Events link added.',
    base_version: '1',
    override_links: '1',
  });
  expect(service.draft()).toBeNull();
  expect(await screen.findByText(/No draft is waiting/)).toBeVisible();

  await user.click(screen.getByRole('link', { name: 'All pages' }));
  const table = await screen.findByRole('table', { name: 'The site’s pages' });
  const about = within(table).getByRole('row', { name: /about_us/ });
  expect(about).not.toHaveTextContent('Draft waiting');
  expect(about).not.toHaveTextContent('Not from the console yet');
});

it('previews the saved draft with the site’s own renderers under a banner', async () => {
  const { user } = await signedInConsole('editor', '/team/pages/about_us', fakePages());
  await screen.findByRole('list', { name: 'Sections' });
  const intro = screen.getByRole('region', { name: 'Item 1. Our story' });
  await fillRichText(user, intro, /^Text$/, 'Our trust began in 1987 in Jaipur.');
  await user.click(screen.getByRole('button', { name: 'Save draft' }));
  await screen.findByText('Draft saved');

  await user.click(screen.getByRole('button', { name: 'Preview the draft' }));
  const preview = await screen.findByRole('region', { name: 'Preview of /about_us' });
  // The site's text_description renderer draws the draft's words (the server cleans rich text in
  // the preview's answer as in the site's); the loading line is gone by then, so one status is left.
  expect(await within(preview).findByText('Our trust began in 1987 in Jaipur.')).toBeVisible();
  expect(within(preview).getByRole('status')).toHaveTextContent(
    'Draft preview — visitors do not see this yet',
  );
  const { violations } = await axe.run(preview, {
    rules: { 'color-contrast': { enabled: false } },
  });
  expect(violations.map((v) => v.id)).toEqual([]);
  await user.click(within(preview).getByRole('button', { name: 'Back to the editor' }));
  expect(await screen.findByRole('list', { name: 'Sections' })).toBeVisible();
});

it('compares two published versions in words and restores one with a note', async () => {
  const service = fakePages();
  const { user, calls } = await signedInConsole('editor', '/team/pages/about_us', service);
  await saveBrokenDraft(user);
  // An editor has no override: this publish is of a fixed link.
  expect(screen.queryByRole('checkbox', { name: 'Publish anyway (admin)' })).toBeNull();
  await user.click(screen.getByRole('button', { name: '2. List slider — Events' }));
  await user.clear(screen.getByRole('textbox', { name: /^Link/ }));
  await user.type(screen.getByRole('textbox', { name: /^Link/ }), '/events');
  await user.click(screen.getByRole('button', { name: 'Save draft' }));
  await screen.findByText('Draft saved');
  await user.click(screen.getByRole('button', { name: 'Publish' }));
  expect(await screen.findByText('Published')).toBeVisible();

  const history = await screen.findByRole('table', {
    name: 'Saved versions of the page /about_us',
  });
  await within(history).findByRole('rowheader', { name: '2 (now)' });
  await user.click(screen.getByRole('button', { name: 'Compare version 1 with now' }));
  expect(await screen.findByRole('list', { name: 'What changed' })).toHaveTextContent(
    'Section “Events” › item “Holi” edited',
  );
  expect(lastSent(calls, 'pageCompare')).toMatchObject({ loc: 'about_us', from: '1', to: '2' });

  await user.click(screen.getByRole('button', { name: 'Restore version 1' }));
  const restore = screen.getByRole('region', { name: 'Restore version 1' });
  await user.type(within(restore).getByLabelText(/^Why restore it/), 'Back to before.');
  await user.click(within(restore).getByRole('button', { name: 'Restore version 1 now' }));
  expect(await within(restore).findByRole('status')).toHaveTextContent(
    'Version 1 is restored, kept as version 3.',
  );
  expect(lastSent(calls, 'pageRestore')).toEqual({
    curl_type: 'pageRestore',
    res_func: 'resCallBack',
    staff_token: TOKEN,
    loc: 'about_us',
    version_id: '1',
    note: 'Back to before.',
  });
  const newest = (await within(history).findByRole('rowheader', { name: '3 (now)' })).closest('tr');
  expect(newest).toHaveTextContent('Restores version 1. Back to before.');
});
