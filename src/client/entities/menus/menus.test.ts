import { dataAnswer } from '../../../shared/protocol/wire';
import { makeStore } from '../../app/store';
import { memoryStorage } from '../../app/memoryStorage';
import { fakeTransport } from '../../test/fakeTransport';
import { MENUS } from '../../test/fixtures';
import { contentApi } from '../content/contentApi';
import { loggedOut } from '../session/sessionSlice';
import {
  selectMenuForPath,
  selectMenuTree,
  selectMenus,
  selectRoles,
  selectTopMenus,
} from './selectors';

async function storeWithAccess(roles: string[], user: unknown = null) {
  const { transport } = fakeTransport({
    getAccessToken: dataAnswer({ menus: MENUS, roles, user }),
  });
  const store = makeStore({
    transport,
    storages: { local: memoryStorage(), session: memoryStorage() },
  });
  await store.dispatch(contentApi.endpoints.getAccessToken.initiate());
  return store;
}

const labels = (menus: { col1: string }[]) => menus.map((m) => m.col1);

describe('menus', () => {
  it('are filled from the getAccessToken answer', async () => {
    const store = await storeWithAccess(['visitor']);
    expect(store.getState().menus.menus).toHaveLength(MENUS.length);
    expect(selectRoles(store.getState())).toEqual(['visitor']);
  });

  it('show a visitor only the entries whose roles include visitor', async () => {
    const state = (await storeWithAccess(['visitor'])).getState();
    expect(labels(selectMenus(state))).toContain('Member Login');
    expect(labels(selectMenus(state))).not.toContain('Search Matching');
    expect(labels(selectTopMenus(state))).toEqual(['E-News', 'Contact Us']);
  });

  it('show a member the member entries and not the visitor-only ones', async () => {
    const user = { id: 1, first_name: 'Rohan', mem_no: 'MTAwMQ==' };
    const state = (await storeWithAccess(['member'], user)).getState();
    expect(labels(selectMenus(state))).toContain('Search Matching');
    expect(labels(selectMenus(state))).not.toContain('Member Login');
    expect(state.menus.user).toEqual(user);
  });

  it('treat someone with no roles as a visitor, also after logout', async () => {
    const store = await storeWithAccess(['member']);
    store.dispatch(loggedOut());
    expect(selectRoles(store.getState())).toEqual(['visitor']);
    expect(labels(selectMenus(store.getState()))).not.toContain('Search Matching');
  });

  it('nest children under their parents', async () => {
    const tree = selectMenuTree((await storeWithAccess(['visitor'])).getState());
    const services = tree.find((n) => n.col1 === 'Services')!;
    expect(labels(services.children)).toEqual(['Taxation Services', 'Legal Assistance']);
    expect(labels(services.children[0].children)).toEqual(['GST Filing Help']);
  });

  it('find the record for a location by its slug', async () => {
    const state = (await storeWithAccess(['visitor'])).getState();
    expect(selectMenuForPath(state, '/services')?.col3).toBe('Our Services');
    expect(selectMenuForPath(state, '/services/')?.col3).toBe('Our Services');
    expect(selectMenuForPath(state, '/')?.col1).toBe('Home');
    expect(selectMenuForPath(state, '/taxation_services/gst-filing-help')?.col1).toBe(
      'GST Filing Help',
    );
    expect(selectMenuForPath(state, '/nowhere')).toBeNull();
  });
});
