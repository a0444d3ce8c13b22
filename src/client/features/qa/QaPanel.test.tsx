import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import { memoryStorage } from '../../app/memoryStorage';
import { appReducer } from '../../app/rootReducer';
import { makeStore } from '../../app/store';
import { fakeTransport } from '../../test/fakeTransport';
import { loginRoutes } from '../auth/loginTestUtils';
import { recordingFiles } from './journeyTestUtils';
import { QaPanel } from './QaPanel';
import { createRecorder } from './recorder';

const text = recordingFiles().find((f) => f.name === 'forgot-password-otp.json')?.text ?? '';

function renderPanel() {
  const recorder = createRecorder({ reducer: appReducer });
  const { transport, calls } = fakeTransport();
  const store = makeStore({
    transport,
    storages: { local: memoryStorage(), session: memoryStorage() },
    recorder: recorder.middleware,
  });
  const router = createMemoryRouter(loginRoutes, { initialEntries: ['/login'] });
  render(
    <Provider store={store}>
      <RouterProvider router={router} />
      <QaPanel recorder={recorder} router={router} />
    </Provider>,
  );
  return { store, router, recorder, calls, user: userEvent.setup() };
}

describe('the QA panel', () => {
  it('opens with Alt+Shift+Q as a labelled dialog, and closes with Escape', async () => {
    renderPanel();
    expect(screen.queryByRole('dialog')).toBeNull();
    fireEvent.keyDown(window, { code: 'KeyQ', key: 'Q', altKey: true, shiftKey: true });
    const dialog = await screen.findByRole('dialog', { name: 'QA recorder' });
    expect(within(dialog).getByRole('heading', { name: 'QA recorder' })).toHaveFocus();
    fireEvent.keyDown(window, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('steps a loaded recording forwards and backwards, and the screen follows', async () => {
    const { store, recorder, calls, user } = renderPanel();
    fireEvent.keyDown(window, { code: 'KeyQ', key: 'Q', altKey: true, shiftKey: true });
    const dialog = await screen.findByRole('dialog', { name: 'QA recorder' });
    const kept = recorder.size();
    await user.upload(
      within(dialog).getByLabelText(/Load a recording/),
      new File([text], 'forgot.json', { type: 'application/json' }),
    );
    const status = await within(dialog).findByRole('status');
    expect(status).toHaveTextContent(/Step 0 of \d+ \(the recorded start\)/);

    const forward = within(dialog).getByRole('button', { name: 'Forward' });
    while (store.getState().auth?.value !== 'otp') await user.click(forward);
    expect(await screen.findByLabelText(/^6-digit code/)).toBeInTheDocument();
    expect(status).toHaveTextContent('auth/flowEvent otp.sent');
    expect(within(dialog).getByRole('list', { name: 'Machine steps' })).toHaveTextContent(
      'auth: sendingOtp → otp',
    );

    const back = within(dialog).getByRole('button', { name: 'Back' });
    while (store.getState().auth?.value !== 'forgot') await user.click(back);
    expect(await screen.findByLabelText(/^Registered email/)).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Last' }));
    expect(store.getState().auth?.value).toBe('done');
    // Stepping is not recorded and never reaches the service.
    expect(recorder.size()).toBe(kept);
    expect(calls.filter((c) => c.type !== 'getAccessToken')).toEqual([]);

    await act(() => user.click(within(dialog).getByRole('button', { name: 'Stop replay' })));
    expect(store.getState().auth?.value).toBe('login');
  });
});
