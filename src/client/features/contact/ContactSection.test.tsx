import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { Provider } from 'react-redux';
import { MESSAGES } from '../../../shared/domain/messages';
import { DEFAULT_RES_FUNC, decodeForm } from '../../../shared/protocol/form';
import { doneAnswer, encodeAnswer, failAnswer, invalidAnswer } from '../../../shared/protocol/wire';
import type { Transport } from '../../api/transport';
import { makeStore } from '../../app/store';
import { memoryStorage } from '../../test/memoryStorage';
import { ContactSection } from './index';
import { DRAFT_KEY } from './contactDraft';
import { NETWORK_FAILURE } from './contactOutcome';

interface Call {
  path: string;
  body: string;
}

/** A real store whose transport answers with the given fragment text (or failure). */
function setup(answer: (call: Call) => Promise<string>) {
  const calls: Call[] = [];
  const transport: Transport = (path, body) => {
    calls.push({ path, body });
    return answer({ path, body });
  };
  const store = makeStore({
    transport,
    storages: { local: memoryStorage(), session: memoryStorage() },
  });
  const user = userEvent.setup();
  const ui = () => (
    <Provider store={store}>
      <ContactSection />
    </Provider>
  );
  const view = render(ui());
  return { calls, user, view, remount: () => render(ui()) };
}

const answering = (text: string) => () => Promise.resolve(text);

const name = () => screen.getByRole('textbox', { name: /^Name/ });
const phone = () => screen.getByRole('textbox', { name: /^Contact No/ });
const email = () => screen.getByRole('textbox', { name: /^Email/ });
const message = () => screen.getByRole('textbox', { name: /^Message/ });
const send = () => screen.getByRole('button', { name: 'Send Message' });

async function fillValid(user: ReturnType<typeof userEvent.setup>) {
  await user.type(name(), 'Asha Goyal');
  await user.type(phone(), '98765 43210');
  await user.type(email(), 'asha.goyal@example.in');
  await user.type(message(), 'Please call me back about the committee.');
}

const expectInvalid = (el: HTMLElement) => {
  expect(el).toHaveAttribute('aria-invalid', 'true');
  expect(el).toHaveClass('field--invalid');
};
const expectValid = (el: HTMLElement) => {
  expect(el).not.toHaveAttribute('aria-invalid');
  expect(el).not.toHaveClass('field--invalid');
};

beforeEach(() => sessionStorage.clear());

describe('Write to Us', () => {
  it('shows its heading and the +91 prefix beside Contact No', () => {
    setup(answering(encodeAnswer(doneAnswer('Thanks'))));
    expect(screen.getByRole('heading', { name: 'Write to Us' })).toBeInTheDocument();
    expect(phone()).toHaveAccessibleDescription('+91');
  });

  it('refuses an empty form: seed message, three red fields, focus on Name, nothing posted', async () => {
    const { calls, user } = setup(answering(encodeAnswer(doneAnswer('Thanks'))));
    await user.click(send());

    expect(screen.getByRole('alert')).toHaveTextContent(MESSAGES.fillBlank);
    expectInvalid(name());
    expectInvalid(phone());
    expectInvalid(message());
    expectValid(email());
    expect(name()).toHaveAccessibleDescription('Please enter your name.');
    expect(name()).toHaveFocus();
    expect(calls).toHaveLength(0);
  });

  it('moves focus to the first field still wrong', async () => {
    const { calls, user } = setup(answering(encodeAnswer(doneAnswer('Thanks'))));
    await user.type(name(), 'Asha');
    await user.click(send());
    expect(phone()).toHaveFocus();
    expectValid(name());
    expect(calls).toHaveLength(0);
  });

  it('refuses a malformed email but accepts an empty one', async () => {
    const { calls, user } = setup(answering(encodeAnswer(doneAnswer('Thanks'))));
    await fillValid(user);
    await user.clear(email());
    await user.type(email(), 'asha@example');
    await user.click(send());

    expect(screen.getByRole('alert')).toHaveTextContent(MESSAGES.fillBlank);
    expectInvalid(email());
    expect(email()).toHaveAccessibleDescription(/Please enter a valid email address\./);
    expect(email()).toHaveFocus();
    expect(calls).toHaveLength(0);

    await user.clear(email());
    await user.click(send());
    await screen.findByText('Thanks');
    expect(calls).toHaveLength(1);
    expect(decodeForm(calls[0]!.body).email).toBe('');
  });

  it('refuses a phone number that is too short', async () => {
    const { calls, user } = setup(answering(encodeAnswer(doneAnswer('Thanks'))));
    await fillValid(user);
    await user.clear(phone());
    await user.type(phone(), '12-34');
    await user.click(send());
    expectInvalid(phone());
    expect(phone()).toHaveAccessibleDescription(/Please enter a valid phone number\./);
    expect(calls).toHaveLength(0);
  });

  it("posts exactly the seed's fields, shows the answer and clears the form", async () => {
    const { calls, user } = setup(
      answering(encodeAnswer(doneAnswer('Thank you, we will call you.'))),
    );
    await fillValid(user);
    await user.click(send());

    expect(await screen.findByRole('alert')).toHaveTextContent('Thank you, we will call you.');
    expect(calls).toHaveLength(1);
    expect(calls[0]!.path).toBe('/api?pm=addContactRequest');
    expect(decodeForm(calls[0]!.body)).toEqual({
      curl_type: 'addContactRequest',
      res_func: DEFAULT_RES_FUNC,
      _name: 'Asha Goyal',
      contact_no: '9876543210',
      email: 'asha.goyal@example.in',
      message: 'Please call me back about the committee.',
    });
    expect(screen.getByRole('alert')).toHaveFocus();
    for (const el of [name(), phone(), email(), message()]) expect(el).toHaveValue('');
    expect(sessionStorage.getItem(DRAFT_KEY)).toBeNull();
  });

  it('drops a typed +91 since the prefix is already shown', async () => {
    const { calls, user } = setup(answering(encodeAnswer(doneAnswer('Thanks'))));
    await fillValid(user);
    await user.clear(phone());
    await user.type(phone(), '+91 98765-43210');
    await user.click(send());
    await screen.findByText('Thanks');
    expect(decodeForm(calls[0]!.body).contact_no).toBe('9876543210');
  });

  it.each([
    ['-10', invalidAnswer('Please give a valid contact number.')],
    ['0', failAnswer('We could not save your message.')],
  ])('keeps every value when the answer is %s', async (_status, answer) => {
    const { user } = setup(answering(encodeAnswer(answer)));
    await fillValid(user);
    await user.click(send());

    expect(await screen.findByRole('alert')).toHaveTextContent(answer.text);
    expect(name()).toHaveValue('Asha Goyal');
    expect(phone()).toHaveValue('98765 43210');
    expect(email()).toHaveValue('asha.goyal@example.in');
    expect(message()).toHaveValue('Please call me back about the committee.');
  });

  it('keeps everything typed, and the draft, when the network fails', async () => {
    const { calls, user } = setup(() => Promise.reject(new TypeError('Failed to fetch')));
    await fillValid(user);
    await user.click(send());

    expect(await screen.findByRole('alert')).toHaveTextContent(NETWORK_FAILURE);
    expect(calls).toHaveLength(1);
    expect(name()).toHaveValue('Asha Goyal');
    expect(phone()).toHaveValue('98765 43210');
    expect(email()).toHaveValue('asha.goyal@example.in');
    expect(message()).toHaveValue('Please call me back about the committee.');
    expect(JSON.parse(sessionStorage.getItem(DRAFT_KEY) ?? '{}')).toMatchObject({
      _name: 'Asha Goyal',
      message: 'Please call me back about the committee.',
    });
    expect(send()).toBeEnabled();
  });

  it('shows the overlay and disables sending during the post, then removes it', async () => {
    let reply: (text: string) => void = () => undefined;
    const { calls, user } = setup(
      () =>
        new Promise<string>((resolve) => {
          reply = resolve;
        }),
    );
    await fillValid(user);
    await user.click(send());

    expect(await screen.findByRole('status')).toHaveTextContent('Sending…');
    expect(send()).toBeDisabled();
    expect(message()).toBeDisabled();
    await user.click(send());
    expect(calls).toHaveLength(1);

    await act(async () => reply(encodeAnswer(doneAnswer('Thanks'))));
    expect(await screen.findByRole('alert')).toHaveTextContent('Thanks');
    await waitFor(() => expect(screen.queryByRole('status')).not.toBeInTheDocument());
    expect(send()).toBeEnabled();
  });

  it('keeps the draft across a remount', async () => {
    const { user, view, remount } = setup(answering(encodeAnswer(doneAnswer('Thanks'))));
    await user.type(name(), 'Asha');
    await user.type(message(), 'Half written');
    view.unmount();

    remount();
    expect(name()).toHaveValue('Asha');
    expect(message()).toHaveValue('Half written');
  });

  it('can be filled in and sent with the keyboard alone', async () => {
    const { calls, user } = setup(answering(encodeAnswer(doneAnswer('Thanks'))));
    await user.tab();
    expect(name()).toHaveFocus();
    await user.keyboard('Asha');
    await user.tab();
    await user.keyboard('9876543210');
    await user.tab();
    await user.tab();
    expect(message()).toHaveFocus();
    await user.keyboard('Hello');
    await user.tab();
    expect(send()).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('Thanks');
    expect(calls).toHaveLength(1);
  });

  it('has no accessibility violations, before or after a failed check', async () => {
    const { user, view } = setup(answering(encodeAnswer(doneAnswer('Thanks'))));
    const audit = async () =>
      (await axe.run(view.container, { rules: { 'color-contrast': { enabled: false } } }))
        .violations;
    expect(await audit()).toEqual([]);
    await user.click(send());
    expect(await audit()).toEqual([]);
  });
});
