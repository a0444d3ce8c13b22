import { screen, within } from '@testing-library/react';
import { dataAnswer, doneAnswer, failAnswer } from '../../../shared/protocol/wire';
import { appRoutes } from '../../app/routes';
import { renderWithProviders } from '../../test/render';
import { memoryStorage } from '../../test/memoryStorage';
import { ROHAN_PROFILE, memberSession, profileAnswer } from '../account/memberTestUtils';

/** My Profile's identity pieces: the verification badge, the waiting change, email and mobile. */
const LISTS = {
  getStates: dataAnswer([{ id: 2, name: 'Rajasthan' }]),
  getGotraList: dataAnswer([{ id: 1, temple_name: 'Bansal' }]),
};

function renderProfile(answers = {}, profile = ROHAN_PROFILE) {
  return renderWithProviders(appRoutes, {
    route: '/my_profile',
    preloadedState: { session: memberSession },
    storages: { local: memoryStorage(), session: memoryStorage() },
    answers: { getMyProfile: profileAnswer(profile), ...LISTS, ...answers },
  });
}

const section = () => screen.getByRole('region', { name: 'Change email or mobile' });
const form = (legend: string) =>
  within(section()).getByRole('group', { name: legend }).closest('form') as HTMLFormElement;

it('shows the badge, and the change waiting for the team with the asked values', async () => {
  renderProfile(
    {},
    {
      ...ROHAN_PROFILE,
      pending_identity: {
        mem_name: 'Rohit Mittal',
        gender: 'Male',
        dob: '1999-01-02',
        fmt_dob: '2 January 1999',
        requested_at: '2026-03-12T10:00:00.000Z',
      },
    },
  );
  // The first render loads the lazy screen: a generous wait for a loaded machine.
  await screen.findByRole('heading', { name: 'My Profile' }, { timeout: 10_000 });
  expect(screen.getByText('Verified by the trust on 12 March 2026')).toBeInTheDocument();
  const notice = screen.getByRole('status', { name: 'Your changes are waiting for the team' });
  expect(notice).toHaveTextContent(/other members see your details as they were/);
  expect(within(notice).getByText('Rohit Mittal')).toBeInTheDocument();
  expect(within(notice).getByText('2 January 1999')).toBeInTheDocument();
  // The form keeps the values others see until the team approves.
  expect(screen.getByLabelText(/^Full name/)).toHaveValue('Rohan Mittal');
});

it('shows no waiting notice when nothing waits, and email and mobile read-only', async () => {
  renderProfile();
  await screen.findByRole('heading', { name: 'My Profile' });
  expect(screen.queryByRole('status', { name: /waiting for the team/ })).toBeNull();
  // Email and mobile are shown in the details but change only through their own forms.
  expect(screen.getByLabelText(/^Email/)).toHaveAttribute('readonly');
  expect(screen.getByLabelText(/^Mobile/)).toHaveAttribute('readonly');
});

it('changes the email with the current password: fills every field and sends it', async () => {
  const sent = 'We have sent a link to the new address.';
  const { user, calls } = renderProfile({ changeEmail: doneAnswer(sent) });
  await screen.findByRole('region', { name: 'Change email or mobile' });
  const email = form('Change email');
  await user.type(within(email).getByLabelText(/^New email address/), 'rohan.new@example.in');
  await user.type(within(email).getByLabelText(/^Your current password/), 'my-secret-1');
  await user.click(within(email).getByRole('button', { name: 'Change email' }));
  expect(await within(email).findByRole('status')).toHaveTextContent(sent);
  expect(calls.filter((c) => c.type === 'changeEmail').map((c) => c.fields)).toEqual([
    expect.objectContaining({
      local_token: 'tok-rohan',
      email_id: 'rohan.new@example.in',
      password: 'my-secret-1',
    }),
  ]);
  expect(within(email).getByLabelText(/^Your current password/)).toHaveValue('');
});

it('changes the mobile: fills every field, and a refusal is an alert', async () => {
  const { user, calls } = renderProfile({
    changeMobile: failAnswer('The password is not correct.'),
  });
  await screen.findByRole('region', { name: 'Change email or mobile' });
  const mobile = form('Change mobile');
  await user.type(within(mobile).getByLabelText(/^New mobile number/), '9876500001');
  await user.type(within(mobile).getByLabelText(/^Your current password/), 'wrong');
  await user.click(within(mobile).getByRole('button', { name: 'Change mobile' }));
  expect(await within(mobile).findByRole('alert')).toHaveTextContent(
    'The password is not correct.',
  );
  expect(calls.filter((c) => c.type === 'changeMobile').map((c) => c.fields)).toEqual([
    expect.objectContaining({ contact_no: '9876500001', password: 'wrong' }),
  ]);
});

it('asks for both fields before sending, and shows a new email that waits for its link', async () => {
  const { user, calls } = renderProfile(
    {},
    {
      ...ROHAN_PROFILE,
      pending_email: 'rohan.next@example.in',
    },
  );
  await screen.findByRole('region', { name: 'Change email or mobile' });
  expect(within(section()).getByRole('status')).toHaveTextContent(
    'Your new email address rohan.next@example.in is waiting',
  );
  const email = form('Change email');
  await user.type(within(email).getByLabelText(/^New email address/), 'x@example.in');
  await user.click(within(email).getByRole('button', { name: 'Change email' }));
  expect(await within(email).findByRole('alert')).toHaveTextContent('Fill blank records!');
  expect(calls.some((c) => c.type === 'changeEmail')).toBe(false);
});
