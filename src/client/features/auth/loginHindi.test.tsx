import { screen, within } from '@testing-library/react';
import { MESSAGES } from '../../../shared/domain/messages';
import { failAnswer, type WireAnswer } from '../../../shared/protocol/wire';
import { loadCatalogue } from '../../entities/language';
import { renderLogin } from './loginTestUtils';

// Issue #18: the login screen in Hindi; the seed's words stay as they are, explained in Hindi.
const inHindi = { language: { chosen: 'hi', shown: 'hi' } } as const;

beforeAll(() => loadCatalogue('hi'));

describe('login in Hindi', () => {
  it('says what the overlay waits for in Hindi, and explains the seed’s English message', async () => {
    let answer!: (a: WireAnswer) => void;
    const { user } = renderLogin({
      preloadedState: inHindi,
      answers: { logint: () => new Promise<WireAnswer>((r) => (answer = r)) },
    });
    const form = screen.getByRole('form', { name: 'लॉग इन' });
    await user.type(within(form).getByLabelText(/^ईमेल/), 'rohan@example.in');
    await user.type(within(form).getByLabelText(/^पासवर्ड/), 'wrong password');
    await user.click(within(form).getByRole('button', { name: 'लॉग इन करें' }));
    expect(await screen.findByText('लॉग इन हो रहा है…')).toBeInTheDocument();

    answer(failAnswer(MESSAGES.loginFailed));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(MESSAGES.loginFailed);
    expect(alert).toHaveTextContent('(अर्थ: ईमेल या पासवर्ड सही नहीं है।)');
    expect(within(alert).getByText(MESSAGES.loginFailed)).toHaveAttribute('lang', 'en');
  });

  it('says its own checks in Hindi (issue #18 item 3), sending nothing', async () => {
    const { user, calls } = renderLogin({ preloadedState: inHindi });
    const form = screen.getByRole('form', { name: 'लॉग इन' });
    await user.click(within(form).getByRole('button', { name: 'लॉग इन करें' }));
    expect(screen.getByRole('alert')).toHaveTextContent(/^खाली जगहें भरें।$/);
    const email = within(form).getByLabelText(/^ईमेल/);
    expect(email).toHaveAccessibleDescription(expect.stringContaining('कृपया यह भरें।'));
    await user.type(email, 'rohan@');
    await user.type(within(form).getByLabelText(/^पासवर्ड/), 'some words');
    await user.click(within(form).getByRole('button', { name: 'लॉग इन करें' }));
    expect(email).toHaveAccessibleDescription(expect.stringContaining('कृपया सही ईमेल पता लिखें।'));
    expect(screen.getByRole('alert')).toHaveTextContent('कृपया नीचे चिह्नित जगहें ठीक करें।');
    expect(calls.some((c) => c.type === 'logint')).toBe(false);
  });

  it('adds nothing to the seed message in English', async () => {
    const { user } = renderLogin({ answers: { logint: failAnswer(MESSAGES.loginFailed) } });
    await user.type(screen.getByLabelText(/^Email/), 'rohan@example.in');
    await user.type(screen.getByLabelText(/^Password/), 'wrong password');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Invalid UserName or Password !$/);
  });
});
