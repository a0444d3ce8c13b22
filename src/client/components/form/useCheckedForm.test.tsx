import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MESSAGES } from '../../../shared/domain/messages';
import { TextField } from './TextField';
import { CheckAlert } from './CheckAlert';
import { useCheckedForm } from './useCheckedForm';

function Form({ onValid }: { onValid: (values: { cm: string }) => void }) {
  const { formRef, submit, bind, checkAlert } = useCheckedForm({
    initialValues: { cm: '175' },
    validate: () => ({}),
    fields: ['cm'],
    idOf: (f) => `t-${f}`,
    onValid,
  });
  return (
    <form ref={formRef} onSubmit={submit}>
      <CheckAlert alert={checkAlert} />
      <TextField {...bind('cm')} label="Height (cm)" type="number" />
      <button type="submit">Save</button>
    </form>
  );
}

describe('useCheckedForm', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it('keeps a number input as the text typed', async () => {
    const onValid = jest.fn();
    render(<Form onValid={onValid} />);
    const user = userEvent.setup();
    await user.clear(screen.getByLabelText('Height (cm)'));
    await user.type(screen.getByLabelText('Height (cm)'), '180');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onValid).toHaveBeenCalledWith({ cm: '180' });
  });

  it('says so when the submit handler fails, keeps what was typed and lets the member retry', async () => {
    const onValid = jest.fn(() => {
      throw new TypeError('s.trim is not a function');
    });
    render(<Form onValid={onValid} />);
    const user = userEvent.setup();
    await user.clear(screen.getByLabelText('Height (cm)'));
    await user.type(screen.getByLabelText('Height (cm)'), '181');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.formCrashed);
    expect(screen.getByLabelText('Height (cm)')).toHaveValue(181);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onValid).toHaveBeenCalledTimes(2);
  });
});
