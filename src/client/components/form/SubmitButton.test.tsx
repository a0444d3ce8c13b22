import { act } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server.node';
import { SubmitButton } from './SubmitButton';

const form = (disabled?: boolean) => (
  <form aria-label="Login">
    <input name="password" defaultValue="secret" />
    <SubmitButton disabled={disabled}>Login</SubmitButton>
  </form>
);

describe('SubmitButton', () => {
  it('is written disabled by the server and enabled once the page is hydrated', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(form());
    document.body.append(container);
    const button = container.querySelector('button')!;
    expect(button.type).toBe('submit');
    expect(button.disabled).toBe(true);
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    await act(async () => {
      hydrateRoot(container, form());
    });
    // The same element, hydrated without a mismatch, and now it can be pressed.
    expect(container.querySelector('button')).toBe(button);
    expect(button.disabled).toBe(false);
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
    container.remove();
  });

  it('stays disabled when its form says so', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(form(true));
    await act(async () => {
      hydrateRoot(container, form(true));
    });
    expect(container.querySelector('button')!.disabled).toBe(true);
  });
});
