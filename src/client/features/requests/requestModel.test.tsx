import { act, screen, within } from '@testing-library/react';
import { REQUEST_LABELS } from '../../../shared/domain/messages';
import type { CurlType } from '../../../shared/protocol/registry';
import type { FakeAnswers } from '../../test/fakeTransport';
import { MemberCard } from '../members/MemberCard';
import { listing } from '../members/members.fixture';
import { renderAsMember } from '../members/memberTestUtils';
import { memberEvent } from './requestActions';
import { EXPIRED_LABEL } from './requestView';
import { requestMachine, type RequestContext, type RequestStep } from './requestMachine';
import {
  coveringPaths,
  declaredTransitions,
  eventsOf,
  sideKey,
  walked,
  type RequestPath,
} from './requestPaths.fixture';

/**
 * Model-based tests: every path the graph helpers find through the request machine is replayed
 * as `requests/memberEvent` actions into a real store with a real member card, and the card is
 * checked against what the reached state should show. The service never answers the posts here,
 * so only the path's own events move the machine.
 */

const never = () => new Promise<never>(() => undefined);
const POSTS: CurlType[] = ['sendMemberRequest', 'withdrawMemberRequest', 'acceptRejFrdRequest'];
const SILENT: FakeAnswers = Object.fromEntries(POSTS.map((c) => [c, never]));

const MEMBER = listing(12, 'Asha Gupta');
const memberId = MEMBER.account_info_id;

const card = () => screen.getByRole('article', { name: 'Asha Gupta' });
const buttonNamed = (label: string) =>
  within(card()).queryByRole('button', { name: new RegExp(`^${label}\\b`) });
const allButtons = () =>
  within(card())
    .queryAllByRole('button')
    .map(
      (b) =>
        `${b.textContent?.split(/ (to|your|Asha)/)[0]}${b.getAttribute('aria-disabled') === 'true' ? ' (disabled)' : ''}`,
    );

/** Exactly this one of requirements §4's labels is on the card (or none). */
function label(expected: string | null) {
  const labels = [
    REQUEST_LABELS.sent,
    REQUEST_LABELS.received,
    REQUEST_LABELS.notInterested,
    EXPIRED_LABEL,
  ];
  for (const text of labels) {
    const shown = within(card()).queryByText(text, { selector: 'p' });
    if (text === expected) expect(shown).toBeInTheDocument();
    else expect(shown).toBeNull();
  }
}

const noProfileLink = () =>
  expect(within(card()).queryByRole('link', { name: /View Profile/ })).toBeNull();
const status = () => within(card()).getByRole('status');

/** What each state shows. A state missing here fails the coverage test below. */
const SHOWS: Record<RequestStep, (context: RequestContext) => void> = {
  none: () => {
    label(null);
    expect(allButtons()).toEqual(['Send interest']);
    expect(buttonNamed('Send interest')).toHaveAccessibleName('Send interest to Asha Gupta');
    noProfileLink();
  },
  sending: () => {
    label(null);
    expect(allButtons()).toEqual(['Send interest (disabled)']);
    expect(status()).toHaveTextContent('Sending your interest…');
    noProfileLink();
  },
  pending: (context) => {
    label(REQUEST_LABELS.sent);
    // Withdraw needs the request's id, which the reloaded list brings.
    expect(allButtons()).toEqual([context.requestId ? 'Withdraw' : 'Withdraw (disabled)']);
    noProfileLink();
  },
  withdrawing: () => {
    label(REQUEST_LABELS.sent);
    expect(allButtons()).toEqual(['Withdraw (disabled)']);
    expect(status()).toHaveTextContent('Withdrawing your interest…');
  },
  received: () => {
    label(REQUEST_LABELS.received);
    expect(allButtons()).toEqual([REQUEST_LABELS.accept, REQUEST_LABELS.reject]);
    noProfileLink();
  },
  // Requirements §4.5.6: the confirmation is open over the card, which still offers both.
  confirming: () => {
    label(REQUEST_LABELS.received);
    expect(allButtons()).toEqual([REQUEST_LABELS.accept, REQUEST_LABELS.reject]);
    const dialog = screen.getByRole('dialog', { name: "Accept Asha Gupta's interest?" });
    expect(dialog).toHaveTextContent(/address, mobile number and email/);
    noProfileLink();
  },
  answering: (context) => {
    label(REQUEST_LABELS.received);
    expect(allButtons()).toEqual(['Accept (disabled)', 'Reject (disabled)']);
    expect(status()).toHaveTextContent(
      context.answer === 'Accepted' ? 'Accepting the request…' : 'Declining the request…',
    );
  },
  accepted: () => {
    label(null);
    expect(allButtons()).toEqual([]);
    expect(
      within(card()).getByRole('link', { name: 'View Profile of Asha Gupta' }),
    ).toHaveAttribute('href', `/member/${encodeURIComponent(memberId)}`);
  },
  rejected: () => {
    label(REQUEST_LABELS.notInterested);
    expect(allButtons()).toEqual([]);
    noProfileLink();
  },
  expired: () => {
    label(EXPIRED_LABEL);
    // Either member may send a new interest; the old one can no longer be answered.
    expect(allButtons()).toEqual(['Send interest']);
    expect(buttonNamed('Send interest')).toHaveAccessibleName('Send interest to Asha Gupta');
    noProfileLink();
  },
};

/** The outcome of the last click: errors interrupt (alert), good news waits (status). */
function showsNote(context: RequestContext) {
  const alert = within(card()).queryByRole('alert');
  if (context.note?.tone === 'error') expect(alert).toHaveTextContent(context.note.text);
  else expect(alert).toBeNull();
  if (context.note?.tone === 'success') expect(status()).toHaveTextContent(context.note.text);
}

const STEPS = Object.keys(requestMachine.states) as RequestStep[];
const PATHS = coveringPaths();
const describePath = (p: RequestPath) =>
  `${sideKey(p.state)} via ${
    eventsOf(p)
      .map((e) =>
        e.type === 'listing.loaded'
          ? `listing(${e.item.req_status ?? '-'}/${e.item.req_rec_status ?? '-'})`
          : e.type,
      )
      .join(' → ') || '(start)'
  }`;

describe('request machine model', () => {
  it('has a card assertion for every state of the machine', () => {
    expect(Object.keys(SHOWS).sort()).toEqual([...STEPS].sort());
  });

  it('the replayed paths reach every state, on both sides, and walk every transition', () => {
    expect(new Set(PATHS.map((p) => String(p.state.value)))).toEqual(new Set(STEPS));
    expect(new Set(PATHS.map((p) => sideKey(p.state)))).toEqual(
      new Set([
        'none/-',
        'sending/sender',
        'pending/sender',
        'withdrawing/sender',
        'received/receiver',
        'confirming/receiver',
        'answering/receiver',
        'accepted/sender',
        'accepted/receiver',
        'rejected/sender',
        'rejected/receiver',
        'expired/sender',
        'expired/receiver',
      ]),
    );
    const covered = new Set(PATHS.flatMap(walked));
    expect([...declaredTransitions()].filter((t) => !covered.has(t))).toEqual([]);
  });

  it.each(PATHS.map((p) => [describePath(p), p] as const))('%s', async (_name, path) => {
    const view = renderAsMember(<MemberCard item={MEMBER} />, { answers: SILENT });
    for (const event of eventsOf(path)) {
      await act(async () => {
        view.store.dispatch(memberEvent({ memberId, event }));
      });
    }
    const state = view.store.getState().requests?.byMember[memberId];
    expect(state?.value ?? 'none').toBe(path.state.value);
    const context = path.state.context as RequestContext;
    SHOWS[path.state.value as RequestStep](context);
    if (path.state.value !== 'confirming') expect(screen.queryByRole('dialog')).toBeNull();
    showsNote(context);
  });
});
