import { screen, within } from '@testing-library/react';
import type { StaffAccountLine } from '../../../shared/protocol/consoleTypes';
import { dataAnswer, failAnswer } from '../../../shared/protocol/wire';
import type { FakeAnswers } from '../../test/fakeTransport';
import { signedInConsole } from '../consoleTestUtils';

/** A fake staff list with state: add, role changes and disabling change what it answers. */
function fakeStaff(): FakeAnswers {
  const items: StaffAccountLine[] = [
    {
      email: 'admin@trust.example',
      role: 'admin',
      added_at: '2026-01-05T04:30:00.000Z',
      disabled_at: null,
    },
    {
      email: 'desk@trust.example',
      role: 'verifier',
      added_at: '2026-02-01T04:30:00.000Z',
      disabled_at: null,
    },
  ];
  const find = (email = '') => items.find((s) => s.email === email);
  return {
    staffList: () => dataAnswer({ items }),
    staffAdd: (f: Record<string, string>) => {
      if (find(f.email)) return failAnswer(`${f.email} is already staff.`);
      items.push({
        email: f.email ?? '',
        role: f.role as 'editor',
        added_at: '2026-03-12T08:35:00.000Z',
        disabled_at: null,
      });
      return dataAnswer({
        email: f.email,
        role: f.role,
        otpauth_uri: 'otpauth://totp/Samaj%20Trust:new?secret=ABC',
        password: 'first-password-abcdefgh',
      });
    },
    staffSetRole: (f: Record<string, string>) => {
      const s = find(f.email);
      if (s?.role === 'admin')
        return { status: '0', text: 'This is the last active admin: add another admin first.' };
      Object.assign(s ?? {}, { role: f.role });
      return { status: '001', text: `${f.email} is now ${f.role}.` };
    },
    staffDisable: (f: Record<string, string>) => {
      Object.assign(find(f.email) ?? {}, { disabled_at: '2026-03-12T09:00:00.000Z' });
      return { status: '001', text: `Disabled ${f.email}; its sessions have ended.` };
    },
  };
}

it('adds a staff member and shows the authenticator link and first password once', async () => {
  const { user, calls } = await signedInConsole('admin', '/team/staff', fakeStaff());
  await user.click(await screen.findByRole('button', { name: 'Add' }));
  expect(screen.getByRole('alert')).toHaveTextContent('Please give the email and choose a role.');
  const form = screen.getByRole('region', { name: 'Add a staff member' });
  await user.type(within(form).getByLabelText(/^Email/), 'new@trust.example');
  await user.selectOptions(within(form).getByLabelText(/^Role/), 'editor');
  await user.click(screen.getByRole('button', { name: 'Add' }));
  const shown = await screen.findByRole('status');
  expect(shown).toHaveTextContent('new@trust.example has been added as editor');
  expect(shown).toHaveTextContent('otpauth://totp/Samaj%20Trust:new?secret=ABC');
  expect(shown).toHaveTextContent('first-password-abcdefgh');
  expect(calls.find((c) => c.type === 'staffAdd')?.fields).toMatchObject({
    email: 'new@trust.example',
    role: 'editor',
  });
  expect(await screen.findByRole('row', { name: /new@trust\.example/ })).toHaveTextContent(
    '12 Mar 2026, 14:05',
  );
});

it('changes a role, refuses the last admin with the reason, disables others but not oneself', async () => {
  const { user } = await signedInConsole('admin', '/team/staff', fakeStaff());
  const mine = await screen.findByRole('row', { name: /admin@trust\.example \(you\)/ });
  expect(within(mine).queryByRole('button', { name: /Disable/ })).toBeNull();
  await user.selectOptions(within(mine).getByLabelText(/Role of admin/), 'verifier');
  await user.click(within(mine).getByRole('button', { name: /^Change role/ }));
  expect(await within(mine).findByRole('alert')).toHaveTextContent('last active admin');

  const desk = screen.getByRole('row', { name: /desk@trust\.example/ });
  await user.selectOptions(within(desk).getByLabelText(/Role of desk/), 'editor');
  await user.click(within(desk).getByRole('button', { name: 'Change role of desk@trust.example' }));
  expect(await within(desk).findByRole('status')).toHaveTextContent(
    'desk@trust.example is now editor.',
  );
  await user.click(within(desk).getByRole('button', { name: 'Disable desk@trust.example' }));
  expect(await screen.findByText('Disabled 12 Mar 2026, 14:30')).toBeVisible();
});
