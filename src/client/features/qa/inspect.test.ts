import { memoryStorage } from '../../app/memoryStorage';
import { makeStore } from '../../app/store';
import { fakeTransport } from '../../test/fakeTransport';
import { flowEvent } from '../auth/authActions';
import '../auth/authSlice';
import { attachInspector } from './inspect';

const fake = { actor: jest.fn(), event: jest.fn(), snapshot: jest.fn() };
jest.mock('@statelyai/inspect', () => ({ createBrowserInspector: () => fake }));

describe('the Stately inspector bridge (?inspect in development)', () => {
  it('registers the login machine once and reports each event with the snapshot Redux now holds', () => {
    const store = makeStore({
      transport: fakeTransport().transport,
      storages: { local: memoryStorage(), session: memoryStorage() },
    });
    attachInspector(store);
    store.dispatch(flowEvent({ type: 'tab.forgot' }));
    store.dispatch(flowEvent({ type: 'tab.login' }));

    expect(fake.actor).toHaveBeenCalledTimes(1);
    expect(fake.actor.mock.calls[0][0]).toBe('auth');
    expect(JSON.parse(fake.actor.mock.calls[0][2].definition)).toMatchObject({ id: 'auth' });
    expect(fake.event.mock.calls.map((c) => [c[0], c[1].type])).toEqual([
      ['auth', 'tab.forgot'],
      ['auth', 'tab.login'],
    ]);
    expect(fake.snapshot.mock.calls.map((c) => c[1].value)).toEqual(['forgot', 'login']);
  });
});
