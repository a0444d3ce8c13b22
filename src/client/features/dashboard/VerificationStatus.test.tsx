import { screen, within } from '@testing-library/react';
import { VERIFICATION_WORKING_DAYS } from '../../../shared/domain/afterRegistration';
import { ROHAN_PROFILE } from '../account/memberTestUtils';
import { NOTHING_ASKED, renderDashboard } from './dashboard.fixture';

/** Issue #15 item 6: the verification status in words at the top of the dashboard. */

const status = () => screen.findByRole('region', { name: 'Your verification' });
const CHANGES = 'Our team asks you to change your registration';

it('says on which day the trust verified the member', async () => {
  renderDashboard([]);
  expect(await status()).toHaveTextContent(
    'Your profile is verified: the trust verified it on 12 March 2026.',
  );
  expect(screen.queryByRole('region', { name: CHANGES })).toBeNull();
});

it('says a pending registration waits for the team, and how long that usually takes', async () => {
  renderDashboard([], { profile: { ...ROHAN_PROFILE, status: 'pending', verified_on: null } });
  expect(await status()).toHaveTextContent(
    `Your registration is waiting for our team to verify it. This usually takes ${VERIFICATION_WORKING_DAYS} working days.`,
  );
});

it('shows what the team asked to change, with the way to My Profile', async () => {
  renderDashboard([], {
    profile: { ...ROHAN_PROFILE, status: 'pending', verified_on: null },
    dashboard: {
      ...NOTHING_ASKED,
      changes_requested: {
        asked_at: '2026-03-12T08:35:00.000Z',
        text: 'Please add a clear photo.',
      },
    },
  });
  const notice = await screen.findByRole('region', { name: CHANGES });
  expect(await status()).toHaveTextContent(
    'Our team asked you to change your registration before it can be verified',
  );
  expect(notice).toHaveTextContent('Please add a clear photo.');
  expect(within(notice).getByRole('link', { name: 'Go to My Profile' })).toHaveAttribute(
    'href',
    '/my_profile',
  );
});

it('says when the team could not verify the registration', async () => {
  renderDashboard([], { profile: { ...ROHAN_PROFILE, status: 'rejected', verified_on: null } });
  expect(await status()).toHaveTextContent('Our team could not verify your registration.');
});

it('says a name change waits for the team', async () => {
  renderDashboard([], {
    profile: {
      ...ROHAN_PROFILE,
      pending_identity: {
        mem_name: 'Rohan Gupta',
        gender: 'Male',
        dob: '2000-05-14',
        fmt_dob: '14 May 2000',
        requested_at: '2026-03-12T08:35:00.000Z',
      },
    },
  });
  expect(await status()).toHaveTextContent(
    'The change to your name, gender or date of birth waits for our team.',
  );
});
