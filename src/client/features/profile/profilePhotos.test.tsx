import { screen, waitFor, within } from '@testing-library/react';
import { dataAnswer, doneAnswer, type WireAnswer } from '../../../shared/protocol/wire';
import { appRoutes } from '../../app/routes';
import { installPointerEvent, swipe } from '../../components/lightbox/pointerEvents.fixture';
import type { FakeAnswers } from '../../test/fakeTransport';
import { renderWithProviders } from '../../test/render';
import { memoryStorage } from '../../test/memoryStorage';
import { ROHAN_PROFILE, memberSession, profileAnswer } from '../account/memberTestUtils';

// My Profile renders some fifty controls: in jsdom on a busy machine (CI runs two workers on two
// cores) one test took over jest's 5 s default, so these get 30 s. A hang still fails.
jest.setTimeout(30_000);

const name = ROHAN_PROFILE.mem_name;

function renderProfile(answers: FakeAnswers = {}) {
  return renderWithProviders(appRoutes, {
    route: '/my_profile',
    preloadedState: { session: memberSession },
    storages: { local: memoryStorage(), session: memoryStorage() },
    answers: {
      getMyProfile: profileAnswer(),
      getStates: dataAnswer([{ id: 2, name: 'Rajasthan' }]),
      getGotraList: dataAnswer([{ id: 1, temple_name: 'Bansal' }]),
      ...answers,
    },
  });
}

const removals = (calls: { type: string; fields: Record<string, string> }[]) =>
  calls.filter((c) => c.type === 'removePhoto').map((c) => c.fields.photo_id);
const dialog = () => screen.getByRole('dialog');

beforeAll(installPointerEvent);

// Issue #15 item 12: My Profile's photos open in the lightbox, and a removal asks first.
describe('my profile: photos enlarged', () => {
  it('opens the profile photo by click, moves (wrapping round) and Escape returns focus', async () => {
    const { user } = renderProfile();
    const thumb = await screen.findByRole('button', { name: 'Your profile photo (enlarge)' });
    await user.click(thumb);
    expect(screen.getByRole('dialog', { name: `${name}, photo 1 of 2` })).toBeVisible();
    expect(within(dialog()).getByRole('img', { name: 'Your profile photo' })).toHaveAttribute(
      'src',
      ROHAN_PROFILE.photos[0].url,
    );
    await user.keyboard('{ArrowLeft}');
    expect(dialog()).toHaveAccessibleName(`${name}, photo 2 of 2`);
    expect(within(dialog()).getByRole('img')).toHaveAttribute('src', ROHAN_PROFILE.photos[1].url);
    await user.click(within(dialog()).getByRole('button', { name: /Next/ }));
    expect(dialog()).toHaveAccessibleName(`${name}, photo 1 of 2`);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(thumb).toHaveFocus();
  });

  it('opens a gallery photo with Enter and swipes between them', async () => {
    const { user } = renderProfile();
    const thumb = await screen.findByRole('button', { name: 'Gallery photo 1 (enlarge)' });
    thumb.focus();
    await user.keyboard('{Enter}');
    expect(dialog()).toHaveAccessibleName(`${name}, photo 2 of 2`);
    swipe(within(dialog()).getByRole('img').parentElement!, -100);
    await waitFor(() => expect(dialog()).toHaveAccessibleName(`${name}, photo 1 of 2`));
    await user.click(within(dialog()).getByRole('button', { name: /Close/ }));
    expect(thumb).toHaveFocus();
  });
});

describe('my profile: removing a photo asks first', () => {
  it('Cancel keeps the photo and returns focus to its Remove button', async () => {
    const { user, calls } = renderProfile({ removePhoto: doneAnswer('Photo removed.') });
    const remove = await screen.findByRole('button', { name: 'Remove profile photo' });
    await user.click(remove);
    const confirm = screen.getByRole('dialog', { name: 'Remove this photo?' });
    expect(confirm).toContainElement(document.activeElement as HTMLElement);
    expect(within(confirm).getByRole('img', { name: 'Your profile photo' })).toBeVisible();
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(remove).toHaveFocus();
    await user.click(remove);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(remove).toHaveFocus();
    expect(removals(calls)).toEqual([]);
    expect(screen.getByRole('img', { name: 'Your profile photo' })).toBeInTheDocument();
  });

  it('Remove removes it, the list follows, and focus stays in the Photos section', async () => {
    const onlyGallery = { ...ROHAN_PROFILE, photos: ROHAN_PROFILE.photos.slice(1), pro_pic: '' };
    let removed = false;
    const { user, calls } = renderProfile({
      getMyProfile: (): WireAnswer => profileAnswer(removed ? onlyGallery : ROHAN_PROFILE),
      removePhoto: () => {
        removed = true;
        return doneAnswer('Photo removed.');
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Remove profile photo' }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Remove this photo?' })).getByRole('button', {
        name: 'Remove',
      }),
    );
    const photos = screen.getByRole('region', { name: 'Photos' });
    expect(await within(photos).findByRole('status')).toHaveTextContent('Photo removed.');
    expect(removals(calls)).toEqual(['1']);
    expect(within(photos).getByRole('heading', { name: 'Photos' })).toHaveFocus();
    expect(await within(photos).findByText('No profile photo yet.')).toBeInTheDocument();
  });
});
