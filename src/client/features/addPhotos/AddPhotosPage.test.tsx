import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { PendingPhotosAnswer } from '../../../shared/protocol/pendingPhotoTypes';
import { dataAnswer, doneAnswer, failAnswer, invalidAnswer } from '../../../shared/protocol/wire';
import { appRoutes } from '../../app/routes';
import { installFakePhotos } from '../../components/photoPicker/photoPicker.fixture';
import { memoryStorage } from '../../test/memoryStorage';
import { renderWithProviders } from '../../test/render';
import type { FakeAnswers } from '../../test/fakeTransport';

const TICKET = 'a'.repeat(43);
const LINK_GONE =
  'This link is not valid or has expired. Once you are verified, add photos in My Profile.';

const answerWith = (over: Partial<PendingPhotosAnswer> = {}): PendingPhotosAnswer => ({
  first_name: 'Asha',
  expires_at: '2026-03-03T09:00:00.000Z',
  uploads_left: 7,
  photos: [],
  ...over,
});
const PROFILE_PHOTO = {
  id: 4,
  kind: 'profile' as const,
  url: '/photo/p.jpg',
  thumb_url: '/photo/t.jpg',
};

const render = (route: string, answers: FakeAnswers = {}) =>
  renderWithProviders(appRoutes, {
    route,
    storages: { local: memoryStorage(), session: memoryStorage() },
    answers,
  });
const jpeg = () =>
  new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0])], 'me.jpg', { type: 'image/jpeg' });
const sent = (calls: { type: string; fields: Record<string, string> }[], type: string) =>
  calls.filter((c) => c.type === type).map((c) => c.fields);
const picker = (name: string) => screen.getByRole('group', { name });

// jsdom opens no pictures and draws on no canvas: the picker's two browser calls are stood in for.
beforeEach(() => installFakePhotos());

it("opens with the link's ticket, sends a photo with it and shows the photos that came back", async () => {
  let stored = false;
  const { user, calls } = render(`/add_photos?t=${TICKET}`, {
    getPendingPhotos: () =>
      dataAnswer(stored ? answerWith({ uploads_left: 6, photos: [PROFILE_PHOTO] }) : answerWith()),
    uploadPendingPhoto: () => {
      stored = true;
      return doneAnswer('Photo uploaded.');
    },
  });
  expect(await screen.findByRole('heading', { level: 1, name: 'Add your photos' })).toBeVisible();
  expect(await screen.findByText(/Dear Asha, our team verifies your registration/)).toBeVisible();
  expect(screen.getByText(/for 7 more photos/)).toBeVisible();
  expect(screen.getByText('No photos yet.')).toBeVisible();

  await user.upload(screen.getByLabelText('Add a profile photo'), jpeg());
  expect(await within(picker('Add a profile photo')).findByRole('slider')).toHaveFocus();
  await user.click(screen.getByRole('button', { name: 'Use this photo' }));
  expect(await screen.findByRole('status')).toHaveTextContent('Photo uploaded.');
  const [body] = sent(calls, 'uploadPendingPhoto');
  expect(body).toMatchObject({ ticket: TICKET, upd_for: 'profile' });
  expect(body?.pro_pic).toMatch(/^data:image\/jpeg;base64,/);
  expect(sent(calls, 'getPendingPhotos')[0]).toMatchObject({ ticket: TICKET });

  const list = await screen.findByRole('list', { name: 'Your photos' });
  expect(within(list).getByRole('img', { name: 'Your profile photo' })).toHaveAttribute(
    'src',
    '/photo/t.jpg',
  );
  expect(screen.getByText(/for 6 more photos/)).toBeVisible();
  expect(screen.getByLabelText('Replace the profile photo')).toBeEnabled();
});

it('sends a gallery photo, and refuses a file that is not a photo before sending', async () => {
  const { user, calls } = render(`/add_photos?t=${TICKET}`, {
    getPendingPhotos: dataAnswer(answerWith()),
    uploadPendingPhoto: doneAnswer('Photo uploaded.'),
  });
  const gallery = await screen.findByLabelText('Add a gallery photo');
  await user.upload(gallery, jpeg());
  await user.click(await screen.findByRole('button', { name: 'Use this photo' }));
  await waitFor(() => expect(sent(calls, 'uploadPendingPhoto')).toHaveLength(1));
  expect(sent(calls, 'uploadPendingPhoto')[0]).toMatchObject({ upd_for: 'other' });
  await screen.findByText('Photo uploaded.');
  fireEvent.change(gallery, {
    target: { files: [new File(['hi'], 'notes.txt', { type: 'text/plain' })] },
  });
  expect(await within(picker('Add a gallery photo')).findByRole('alert')).toHaveTextContent(
    'Please choose a photo in JPEG, PNG or WebP',
  );
  expect(sent(calls, 'uploadPendingPhoto')).toHaveLength(1);
});

it('keeps the crop when the service refuses the photo, and sends it again', async () => {
  let refuse = true;
  const { user, calls } = render(`/add_photos?t=${TICKET}`, {
    getPendingPhotos: dataAnswer(answerWith()),
    uploadPendingPhoto: () =>
      refuse
        ? invalidAnswer('This photo has too many pixels. Please upload a smaller one.')
        : doneAnswer('Photo uploaded.'),
  });
  await user.upload(await screen.findByLabelText('Add a profile photo'), jpeg());
  const crop = await within(picker('Add a profile photo')).findByRole('slider');
  await user.keyboard('+{ArrowUp}');
  const where = crop.getAttribute('aria-valuetext');
  await user.click(screen.getByRole('button', { name: 'Use this photo' }));
  expect(await within(picker('Add a profile photo')).findByRole('alert')).toHaveTextContent(
    'This photo has too many pixels.',
  );
  expect(crop).toHaveAttribute('aria-valuetext', where);
  refuse = false;
  await user.click(screen.getByRole('button', { name: 'Use this photo' }));
  expect(await screen.findByRole('status')).toHaveTextContent('Photo uploaded.');
  const bodies = sent(calls, 'uploadPendingPhoto');
  expect(bodies).toHaveLength(2);
  expect(bodies[1]).toMatchObject({ ticket: TICKET, upd_for: 'profile' });
  expect(bodies[1]?.pro_pic).toBe(bodies[0]?.pro_pic);
});

it('shows a used-up link with its pickers off', async () => {
  render(`/add_photos?t=${TICKET}`, {
    getPendingPhotos: dataAnswer(answerWith({ uploads_left: 0, photos: [PROFILE_PHOTO] })),
  });
  expect(await screen.findByText(/for 0 more photos/)).toBeVisible();
  for (const name of ['Replace the profile photo', 'Add a gallery photo']) {
    expect(within(picker(name)).getByRole('button', { name: 'Choose a photo' })).toBeDisabled();
    expect(screen.getByLabelText(name)).toBeDisabled();
  }
});

it("shows the service's refusal of an expired link, with the way to log in", async () => {
  render(`/add_photos?t=${TICKET}`, { getPendingPhotos: failAnswer(LINK_GONE) });
  expect(await screen.findByRole('alert')).toHaveTextContent(LINK_GONE);
  expect(screen.getByRole('link', { name: 'Go to Member Login' })).toHaveAttribute(
    'href',
    '/login',
  );
  expect(screen.queryByLabelText('Add a profile photo')).not.toBeInTheDocument();
});

it('says a link without its ticket is incomplete, and sends nothing', async () => {
  const { calls } = render('/add_photos');
  expect(await screen.findByRole('alert')).toHaveTextContent('This link is incomplete.');
  expect(sent(calls, 'getPendingPhotos')).toHaveLength(0);
});
