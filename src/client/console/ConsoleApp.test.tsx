import { screen, waitFor, within } from '@testing-library/react';
import type { DeskQueueAnswer, DeskRegistration, StaffMe } from '../../shared/protocol/staffTypes';
import { dataAnswer, failAnswer } from '../../shared/protocol/wire';
import { renderWithProviders } from '../test/render';
import { ConsoleApp } from './ConsoleApp';

const TOKEN = 'T'.repeat(43);
const ME: StaffMe = {
  staff_token: TOKEN,
  email: 'desk@trust.example',
  role: 'verifier',
  pending_count: 2,
};

const QUEUE: DeskQueueAnswer = {
  now: '2026-03-01T10:00:00.000Z',
  pending_count: 2,
  awaiting_changes: 0,
  items: [
    {
      member_id: '7',
      mem_no: '1007',
      mem_name: 'Asha Jain',
      email_id: 'asha@example.in',
      registered_by: 'Father',
      registered_at: '2026-02-27T09:00:00.000Z',
      waited_minutes: 2 * 1440 + 60,
    },
    {
      member_id: '9',
      mem_no: '1009',
      mem_name: 'Vikram Jain',
      email_id: 'vikram@example.in',
      registered_by: 'Self',
      registered_at: '2026-03-01T09:55:00.000Z',
      waited_minutes: 5,
    },
  ],
};

const REG: DeskRegistration = {
  member_id: '7',
  status: 'pending',
  registered_at: '2026-02-27T09:00:00.000Z',
  waited_minutes: 2 * 1440 + 60,
  office_registered_by: 'desk@trust.example',
  biodata: {
    mem_name: 'Asha Jain',
    height: 160,
    father_nm: 'Ramesh Jain',
    ref_one_nm: 'Suresh Gupta',
    ref_one_contact: '9822233344',
    ref_two_nm: 'Anita Sharma',
    ref_two_contact: '9833344455',
  },
  photos: [],
  duplicates: [
    {
      member_id: '3',
      mem_no: '1003',
      mem_name: 'Ravi Jain',
      status: 'verified',
      matches: ['number 9811122233'],
    },
  ],
  change_requests: [],
};

function renderConsole(answers = {}) {
  return renderWithProviders([{ path: '/team/*', element: <ConsoleApp /> }], {
    route: '/team',
    answers: {
      staffSignIn: (f) =>
        f.password === 'right-password-2026'
          ? dataAnswer({ staff_token: TOKEN, step: 'totp' })
          : failAnswer('The email or password is not correct.'),
      staffTotp: (f) =>
        f.code === '123456'
          ? dataAnswer(ME)
          : failAnswer('This code is not correct or has already been used.'),
      deskQueue: dataAnswer(QUEUE),
      consoleCounts: dataAnswer({ counts: { desk: 2, inbox: 0 } }),
      deskOpen: dataAnswer(REG),
      deskVerify: {
        status: '001',
        text: 'The registration has been verified; the member has been told by mail.',
      },
      ...answers,
    },
  });
}

async function signIn(user: ReturnType<typeof renderConsole>['user']) {
  await user.type(screen.getByLabelText(/^Email/), 'desk@trust.example');
  await user.type(screen.getByLabelText(/^Password/), 'right-password-2026');
  await user.click(screen.getByRole('button', { name: 'Continue' }));
  await user.type(await screen.findByLabelText(/6-digit code/), '123456');
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
}

it('signs in with password and code, lists the queue with waiting times and the count', async () => {
  const { user, calls } = renderConsole();
  await user.type(screen.getByLabelText(/^Email/), 'desk@trust.example');
  await user.type(screen.getByLabelText(/^Password/), 'wrong-password');
  await user.click(screen.getByRole('button', { name: 'Continue' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'The email or password is not correct.',
  );
  await user.clear(screen.getByLabelText(/^Password/));
  await user.type(screen.getByLabelText(/^Password/), 'right-password-2026');
  await user.click(screen.getByRole('button', { name: 'Continue' }));
  await user.type(await screen.findByLabelText(/6-digit code/), '654321');
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('already been used');
  await user.type(screen.getByLabelText(/6-digit code/), '123456');
  await user.click(screen.getByRole('button', { name: 'Sign in' }));

  const table = await screen.findByRole('table');
  const rows = within(table).getAllByRole('row');
  expect(rows[1]).toHaveTextContent('Asha Jain');
  expect(rows[1]).toHaveTextContent('2 days 1 hour');
  expect(rows[2]).toHaveTextContent('5 minutes');
  expect(screen.getByRole('navigation', { name: 'Console' })).toHaveTextContent(
    'Verification desk 2',
  );
  expect(screen.getByLabelText('2 waiting')).toBeInTheDocument();
  expect(calls.find((c) => c.type === 'deskQueue')?.fields.staff_token).toBe(TOKEN);
});

it('opens a registration and verifies it, then returns to the queue with the outcome', async () => {
  const { user, calls } = renderConsole();
  await signIn(user);
  await user.click(await screen.findByRole('link', { name: 'Asha Jain' }));
  expect(await screen.findByRole('heading', { level: 1, name: 'Asha Jain' })).toBeInTheDocument();
  expect(screen.getByText('Registered by the trust office (desk@trust.example)')).toBeVisible();
  const family = screen.getByRole('region', { name: 'Family' });
  expect(family).toHaveTextContent('Ramesh Jain');
  // The height as every screen shows it (requirements §5.6).
  expect(screen.getByRole('region', { name: 'Member' })).toHaveTextContent('5 ft 3 in (160 cm)');
  const refs = screen.getByRole('region', { name: 'Reference persons' });
  expect(refs).toHaveTextContent('Suresh Gupta');
  expect(refs).toHaveTextContent('9833344455');
  expect(screen.getByText(/number 9811122233/)).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Verify' }));
  expect(await screen.findByRole('status')).toHaveTextContent('The registration has been verified');
  expect(calls.find((c) => c.type === 'deskVerify')?.fields).toMatchObject({
    member_id: '7',
    staff_token: TOKEN,
  });
});

it('rejects with a preset reason and words', async () => {
  const { user, calls } = renderConsole({
    deskReject: { status: '001', text: 'The registration has been rejected.' },
  });
  await signIn(user);
  await user.click(await screen.findByRole('link', { name: 'Asha Jain' }));
  await user.click(await screen.findByRole('button', { name: 'Reject…' }));
  await user.click(screen.getByRole('button', { name: 'Reject the registration' }));
  expect(screen.getByRole('alert')).toHaveTextContent('Please choose a reason.');
  await user.selectOptions(screen.getByLabelText(/^Reason/), 'photo');
  await user.type(screen.getByLabelText(/In your words/), 'A group photo.');
  await user.click(screen.getByRole('button', { name: 'Reject the registration' }));
  await waitFor(() =>
    expect(calls.find((c) => c.type === 'deskReject')?.fields).toMatchObject({
      member_id: '7',
      reason: 'photo',
      text: 'A group photo.',
    }),
  );
});

it('asks for changes', async () => {
  const { user, calls } = renderConsole({
    deskAskChanges: { status: '001', text: 'The member has been asked for changes by mail.' },
  });
  await signIn(user);
  await user.click(await screen.findByRole('link', { name: 'Asha Jain' }));
  await user.click(await screen.findByRole('button', { name: 'Ask for changes…' }));
  await user.click(screen.getByRole('button', { name: 'Send the request for changes' }));
  expect(screen.getByRole('alert')).toHaveTextContent(
    'Please choose what the member should change.',
  );
  await user.selectOptions(screen.getByLabelText(/What should the member change/), 'photo');
  await user.type(screen.getByLabelText(/In your words/), 'A recent one, please.');
  await user.click(screen.getByRole('button', { name: 'Send the request for changes' }));
  expect(await screen.findByRole('status')).toHaveTextContent('asked for changes');
  expect(calls.find((c) => c.type === 'deskAskChanges')?.fields).toMatchObject({
    member_id: '7',
    reason: 'photo',
    text: 'A recent one, please.',
  });
});

it('goes back to sign-in when the session has ended on the server', async () => {
  const { user } = renderConsole({ deskQueue: failAnswer('Please sign in to the team console.') });
  await signIn(user);
  expect(
    await screen.findByText('Your session has ended. Please sign in again.'),
  ).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Continue' })).toBeInTheDocument();
});

it('marks the console noindex while it is on screen', () => {
  const { unmount } = renderConsole();
  expect(document.head.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe(
    'noindex, nofollow',
  );
  unmount();
  expect(document.head.querySelector('meta[name="robots"]')).toBeNull();
});

it("reuses the server's robots meta and gives it back on leaving", () => {
  const meta = document.createElement('meta');
  meta.name = 'robots';
  meta.content = 'noindex';
  document.head.append(meta);
  const { unmount } = renderConsole();
  expect(document.head.querySelectorAll('meta[name="robots"]')).toHaveLength(1);
  expect(meta.content).toBe('noindex, nofollow');
  unmount();
  expect(meta.content).toBe('noindex');
  meta.remove();
});
