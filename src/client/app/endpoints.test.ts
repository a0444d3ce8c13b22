import { waitFor } from '@testing-library/react';
import { CURL_TYPES, registry, type CurlType } from '../../shared/protocol/registry';
import { baseApi } from '../api/baseApi';
import { fakeTransport } from '../test/fakeTransport';
import { memoryStorage } from './memoryStorage';
import { makeStore } from './store';
// Each feature injects its own endpoints when its api module is loaded.
import '../entities/content/contentApi';
import '../entities/reference/referenceApi';
import '../entities/contact/contactApi';
import '../entities/siteSearch/searchApi';
import '../entities/session/sessionApi';
import '../entities/account/accountApi';
import '../entities/members/membersApi';
import '../entities/pause/pauseApi';
import '../entities/settings/settingsApi';
import '../entities/language/languageApi';
import '../console/consoleApi';
import '../console/reports/reportsApi';
import '../console/reportOutcomeApi';
import '../console/register/officeApi';
import '../console/stats/statsApi';
import '../console/links/linkCheckApi';
import '../console/settings/siteSettingsApi';
import '../console/menus/menusApi';
import '../console/pages/pagesApi';
import '../console/media/mediaApi';
import '../entities/safety/safetyApi';
import '../features/notifications/notificationsApi';
import '../features/addPhotos/pendingPhotosApi';

type AnyEndpoint = { initiate: (arg: unknown) => unknown };

describe('the api', () => {
  it('has one endpoint for every curl_type of the registry', () => {
    const endpoints = Object.keys(baseApi.endpoints).sort();
    expect(endpoints).toEqual([...CURL_TYPES].sort());
  });

  it.each(CURL_TYPES)('the %s endpoint posts that curl_type with its fields', async (type) => {
    const { transport, calls } = fakeTransport();
    const store = makeStore({
      transport,
      storages: { local: memoryStorage(), session: memoryStorage() },
    });
    const endpoint = (baseApi.endpoints as Record<CurlType, AnyEndpoint>)[type];
    const example = registry[type].example;
    store.dispatch(endpoint.initiate(example) as never);
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0].type).toBe(type);
    expect(calls[0].fields).toMatchObject(example);
  });
});
