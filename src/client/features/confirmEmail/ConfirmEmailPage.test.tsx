import { screen } from '@testing-library/react';
import { doneAnswer, failAnswer } from '../../../shared/protocol/wire';
import { appRoutes } from '../../app/routes';
import { renderWithProviders } from '../../test/render';
import { memoryStorage } from '../../test/memoryStorage';

const CONFIRMED = 'Your email address has been changed. Please use it when you log in.';
const render = (route: string, answers = {}) =>
  renderWithProviders(appRoutes, {
    route,
    storages: { local: memoryStorage(), session: memoryStorage() },
    answers,
  });

it('sends the link’s token when the member presses the button, and says it worked', async () => {
  const { user, calls } = render('/confirm-email?token=abc-123_x', {
    confirmEmailChange: doneAnswer(CONFIRMED),
  });
  await user.click(await screen.findByRole('button', { name: 'Confirm my new email' }));
  expect(await screen.findByRole('status')).toHaveTextContent(CONFIRMED);
  expect(calls.filter((c) => c.type === 'confirmEmailChange').map((c) => c.fields)).toEqual([
    expect.objectContaining({ token: 'abc-123_x' }),
  ]);
  expect(screen.getByRole('link', { name: 'Go to Member Login' })).toHaveAttribute(
    'href',
    '/login',
  );
});

it('shows a refused link as an alert', async () => {
  const { user } = render('/confirm-email?token=old', {
    confirmEmailChange: failAnswer('This link is not valid or has expired.'),
  });
  await user.click(await screen.findByRole('button', { name: 'Confirm my new email' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('not valid or has expired');
});

it('says a link without its token is incomplete, and sends nothing', async () => {
  const { calls } = render('/confirm-email');
  expect(await screen.findByRole('alert')).toHaveTextContent('This link is incomplete.');
  expect(calls.some((c) => c.type === 'confirmEmailChange')).toBe(false);
});
