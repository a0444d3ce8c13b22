import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { check } from '../../../shared/domain/checks';
import type { Language } from '../../../shared/domain/languages';
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

/** Two fields under shared-schema check keys: a blank name and a height out of range. */
function CheckedForm({ language }: { language?: Language }) {
  const { formRef, submit, bind, checkAlert } = useCheckedForm({
    initialValues: { name: '', cm: '99' },
    validate: (v) => ({
      ...(v.name ? {} : { name: check('fillBlank') }),
      ...(v.cm === '175' ? {} : { cm: check('height', { min: 120, max: 230 }) }),
    }),
    fields: ['name', 'cm'],
    idOf: (f) => `c-${f}`,
    onValid: () => undefined,
    language,
  });
  return (
    <form ref={formRef} onSubmit={submit}>
      <CheckAlert alert={checkAlert} />
      <TextField {...bind('name')} label="Name" />
      <TextField {...bind('cm')} label="Height (cm)" />
      <button type="submit">Save</button>
    </form>
  );
}

describe('useCheckedForm', () => {
  it("says the checks in English by default: the seed's alert word for word", async () => {
    render(<CheckedForm />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByRole('alert')).toHaveTextContent(/^Fill blank records!$/);
    expect(screen.getByLabelText('Name')).toHaveAccessibleDescription('Please fill this in.');
    expect(screen.getByLabelText('Height (cm)')).toHaveAccessibleDescription(
      'Please enter a height between 120 and 230 cm.',
    );
  });

  it('says them in Hindi on a Hindi page (issue #18 item 3)', async () => {
    render(<CheckedForm language="hi" />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByRole('alert')).toHaveTextContent(/^खाली जगहें भरें।$/);
    expect(screen.getByLabelText('Name')).toHaveAccessibleDescription('कृपया यह भरें।');
    expect(screen.getByLabelText('Height (cm)')).toHaveAccessibleDescription(
      'कृपया 120 से 230 सेमी के बीच का कद लिखें।',
    );
    await user.type(screen.getByLabelText('Name'), 'Asha');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByRole('alert')).toHaveTextContent('कृपया नीचे चिह्नित जगहें ठीक करें।');
  });

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
