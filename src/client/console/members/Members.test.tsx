import { screen, within } from '@testing-library/react';
import type { MemberCard } from '../../../shared/protocol/consoleTypes';
import { dataAnswer } from '../../../shared/protocol/wire';
import type { FakeAnswers } from '../../test/fakeTransport';
import { signedInConsole } from '../consoleTestUtils';

/** A fake member file with state: suspend, restore and notes change what it answers. */
function fakeMembers(): FakeAnswers {
  const card: MemberCard = {
    member_id: '12',
    mem_no: '1012',
    mem_name: 'Ritika Bansal',
    email_id: 'ritika@example.in',
    contact_no: '9123456780',
    status: 'verified',
    registered_at: '2026-01-05T04:30:00.000Z',
    office_registered_by: 'desk@trust.example',
    verified_at: '2026-01-06T10:00:00.000Z',
    reject_reason: null,
    suspended_at: null,
    suspend_reason: null,
    changes_requested: null,
    notes: [],
  };
  const found = () => ({
    member_id: '12',
    mem_no: '1012',
    mem_name: card.mem_name,
    email_id: card.email_id,
    contact_no: card.contact_no,
    status: card.status,
    suspended: card.suspended_at !== null,
  });
  return {
    memberSearch: (f: Record<string, string>) =>
      dataAnswer({ items: f.q === 'ritika' ? [found()] : [], more: false }),
    memberOpen: () => dataAnswer(card),
    memberSuspend: (f: Record<string, string>) => {
      Object.assign(card, { suspended_at: '2026-03-12T08:35:00.000Z', suspend_reason: f.reason });
      return { status: '001', text: 'The member has been suspended and logged out everywhere.' };
    },
    memberRestore: () => {
      Object.assign(card, { suspended_at: null, suspend_reason: null });
      return {
        status: '001',
        text: 'The suspension has been lifted; the member can log in again.',
      };
    },
    memberNote: (f: Record<string, string>) => {
      card.notes.push({
        at: '2026-03-12T09:00:00.000Z',
        author: 'admin@trust.example',
        text: f.text ?? '',
      });
      return { status: '001', text: 'The note has been added.' };
    },
  };
}

it('searches, opens a member with dates for people, suspends and restores with reasons', async () => {
  const { user, calls } = await signedInConsole('admin', '/team/members', fakeMembers());
  await user.type(await screen.findByLabelText(/Name, email, mobile or member number/), 'ritika');
  await user.click(screen.getByRole('button', { name: 'Search' }));
  expect(await screen.findByText('1 member found.')).toBeVisible();
  await user.click(screen.getByRole('link', { name: 'Ritika Bansal' }));

  expect(await screen.findByRole('heading', { level: 1, name: 'Ritika Bansal' })).toBeVisible();
  expect(screen.getByText('5 Jan 2026, 10:00')).toBeVisible();
  expect(screen.getByText('Registered by the trust office (desk@trust.example)')).toBeVisible();
  expect(screen.getByText('Verified', { selector: 'dd' })).toBeVisible();
  await user.click(screen.getByRole('button', { name: 'Suspend' }));
  expect(screen.getByRole('alert')).toHaveTextContent('Please give the reason');
  await user.type(screen.getByLabelText(/Reason for suspending/), 'Reported for rude messages.');
  await user.click(screen.getByRole('button', { name: 'Suspend' }));
  expect(await screen.findByRole('status')).toHaveTextContent('has been suspended');
  expect(await screen.findByText(/This member is suspended/)).toBeVisible();
  expect(screen.getByText('12 Mar 2026, 14:05: Reported for rude messages.')).toBeVisible();
  expect(calls.find((c) => c.type === 'memberSuspend')?.fields).toMatchObject({
    member_id: '12',
    reason: 'Reported for rude messages.',
  });

  await user.type(screen.getByLabelText(/Reason for restoring/), 'Spoke with her father.');
  await user.click(screen.getByRole('button', { name: 'Restore' }));
  expect(await screen.findByRole('status')).toHaveTextContent('suspension has been lifted');
  expect(await screen.findByRole('button', { name: 'Suspend' })).toBeVisible();
  expect(calls.find((c) => c.type === 'memberRestore')?.fields.reason).toBe(
    'Spoke with her father.',
  );
});

it('adds a note that shows with its author and time', async () => {
  const { user, calls } = await signedInConsole('verifier', '/team/members/12', fakeMembers());
  expect(await screen.findByText('No notes yet.')).toBeVisible();
  await user.type(screen.getByLabelText(/^A new note/), 'Father called about the photos.');
  await user.click(screen.getByRole('button', { name: 'Add the note' }));
  const notes = await screen.findByRole('list', { name: 'Team notes' });
  expect(await within(notes).findByText('Father called about the photos.')).toBeVisible();
  expect(within(notes).getByText('admin@trust.example, 12 Mar 2026, 14:30')).toBeVisible();
  expect(calls.find((c) => c.type === 'memberNote')?.fields).toMatchObject({
    member_id: '12',
    text: 'Father called about the photos.',
  });
  expect(screen.getByLabelText(/^A new note/)).toHaveValue('');
});

it('says when nothing matches', async () => {
  const { user } = await signedInConsole('verifier', '/team/members', fakeMembers());
  await user.type(await screen.findByLabelText(/Name, email/), 'nobody');
  await user.click(screen.getByRole('button', { name: 'Search' }));
  expect(await screen.findByText('No member matches.')).toBeVisible();
});
