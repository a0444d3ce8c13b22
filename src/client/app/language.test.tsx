import { screen, waitFor, within } from '@testing-library/react';
import { dataAnswer } from '../../shared/protocol/wire';
import { MENUS } from '../test/fixtures';
import { memoryStorage } from './memoryStorage';
import { renderWithProviders } from '../test/render';
import { appRoutes } from './routes';

// Issue #18's switch, through the whole app: header, login form and <html lang>.
const answers = { getAccessToken: dataAnswer({ menus: MENUS, roles: ['visitor'], user: null }) };

afterEach(() => {
  document.documentElement.lang = 'en';
});

describe('the language switch', () => {
  it('turns the login form into Hindi, sets <html lang="hi"> and remembers the choice', async () => {
    const storages = { local: memoryStorage(), session: memoryStorage() };
    const { user } = renderWithProviders(appRoutes, { route: '/login', answers, storages });
    const form = await screen.findByRole('form', { name: 'Login' });
    expect(within(form).getByLabelText(/^Email/)).toBeInTheDocument();

    const group = screen.getByRole('group', { name: 'Language' });
    const hindi = within(group).getByRole('button', { name: 'हिन्दी' });
    expect(within(group).getByRole('button', { name: 'English' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await user.click(hindi);

    const hiForm = await screen.findByRole('form', { name: 'लॉग इन' });
    expect(within(hiForm).getByLabelText(/^ईमेल/)).toBeInTheDocument();
    expect(within(hiForm).getByLabelText(/^पासवर्ड/)).toBeInTheDocument();
    expect(within(hiForm).getByRole('button', { name: 'लॉग इन करें' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'सदस्य लॉग इन' })).toBeInTheDocument();
    expect(hindi).toHaveAttribute('aria-pressed', 'true');
    const account = screen.getByRole('navigation', { name: 'खाता' });
    expect(within(account).getByRole('link', { name: 'नया पंजीकरण' })).toHaveAttribute(
      'href',
      '/member_registration',
    );
    expect(screen.getByRole('button', { name: /मेन्यू/ })).toBeInTheDocument();
    expect(document.documentElement).toHaveAttribute('lang', 'hi');
    expect(storages.local.getItem('language')).toBe('hi');
  });

  it('is keyboard usable, and English comes back', async () => {
    const { user } = renderWithProviders(appRoutes, { route: '/login', answers });
    const hindi = await screen.findByRole('button', { name: 'हिन्दी' });
    hindi.focus();
    await user.keyboard('{Enter}');
    await screen.findByRole('form', { name: 'लॉग इन' });
    await user.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'English' })).toHaveFocus();
    await user.keyboard(' ');
    await screen.findByRole('form', { name: 'Login' });
    expect(document.documentElement).toHaveAttribute('lang', 'en');
  });

  it('a later visit starts in the remembered language', async () => {
    const local = memoryStorage();
    local.setItem('language', 'hi');
    const { loadPersistedState } = await import('./persist');
    const storages = { local, session: memoryStorage() };
    renderWithProviders(appRoutes, {
      route: '/login',
      answers,
      storages,
      preloadedState: loadPersistedState(storages),
    });
    expect(await screen.findByRole('form', { name: 'लॉग इन' })).toBeInTheDocument();
    await waitFor(() => expect(document.documentElement).toHaveAttribute('lang', 'hi'));
  });

  it('shows the Hindi forgot-password screen, with the 6-digit code in words', async () => {
    const local = memoryStorage();
    local.setItem('language', 'hi');
    const { loadPersistedState } = await import('./persist');
    const storages = { local, session: memoryStorage() };
    const { user } = renderWithProviders(appRoutes, {
      route: '/login',
      answers,
      storages,
      preloadedState: loadPersistedState(storages),
    });
    await user.click(await screen.findByRole('tab', { name: 'पासवर्ड भूल गए' }));
    const form = await screen.findByRole('form', { name: 'पासवर्ड भूल गए' });
    expect(within(form).getByText(/6 अंकों का कोड/)).toBeInTheDocument();
    expect(within(form).getByLabelText(/^पंजीकृत ईमेल/)).toBeInTheDocument();
    expect(within(form).getByRole('button', { name: 'कोड भेजें' })).toBeInTheDocument();
  });
});
