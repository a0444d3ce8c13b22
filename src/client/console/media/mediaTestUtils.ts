import { screen, within } from '@testing-library/react';
import type { MediaItem, MediaListAnswer } from '../../../shared/protocol/mediaTypes';

type User = ReturnType<typeof import('@testing-library/user-event').default.setup>;

/**
 * A library picture with alt text, titled by its path, as the fake mediaList answers it;
 * `fields` changes what a test is about.
 */
export const libraryItem = (
  id: number,
  path: string,
  fields: Partial<MediaItem> = {},
): MediaItem => ({
  id,
  path,
  url: `/media/${path}`,
  alt: `The picture ${path}`,
  title: path,
  width: 1600,
  height: 900,
  bytes: 120_000,
  uploaded_by: 'content:load',
  uploaded_at: '2026-03-01T06:00:00.000Z',
  replaced_at: null,
  uses: 0,
  ...fields,
});

export const libraryOf = (paths: readonly string[]): MediaListAnswer => ({
  items: paths.map((p, i) => libraryItem(i + 1, p)),
  total: paths.length,
});

/**
 * Chooses the library picture `path` for the picture field whose label matches `label` inside
 * `scope`, as an editor does: its "Choose picture" button, then the picture in the dialog.
 */
export async function choosePicture(user: User, scope: HTMLElement, label: RegExp, path: string) {
  await user.click(
    within(scope).getByRole('button', { name: 'Choose picture', description: label }),
  );
  const dialog = await screen.findByRole('dialog', { name: /^Choose a picture for/ });
  const grid = await within(dialog).findByRole('list', { name: 'Pictures' });
  await user.click(within(grid).getByRole('button', { name: `Choose ${path}` }));
}
