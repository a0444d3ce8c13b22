import { screen, waitFor, within } from '@testing-library/react';
import type { MemberCard } from '../../../shared/protocol/consoleTypes';
import { dataAnswer, doneAnswer } from '../../../shared/protocol/wire';
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
    verified_by: 'desk@trust.example',
    requests: { total: 4, accepted: 2, pending: 1 },
    reports: { made: 0, received: 1 },
    timeline: [
      {
        at: '2026-01-06T10:00:00.000Z',
        actor: 'desk@trust.example',
        action: 'verify',
        subject: 'member:12 1012 <ritika@example.in>',
        reason: '',
      },
    ],
  };
  let photos = [
    { id: 40, kind: 'profile', url: '/photo/a.jpg?v=1', thumb_url: '/photo/ta.jpg?v=1' },
    { id: 41, kind: 'other', url: '/photo/b.jpg?v=1', thumb_url: '/photo/tb.jpg?v=1' },
  ];
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
    memberPhotos: () => dataAnswer({ items: photos }),
    memberPhotoRemove: (f: Record<string, string>) => {
      photos = photos.filter((p) => String(p.id) !== f.photo_id);
      return doneAnswer('The photo has been removed; the member has been told the reason by mail.');
    },
    memberRevokeSessions: () => doneAnswer('The member has been signed out everywhere.'),
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
  expect(screen.getByText('desk@trust.example', { selector: 'dd' })).toBeVisible();
  expect(screen.getByText('4 sent or received: 2 accepted, 1 pending')).toBeVisible();
  expect(screen.getByText('0 made by this member, 1 about this member')).toBeVisible();
  const timeline = screen.getByRole('region', { name: 'What the team did' });
  expect(within(timeline).getByRole('row', { name: /verify/ })).toHaveTextContent(
    '6 Jan 2026, 15:30desk@trust.exampleverify',
  );
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

it('shows the member’s photos; removes one with a reason after a confirming click', async () => {
  const { user, calls } = await signedInConsole('verifier', '/team/members/12', fakeMembers());
  const photos = await screen.findByRole('region', { name: 'Photos' });
  expect(
    await within(photos).findByRole('img', { name: 'Ritika Bansal, profile photo' }),
  ).toHaveAttribute('src', '/photo/ta.jpg?v=1');
  await user.click(within(photos).getByRole('button', { name: 'Remove Ritika Bansal, photo 2' }));
  await user.click(within(photos).getByRole('button', { name: 'Remove the photo' }));
  expect(within(photos).getByRole('alert')).toHaveTextContent('Please give the reason');
  await user.type(
    within(photos).getByLabelText(/^Reason for removing the photo/),
    'A group photo; please upload one of yourself.',
  );
  await user.click(within(photos).getByRole('button', { name: 'Remove the photo' }));
  expect(within(photos).getByRole('alert')).toHaveTextContent('deleted for good');
  expect(calls.some((c) => c.type === 'memberPhotoRemove')).toBe(false);
  await user.click(within(photos).getByRole('button', { name: 'Yes, remove the photo' }));
  expect(await within(photos).findByRole('status')).toHaveTextContent('The photo has been removed');
  expect(calls.find((c) => c.type === 'memberPhotoRemove')?.fields).toMatchObject({
    member_id: '12',
    photo_id: '41',
    reason: 'A group photo; please upload one of yourself.',
  });
  await waitFor(() =>
    expect(within(photos).queryByRole('img', { name: 'Ritika Bansal, photo 2' })).toBeNull(),
  );
});

it('cancels a photo removal without a call', async () => {
  const { user, calls } = await signedInConsole('admin', '/team/members/12', fakeMembers());
  const photos = await screen.findByRole('region', { name: 'Photos' });
  await user.click(
    await within(photos).findByRole('button', { name: 'Remove Ritika Bansal, profile photo' }),
  );
  await user.click(within(photos).getByRole('button', { name: 'Cancel' }));
  expect(within(photos).queryByLabelText(/^Reason for removing/)).toBeNull();
  expect(calls.some((c) => c.type === 'memberPhotoRemove')).toBe(false);
});

it('signs the member out everywhere with a reason', async () => {
  const { user, calls } = await signedInConsole('admin', '/team/members/12', fakeMembers());
  const section = await screen.findByRole('region', { name: 'Sign out everywhere' });
  await user.click(within(section).getByRole('button', { name: 'Sign out everywhere' }));
  expect(within(section).getByRole('alert')).toHaveTextContent('Please give the reason');
  await user.type(
    within(section).getByLabelText(/^Reason for signing the member out/),
    'Says the phone was stolen.',
  );
  await user.click(within(section).getByRole('button', { name: 'Sign out everywhere' }));
  expect(await within(section).findByRole('status')).toHaveTextContent('signed out everywhere');
  expect(calls.find((c) => c.type === 'memberRevokeSessions')?.fields).toMatchObject({
    member_id: '12',
    reason: 'Says the phone was stolen.',
  });
  expect(within(section).getByLabelText(/^Reason for signing/)).toHaveValue('');
});
