import { CURL_TYPES, registry } from '../../shared/protocol/registry';
import { MEMBER_CALLS } from './handler';
import { memberHandlers, visitorHandlers } from './handlers';

it('lists exactly the member calls of the registry as member calls', () => {
  const members = CURL_TYPES.filter((c) => registry[c].access === 'member');
  expect([...MEMBER_CALLS].sort()).toEqual(members.sort());
  expect(CURL_TYPES.filter((c) => registry[c].access === 'team')).toEqual([]);
});

it('has one handler for every call, in the table of its access', () => {
  const handled = [...Object.keys(visitorHandlers), ...Object.keys(memberHandlers)].sort();
  expect(handled).toEqual([...CURL_TYPES].sort());
  for (const c of Object.keys(memberHandlers))
    expect(registry[c as 'logout'].access).toBe('member');
});
