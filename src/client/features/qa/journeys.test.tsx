import { act, screen, waitFor, within } from '@testing-library/react';
import { MESSAGES } from '../../../shared/domain/messages';
import { validRegistration } from '../../../shared/domain/schemas/registration.fixture';
import { dataAnswer, doneAnswer } from '../../../shared/protocol/wire';
import { loginRoutes, ROHAN_LOGIN } from '../auth/loginTestUtils';
import { memberSession, profileAnswer } from '../account/memberTestUtils';
import {
  ASHA,
  CONTACT,
  MEERA,
  MEERA_PROFILE,
  friend,
  page,
  receivedFrom,
  sentTo,
} from '../members/members.fixture';
import { memberRoutes } from '../members/memberTestUtils';
import { REGISTRATION_DRAFT_KEY } from '../registration/registrationDraft';
import { RegistrationPage } from '../registration/RegistrationPage';
import { renderRecorded, saveRecording } from './journeyTestUtils';
import { replayRecording } from './replay';

const TIMER = { timeout: 3000 };

const {
  password: _p,
  re_password: _r,
  consent: _c,
  height: _h,
  ...typedFields
} = validRegistration;

/** The journey's replay, from its actions alone, ends where the live store did. */
function expectReplayable(recording: ReturnType<ReturnType<typeof renderRecorded>['recording']>) {
  const { difference } = replayRecording(recording);
  expect(difference).toBeNull();
}

beforeEach(() => sessionStorage.clear());

describe('QA recordings of real journeys', () => {
  it('records register → login, and the recording replays to the same state', async () => {
    sessionStorage.setItem(
      REGISTRATION_DRAFT_KEY,
      JSON.stringify({ ...typedFields, height_feet: '5', height_inches: '9' }),
    );
    const view = renderRecorded(
      [{ path: '/register', element: <RegistrationPage /> }, ...loginRoutes],
      '/register',
      {
        getStates: dataAnswer([{ id: 2, name: 'Rajasthan' }]),
        getGotraList: dataAnswer([
          { id: 1, temple_name: 'Bansal' },
          { id: 2, temple_name: 'Goyal' },
        ]),
        register_member: doneAnswer('Received. We will verify your details.'),
        logint: dataAnswer(ROHAN_LOGIN),
      },
    );
    const { user } = view;
    await user.click(await screen.findByLabelText(/^Password/));
    await user.paste(validRegistration.password);
    await user.click(screen.getByLabelText(/^Re-enter password/));
    await user.paste(validRegistration.re_password);
    await user.click(screen.getByRole('checkbox', { name: /I give my consent/ }));
    await user.click(screen.getByRole('button', { name: 'Register' }));
    await waitFor(() => expect(view.calls.some((c) => c.type === 'register_member')).toBe(true));

    await act(() => view.router.navigate('/login'));
    await user.type(await screen.findByLabelText(/^Email/), 'rohan@example.in');
    await user.type(screen.getByLabelText(/^Password/), 'monsoon evenings');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/home'), TIMER);

    const recording = view.recording();
    expect(recording.finalState).toMatchObject({ auth: { value: 'done' } });
    expectReplayable(recording);
    saveRecording('register-login', recording);
  });

  it('records forgot password with an OTP, and the recording replays to the same state', async () => {
    const saved = 'Your password has been changed. You are logged in.';
    const fresh = { ...ROHAN_LOGIN, local_token: 'tok-after-reset' };
    const view = renderRecorded(loginRoutes, '/login', {
      registerWithOTP: dataAnswer([{ id: 'tkt-9' }]),
      logotp: dataAnswer(ROHAN_LOGIN),
      resetPasswordAndLogin: dataAnswer({ ...fresh, message: saved }),
    });
    const { user } = view;
    await user.click(screen.getByRole('tab', { name: 'Forgot password' }));
    await user.type(screen.getByLabelText(/^Registered email/), 'rohan@example.in');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    await user.type(await screen.findByLabelText(/^6-digit code/), '482913');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText(MESSAGES.otpOk)).toBeInTheDocument();
    await user.type(screen.getByLabelText(/^New password/), 'a new passphrase');
    await user.type(screen.getByLabelText(/^Confirm new password/), 'a new passphrase');
    await user.click(screen.getByRole('button', { name: 'Save password' }));
    expect(await screen.findByText(saved)).toBeInTheDocument();
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/home'), TIMER);

    const recording = view.recording();
    expect(recording.finalState).toMatchObject({
      auth: { value: 'done' },
      // Logged in (the recording redacts the token itself).
      session: { userDS: [ROHAN_LOGIN.user] },
    });
    expectReplayable(recording);
    saveRecording('forgot-password-otp', recording);
  });

  it('records send → accept → view profile, and the recording replays to the same state', async () => {
    let sent = false;
    let accepted = false;
    const priyaPhoto = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUg==';
    const view = renderRecorded(
      memberRoutes,
      '/search_matching',
      {
        getMyProfile: profileAnswer(),
        getMembers: () => page([sent ? sentTo(ASHA, 'Pending', 40) : ASHA]),
        sendMemberRequest: () => {
          sent = true;
          return doneAnswer(MESSAGES.requestSentNotice);
        },
        getFriendsMembers: () =>
          dataAnswer([
            accepted
              ? friend(
                  receivedFrom({ ...MEERA, pro_pic: priyaPhoto }, 'Accepted'),
                  'received',
                  CONTACT,
                )
              : friend(receivedFrom({ ...MEERA, pro_pic: priyaPhoto }, 'Pending'), 'received'),
            friend(sentTo(ASHA, 'Pending', 40), 'sent'),
          ]),
        acceptRejFrdRequest: () => {
          accepted = true;
          return doneAnswer('Request accepted.');
        },
        getMemberProfile: dataAnswer(MEERA_PROFILE),
      },
      { session: memberSession },
    );
    const { user } = view;
    const asha = await screen.findByRole('article', { name: 'Asha Gupta' });
    await user.click(within(asha).getByRole('button', { name: 'Send interest to Asha Gupta' }));
    // The note dialog (requirements §4.5.5): sent without a note.
    await user.click(
      within(screen.getByRole('dialog')).getByRole('button', { name: 'Send interest' }),
    );
    expect(await within(asha).findByText(MESSAGES.requestSentNotice)).toBeInTheDocument();
    await waitFor(() => expect(view.calls.filter((c) => c.type === 'getMembers')).toHaveLength(2));

    await act(() => view.router.navigate('/intrested_member'));
    const meera = await screen.findByRole('article', { name: 'Meera Jain' });
    await user.click(within(meera).getByRole('button', { name: /^Accept/ }));
    // Accepting asks once (requirements §4.5.6).
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Accept' }));
    expect(await within(meera).findByText('Request accepted.')).toBeInTheDocument();
    await user.click(
      await within(meera).findByRole('link', { name: 'View Profile of Meera Jain' }),
    );
    expect(await screen.findByRole('heading', { name: 'Meera Jain', level: 1 })).toBeVisible();

    const recording = view.recording();
    expect(recording.finalState).toMatchObject({
      requests: { byMember: { [MEERA.account_info_id]: { value: 'accepted' } } },
    });
    expectReplayable(recording);
    saveRecording('send-accept-view-profile', recording);
  });
});
