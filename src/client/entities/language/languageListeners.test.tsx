import { screen, waitFor, within } from '@testing-library/react';
import { dataAnswer, doneAnswer } from '../../../shared/protocol/wire';
import { memoryStorage } from '../../app/memoryStorage';
import { LanguageSwitch } from '../../features/layout/LanguageSwitch';
import { memberSession, ROHAN } from '../../features/account/memberTestUtils';
import { renderWithProviders } from '../../test/render';
import { initialSessionState, loggedIn } from '../session/sessionSlice';

// Issue #18 items 2 and 5: a signed-in member's switch is kept on the server, for the mails.
const answers = {
  setMyLanguage: doneAnswer('Language saved.'),
  getMyProfile: dataAnswer({ id: ROHAN.id, first_name: ROHAN.first_name, mem_no: ROHAN.mem_no }),
};
const languageCalls = (calls: { type: string; fields: Record<string, string> }[]) =>
  calls.filter((c) => c.type === 'setMyLanguage').map((c) => c.fields);

afterEach(() => {
  document.documentElement.lang = 'en';
});

describe('the language switch and the server', () => {
  it('sends a signed-in member’s choice with the member’s token', async () => {
    const { user, calls } = renderWithProviders(<LanguageSwitch />, {
      answers,
      preloadedState: { session: memberSession },
    });
    const group = screen.getByRole('group', { name: 'Language' });
    await user.click(within(group).getByRole('button', { name: 'हिन्दी' }));
    await waitFor(() =>
      expect(languageCalls(calls)).toEqual([
        expect.objectContaining({ local_token: 'tok-rohan', language: 'hi' }),
      ]),
    );
    await user.click(await screen.findByRole('button', { name: 'English' }));
    await waitFor(() => expect(languageCalls(calls).map((f) => f.language)).toEqual(['hi', 'en']));
  });

  it('sends nothing for a visitor: the choice stays in the browser', async () => {
    const storages = { local: memoryStorage(), session: memoryStorage() };
    const { user, calls } = renderWithProviders(<LanguageSwitch />, { answers, storages });
    await user.click(screen.getByRole('button', { name: 'हिन्दी' }));
    await waitFor(() => expect(storages.local.getItem('language')).toBe('hi'));
    await new Promise((r) => setTimeout(r, 20));
    expect(languageCalls(calls)).toEqual([]);
  });

  it('at login, sends the language chosen in this browser, and nothing when none was', async () => {
    const chose = { local: memoryStorage({ language: 'hi' }), session: memoryStorage() };
    const first = renderWithProviders(<LanguageSwitch />, {
      answers,
      storages: chose,
      preloadedState: { session: initialSessionState },
    });
    first.store.dispatch(loggedIn({ user: ROHAN, token: 'tok-new' }));
    await waitFor(() =>
      expect(languageCalls(first.calls)).toEqual([
        expect.objectContaining({ local_token: 'tok-new', language: 'hi' }),
      ]),
    );
    first.unmount();

    const fresh = renderWithProviders(<LanguageSwitch />, {
      answers,
      preloadedState: { session: initialSessionState },
    });
    fresh.store.dispatch(loggedIn({ user: ROHAN, token: 'tok-other' }));
    await new Promise((r) => setTimeout(r, 20));
    expect(languageCalls(fresh.calls)).toEqual([]);
  });
});
