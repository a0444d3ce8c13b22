import { screen, waitFor, within } from '@testing-library/react';
import { dataAnswer } from '../../../shared/protocol/wire';
import { installPointerEvent, swipe } from '../../components/lightbox/pointerEvents.fixture';
import { MEERA, MEERA_PROFILE } from './members.fixture';
import { renderMemberRoute } from './memberTestUtils';

const path = `/member/${encodeURIComponent(MEERA.account_info_id)}`;
const dialog = () => screen.getByRole('dialog');
const shown = () => within(dialog()).getByRole('img');

async function openProfile() {
  const view = renderMemberRoute(path, { getMemberProfile: dataAnswer(MEERA_PROFILE) });
  await screen.findByRole('heading', { name: 'Meera Jain', level: 1 });
  return view;
}

beforeAll(installPointerEvent);

// Issue #15 item 12: the profile photo and the gallery open enlarged; Previous/Next wrap round.
describe("a member's photos in the lightbox", () => {
  it('opens a gallery photo by click, titled with her name and its place, and closes', async () => {
    const { user, calls } = await openProfile();
    const before = calls.length;
    const thumb = screen.getByRole('button', { name: 'Photo 2 of Meera Jain (enlarge)' });
    await user.click(thumb);
    expect(screen.getByRole('dialog', { name: 'Meera Jain, photo 3 of 3' })).toBeVisible();
    expect(shown()).toHaveAttribute('src', '/photos/p22.jpg?sig=c');
    expect(shown()).toHaveAccessibleName("Meera Jain's gallery photo 2");
    await user.click(within(dialog()).getByRole('button', { name: /Close/ }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(thumb).toHaveFocus();
    // Only the URLs the server signed with the profile: no new call.
    expect(calls).toHaveLength(before);
  });

  it('opens by keyboard, moves with the arrows and buttons, wraps, and Escape returns focus', async () => {
    const { user } = await openProfile();
    const thumb = screen.getByRole('button', { name: 'Photo of Meera Jain (enlarge)' });
    thumb.focus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('dialog', { name: 'Meera Jain, photo 1 of 3' })).toBeVisible();
    expect(shown()).toHaveAttribute('src', MEERA_PROFILE.pro_pic);
    await user.keyboard('{ArrowRight}');
    expect(dialog()).toHaveAccessibleName('Meera Jain, photo 2 of 3');
    expect(shown()).toHaveAttribute('src', '/photos/p21.jpg?sig=b');
    await user.click(within(dialog()).getByRole('button', { name: /Next/ }));
    expect(dialog()).toHaveAccessibleName('Meera Jain, photo 3 of 3');
    await user.keyboard('{ArrowRight}');
    expect(dialog()).toHaveAccessibleName('Meera Jain, photo 1 of 3');
    await user.keyboard('{ArrowLeft}');
    expect(dialog()).toHaveAccessibleName('Meera Jain, photo 3 of 3');
    await user.click(within(dialog()).getByRole('button', { name: /Previous/ }));
    expect(dialog()).toHaveAccessibleName('Meera Jain, photo 2 of 3');
    expect(within(dialog()).getByText('Photo 2 of 3')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(thumb).toHaveFocus();
  });

  it('keeps Tab inside the dialog', async () => {
    const { user } = await openProfile();
    await user.click(screen.getByRole('button', { name: 'Photo 1 of Meera Jain (enlarge)' }));
    const buttons = within(dialog()).getAllByRole('button');
    expect(buttons.map((b) => b.textContent?.replace(/[×‹›]/g, '').trim())).toEqual([
      'Close',
      'Previous',
      'Next',
    ]);
    for (let i = 0; i < buttons.length + 1; i += 1) await user.tab();
    expect(dialog()).toContainElement(document.activeElement as HTMLElement);
  });

  it('swipes left to the next photo and right to the previous one, on touch only', async () => {
    const { user } = await openProfile();
    await user.click(screen.getByRole('button', { name: 'Photo 1 of Meera Jain (enlarge)' }));
    const stage = shown().parentElement!;
    swipe(stage, -120);
    await waitFor(() => expect(dialog()).toHaveAccessibleName('Meera Jain, photo 3 of 3'));
    swipe(stage, 120);
    await waitFor(() => expect(dialog()).toHaveAccessibleName('Meera Jain, photo 2 of 3'));
    swipe(stage, 15); // too short to be a swipe
    swipe(stage, -120, 'mouse'); // a mouse drag is not a swipe
    expect(dialog()).toHaveAccessibleName('Meera Jain, photo 2 of 3');
  });
});
