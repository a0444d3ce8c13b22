import { addListener, findNonSerializableValue, type UnknownAction } from '@reduxjs/toolkit';
import { act, screen, waitFor } from '@testing-library/react';
import { MESSAGES } from '../../../shared/domain/messages';
import { dataAnswer, type WireAnswer } from '../../../shared/protocol/wire';
import { renderLogin, ROHAN_LOGIN } from './loginTestUtils';

describe('LoginPage', () => {
  it('is a tabbed Member Login with ARIA tabs that arrow keys move between', async () => {
    const { user } = renderLogin();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Member Login');
    const list = screen.getByRole('tablist', { name: 'Member Login' });
    const login = screen.getByRole('tab', { name: 'Login' });
    const forgot = screen.getByRole('tab', { name: 'Forgot password' });
    expect(list).toContainElement(login);
    expect(login).toHaveAttribute('aria-selected', 'true');
    expect(forgot).toHaveAttribute('tabindex', '-1');
    expect(screen.getByRole('tabpanel')).toHaveAccessibleName('Login');

    login.focus();
    await user.keyboard('{ArrowRight}');
    expect(forgot).toHaveFocus();
    expect(forgot).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveAccessibleName('Forgot password');
    expect(screen.getByLabelText(/^Registered email/)).toBeInTheDocument();

    await user.keyboard('{ArrowRight}');
    expect(login).toHaveFocus();
    expect(screen.getByLabelText(/^Password/)).toBeInTheDocument();
    await user.keyboard('{End}');
    expect(forgot).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{Home}');
    expect(login).toHaveAttribute('aria-selected', 'true');
  });

  it('checks the form before sending: red borders, the seed message, focus on the first field', async () => {
    const { user, calls } = renderLogin();
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(screen.getByRole('alert')).toHaveTextContent(MESSAGES.fillBlank);
    const email = screen.getByLabelText(/^Email/);
    expect(email).toHaveClass('field--invalid');
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText(/^Password/)).toHaveClass('field--invalid');
    expect(email).toHaveFocus();
    expect(calls.some((c) => c.type === 'logint')).toBe(false);
  });

  it('asks for a proper email address', async () => {
    const { user, calls } = renderLogin();
    await user.type(screen.getByLabelText(/^Email/), 'rohan@example');
    await user.type(screen.getByLabelText(/^Password/), 'secret words');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(screen.getByLabelText(/^Email/)).toHaveAccessibleDescription(
      'Please enter a valid email address.',
    );
    expect(calls.some((c) => c.type === 'logint')).toBe(false);
  });

  it('shows the loading overlay while the login is under way', async () => {
    let answer!: (a: WireAnswer) => void;
    const { user } = renderLogin({
      answers: { logint: () => new Promise<WireAnswer>((r) => (answer = r)) },
    });
    await user.type(screen.getByLabelText(/^Email/), 'rohan@example.in');
    await user.type(screen.getByLabelText(/^Password/), 'monsoon evenings');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText('Logging in…')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Forgot password' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    answer(dataAnswer(ROHAN_LOGIN));
    // The answer takes the member on at once; the page she lands on says 'Login Successfully..'.
    expect(await screen.findByRole('heading', { name: 'Home page' })).toBeInTheDocument();
    expect(screen.queryByText('Logging in…')).toBeNull();
  });

  it('dispatches a readable, serialisable sequence of actions for a login', async () => {
    const view = renderLogin({ answers: { logint: dataAnswer(ROHAN_LOGIN) } });
    const seen: UnknownAction[] = [];
    view.store.dispatch(addListener({ predicate: () => true, effect: (a) => void seen.push(a) }));
    const errors = jest.spyOn(console, 'error');
    await view.user.type(screen.getByLabelText(/^Email/), 'rohan@example.in');
    await view.user.type(screen.getByLabelText(/^Password/), 'monsoon evenings');
    await view.user.click(screen.getByRole('button', { name: 'Login' }));
    await waitFor(() => expect(view.router?.state.location.pathname).toBe('/home'), {
      timeout: 3000,
    });

    const named = seen
      .filter((a) => !a.type.startsWith('api/queries') && !a.type.startsWith('api/subscriptions'))
      .filter((a) => !a.type.startsWith('api/internal'))
      .map((a) =>
        a.type === 'auth/flowEvent'
          ? `auth/flowEvent ${(a.payload as { type: string }).type}`
          : a.type,
      );
    expect(named).toEqual([
      'auth/flowEvent login.submitted',
      'api/executeMutation/pending',
      'api/executeMutation/fulfilled',
      'auth/flowEvent login.succeeded',
      'session/loggedIn',
    ]);
    expect(seen.filter((a) => findNonSerializableValue(a) !== false)).toEqual([]);
    expect(findNonSerializableValue(view.store.getState())).toBe(false);
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
  });

  it('starts afresh when opened again after a finished flow', async () => {
    const view = renderLogin({ answers: { logint: dataAnswer(ROHAN_LOGIN) } });
    await view.user.type(screen.getByLabelText(/^Email/), 'rohan@example.in');
    await view.user.type(screen.getByLabelText(/^Password/), 'monsoon evenings');
    await view.user.click(screen.getByRole('button', { name: 'Login' }));
    await waitFor(() => expect(view.router?.state.location.pathname).toBe('/home'), {
      timeout: 3000,
    });
    await act(() => view.router?.navigate('/login'));
    expect(await screen.findByRole('button', { name: 'Login' })).toBeInTheDocument();
    expect(view.store.getState().auth?.value).toBe('login');
    expect(screen.getByText(/You are logged in as Rohan/)).toBeInTheDocument();
  });
});
