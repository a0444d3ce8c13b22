import { screen, within } from '@testing-library/react';
import { dataAnswer } from '../../../shared/protocol/wire';
import { renderWithProviders } from '../../test/render';
import { RegistrationPage } from './RegistrationPage';

it('says at the top of the registration form that this is a matrimonial service, with the safety tips', async () => {
  renderWithProviders(<RegistrationPage />, {
    answers: { getStates: dataAnswer([]), getGotraList: dataAnswer([]) },
  });
  const notice = screen.getByRole('complementary', { name: 'About this service' });
  expect(notice).toHaveTextContent('This is a matrimonial service, not a dating site.');
  expect(within(notice).getByRole('link', { name: 'safety tips' })).toHaveAttribute(
    'href',
    '/safety_tips',
  );
  // Above the form's first field, where it is read before anything is typed.
  const firstField = (await screen.findAllByRole('group'))[0] as HTMLElement;
  expect(
    notice.compareDocumentPosition(firstField) & Node.DOCUMENT_POSITION_FOLLOWING,
  ).toBeTruthy();
});
