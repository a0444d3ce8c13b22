import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { FieldError, SelectField, TextArea, TextField } from './index';

describe('TextField', () => {
  it('ties its label, hint and leading text to the input', () => {
    render(<TextField id="phone" name="phone" label="Phone" hint="Ten digits" leadingText="+91" />);
    const input = screen.getByLabelText('Phone');
    expect(input).toHaveAttribute('aria-describedby', 'phone-lead phone-hint');
    expect(input).toHaveAccessibleDescription('+91 Ten digits');
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(input).not.toHaveClass('field--invalid');
  });

  it('marks a required field and shows its error', () => {
    render(<TextField id="nm" label="Name" required error="Please enter your name." />);
    const input = screen.getByRole('textbox', { name: /Name/ });
    expect(input).toBeRequired();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveClass('field--invalid');
    expect(input).toHaveAccessibleDescription('Please enter your name.');
    expect(screen.getByText('*')).toHaveAttribute('aria-hidden', 'true');
  });

  it('passes typing through to the owner', async () => {
    function Owner() {
      const [v, setV] = useState('');
      return (
        <>
          <TextField id="c" label="City" value={v} onChange={(e) => setV(e.target.value)} />
          <output>{v}</output>
        </>
      );
    }
    render(<Owner />);
    await userEvent.type(screen.getByLabelText('City'), 'Jaipur');
    expect(screen.getByRole('status')).toHaveTextContent('Jaipur');
  });
});

describe('TextArea', () => {
  it('links its error and turns red when invalid', () => {
    render(<TextArea id="msg" label="Message" error="Too long." />);
    const area = screen.getByLabelText('Message');
    expect(area.tagName).toBe('TEXTAREA');
    expect(area).toHaveClass('field--invalid');
    expect(area).toHaveAccessibleDescription('Too long.');
  });
});

describe('SelectField', () => {
  it('offers a not-chosen first option and the given options', async () => {
    const onChange = jest.fn();
    render(
      <SelectField
        id="g"
        label="Gender"
        placeholder="Select"
        placeholderValue="0"
        options={[
          { value: 'Male', label: 'Male' },
          { value: 'Female', label: 'Female' },
        ]}
        value="0"
        onChange={onChange}
      />,
    );
    const select = screen.getByLabelText('Gender');
    expect(screen.getAllByRole('option').map((o) => o.getAttribute('value'))).toEqual([
      '0',
      'Male',
      'Female',
    ]);
    await userEvent.selectOptions(select, 'Female');
    expect(onChange).toHaveBeenCalled();
  });
});

describe('FieldError', () => {
  it('renders nothing without a message', () => {
    const { container } = render(<FieldError id="e" />);
    expect(container).toBeEmptyDOMElement();
  });
});
