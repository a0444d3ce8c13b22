import { screen, within } from '@testing-library/react';
import { useState } from 'react';
import type { MediaItem, MediaListAnswer } from '../../../shared/protocol/mediaTypes';
import { dataAnswer, failAnswer } from '../../../shared/protocol/wire';
import { renderWithProviders } from '../../test/render';
import { signedInConsole } from '../consoleTestUtils';
import { MediaPicker } from './MediaPicker';
import { libraryItem } from './mediaTestUtils';

/** A picture under site/, without words unless the test gives them. */
const item = (id: number, fields: Partial<MediaItem>): MediaItem =>
  libraryItem(id, `site/p${id}.jpg`, { alt: '', title: '', ...fields });
const LIBRARY: MediaListAnswer = {
  items: [
    item(1, { title: 'Health camp', alt: 'Volunteers at the health camp', uses: 2 }),
    item(2, { title: 'Old banner', alt: '' }),
  ],
  total: 2,
};
const UPLOADED = item(3, {
  path: 'library/0123456789abcdef0123456789abcdef.jpg',
  url: '/media/library/0123456789abcdef0123456789abcdef.jpg',
  alt: 'The new office',
  title: 'Office',
  uploaded_by: 'editor@trust.example',
});
const png = () =>
  new File([new Uint8Array([137, 80, 78, 71])], 'office.png', { type: 'image/png' });

it('is an editor’s screen whose upload form sends the file, alt text and title', async () => {
  const { user, calls } = await signedInConsole('editor', '/team/media', {
    mediaList: dataAnswer(LIBRARY),
    mediaUpload: dataAnswer({ item: UPLOADED, message: 'The picture was added to the library.' }),
    mediaUses: dataAnswer({ item: UPLOADED, uses: [] }),
  });
  const nav = await screen.findByRole('navigation', { name: 'Console' });
  expect(within(nav).getByRole('link', { name: 'Media' })).toBeVisible();
  expect(await screen.findByRole('heading', { level: 1, name: 'Media' })).toBeVisible();
  const grid = await screen.findByRole('list', { name: 'Pictures' });
  expect(within(grid).getByText(/Needs alt text/)).toBeVisible();

  const form = screen.getByRole('form', { name: 'Add a picture' });
  // Alt text is required before anything is sent.
  await user.upload(within(form).getByLabelText(/^Picture file/), png());
  await user.click(within(form).getByRole('button', { name: 'Upload the picture' }));
  expect(await within(form).findByRole('alert')).toHaveTextContent(/alt text/);
  expect(calls.some((c) => c.type === 'mediaUpload')).toBe(false);

  await user.type(within(form).getByLabelText(/^Alt text/), 'The new office');
  await user.type(within(form).getByLabelText(/^Title/), 'Office');
  await user.click(within(form).getByRole('button', { name: 'Upload the picture' }));
  expect(await within(form).findByRole('status')).toHaveTextContent(
    'The picture was added to the library.',
  );
  const sent = calls.find((c) => c.type === 'mediaUpload')?.fields;
  expect(sent).toMatchObject({ alt: 'The new office', title: 'Office' });
  expect(sent?.pro_pic).toMatch(/^data:image\/png;base64,/);
  expect(sent?.staff_token).toMatch(/^T+$/);
  // The new picture opens with its details.
  expect(await screen.findByRole('heading', { level: 2, name: 'Office' })).toBeVisible();
  expect(await screen.findByText('Nothing uses this picture.')).toBeVisible();
});

it('shows a refused upload as an alert', async () => {
  const { user } = await signedInConsole('admin', '/team/media', {
    mediaList: dataAnswer(LIBRARY),
    mediaUpload: failAnswer('This file is not a photo.'),
  });
  const form = await screen.findByRole('form', { name: 'Add a picture' });
  await user.upload(within(form).getByLabelText(/^Picture file/), png());
  await user.type(within(form).getByLabelText(/^Alt text/), 'Something');
  await user.click(within(form).getByRole('button', { name: 'Upload the picture' }));
  expect(await within(form).findByRole('alert')).toHaveTextContent('This file is not a photo.');
});

function PickerHost() {
  const [value, setValue] = useState('');
  return (
    <>
      <MediaPicker
        id="banner-pic"
        label="Banner picture"
        hint="Wide pictures work best."
        value={value}
        onChange={setValue}
      />
      <p data-testid="chosen">{value}</p>
    </>
  );
}

it('picker: chooses only pictures with alt text, from a dialog that closes back to its button', async () => {
  const { user, calls } = renderWithProviders(<PickerHost />, {
    answers: { mediaList: dataAnswer(LIBRARY) },
  });
  expect(screen.getByText('No picture chosen.')).toBeVisible();
  const open = screen.getByRole('button', { name: 'Choose picture' });
  await user.click(open);
  const dialog = await screen.findByRole('dialog', {
    name: 'Choose a picture for “Banner picture”',
  });
  const grid = await within(dialog).findByRole('list', { name: 'Pictures' });
  const [withAlt, withoutAlt] = within(grid).getAllByRole('listitem');
  expect(within(withoutAlt as HTMLElement).getByText('Add alt text first')).toBeVisible();
  expect(within(withoutAlt as HTMLElement).queryByRole('button')).toBeNull();

  // Searching asks the library again with the words.
  await user.type(within(dialog).getByLabelText('Search pictures'), 'camp');
  await user.click(within(dialog).getByRole('button', { name: 'Search' }));
  expect(calls.filter((c) => c.type === 'mediaList').at(-1)?.fields.q).toBe('camp');

  await user.click(within(withAlt as HTMLElement).getByRole('button', { name: /^Choose/ }));
  expect(screen.queryByRole('dialog')).toBeNull();
  expect(screen.getByTestId('chosen')).toHaveTextContent('site/p1.jpg');
  expect(screen.getByRole('button', { name: 'Choose picture' })).toHaveFocus();
  expect(screen.getByText('site/p1.jpg', { selector: 'code' })).toBeVisible();
});

it('picker: a picture uploaded in the dialog is chosen at once', async () => {
  const { user } = renderWithProviders(<PickerHost />, {
    answers: {
      mediaList: dataAnswer(LIBRARY),
      mediaUpload: dataAnswer({ item: UPLOADED, message: 'The picture was added to the library.' }),
    },
  });
  await user.click(screen.getByRole('button', { name: 'Choose picture' }));
  const form = await screen.findByRole('form', { name: 'Add a picture' });
  await user.upload(within(form).getByLabelText(/^Picture file/), png());
  await user.type(within(form).getByLabelText(/^Alt text/), 'The new office');
  await user.type(within(form).getByLabelText(/^Title/), 'Office');
  await user.click(within(form).getByRole('button', { name: 'Upload the picture' }));
  expect(await screen.findByTestId('chosen')).toHaveTextContent(UPLOADED.path);
  expect(screen.queryByRole('dialog')).toBeNull();
});

it('opens a picture: saves its alt text and title, lists where it is used, replaces it, and says why it stays', async () => {
  const used = LIBRARY.items[0] as MediaItem;
  const { user, calls } = await signedInConsole('editor', '/team/media', {
    mediaList: dataAnswer(LIBRARY),
    mediaUses: dataAnswer({
      item: used,
      uses: [
        {
          where: 'Page “home”, section “Welcome” (home_banner): background picture (bg_img)',
          kind: 'record',
          loc: 'home',
          record_id: 4,
          field: 'bg_img',
          state: 'published',
        },
      ],
    }),
    mediaSave: { status: '001', text: 'The alt text and title were saved.' },
    mediaReplace: dataAnswer({
      item: { ...used, path: UPLOADED.path },
      message: 'The picture was replaced in 1 place.',
    }),
    mediaDelete: { status: '0', text: 'This picture is used in 1 place (Page “home” …).' },
  });
  const grid = await screen.findByRole('list', { name: 'Pictures' });
  await user.click(within(grid).getByRole('button', { name: 'Open Health camp' }));
  const details = await screen.findByRole('region', { name: 'Health camp' });
  expect(
    await within(details).findByText(
      'Page “home”, section “Welcome” (home_banner): background picture (bg_img)',
    ),
  ).toBeVisible();

  const words = within(details).getByRole('form', { name: 'Alt text and title' });
  await user.clear(within(words).getByLabelText(/^Alt text/));
  await user.type(within(words).getByLabelText(/^Alt text/), 'Doctors at the camp');
  await user.clear(within(words).getByLabelText(/^Title/));
  await user.type(within(words).getByLabelText(/^Title/), 'Camp 2026');
  await user.click(within(words).getByRole('button', { name: 'Save the alt text' }));
  expect(await within(details).findByRole('status')).toHaveTextContent(
    'The alt text and title were saved.',
  );
  expect(calls.find((c) => c.type === 'mediaSave')?.fields).toMatchObject({
    media_id: '1',
    alt: 'Doctors at the camp',
    title: 'Camp 2026',
  });

  const replace = within(details).getByRole('form', { name: 'Replace everywhere' });
  await user.upload(within(replace).getByLabelText('New file for this picture'), png());
  await user.click(within(replace).getByRole('button', { name: 'Replace everywhere' }));
  expect(await within(details).findByRole('status')).toHaveTextContent(
    'The picture was replaced in 1 place.',
  );
  expect(calls.find((c) => c.type === 'mediaReplace')?.fields.pro_pic).toMatch(/^data:image\/png/);

  await user.click(within(details).getByRole('button', { name: 'Delete the picture' }));
  expect(await within(details).findByRole('alert')).toHaveTextContent(/is used in 1 place/);
});
