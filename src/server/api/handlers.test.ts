import { CURL_TYPES, registry } from '../../shared/protocol/registry';
import { isStaffCall, staffHandlers } from '../staff';
import { MEMBER_CALLS } from './handler';
import { memberHandlers, visitorHandlers } from './handlers';

it('lists exactly the member calls of the registry as member calls', () => {
  const members = CURL_TYPES.filter((c) => registry[c].access === 'member');
  expect([...MEMBER_CALLS].sort()).toEqual(members.sort());
});

it('has one handler for every call, in the table of its access', () => {
  const handled = [
    ...Object.keys(visitorHandlers),
    ...Object.keys(memberHandlers),
    ...Object.keys(staffHandlers),
  ].sort();
  expect(handled).toEqual([...CURL_TYPES].sort());
  for (const c of Object.keys(memberHandlers))
    expect(registry[c as 'logout'].access).toBe('member');
});

it('gives every team call its staff roles, and only staff calls are team calls', () => {
  for (const c of CURL_TYPES.filter((c) => registry[c].access === 'team')) {
    expect({ c, staff: isStaffCall(c) }).toEqual({ c, staff: true });
    expect(registry[c].staff?.length).toBeGreaterThan(0);
  }
});
