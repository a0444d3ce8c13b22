import { render, type RenderResult } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { Provider } from 'react-redux';
import {
  MemoryRouter,
  RouterProvider,
  createMemoryRouter,
  type RouteObject,
} from 'react-router-dom';
import type { Storages } from '../app/listeners';
import type { RootState } from '../app/rootReducer';
import { makeStore, type AppStore } from '../app/store';
import { fakeTransport, type FakeAnswers, type FakeCall } from './fakeTransport';
import { memoryStorage } from '../app/memoryStorage';

export interface ProviderOptions {
  /** The location to start at; default '/'. */
  route?: string;
  /** What the fake service answers, per curl_type. */
  answers?: FakeAnswers;
  preloadedState?: Partial<RootState>;
  storages?: Storages;
  /** Runs on the store before the first render, as main.tsx does (seeding the page's settings). */
  prepare?: (store: AppStore) => void;
}

export interface ProviderResult extends RenderResult {
  store: AppStore;
  user: ReturnType<typeof userEvent.setup>;
  /** Every call the page made, in order. */
  calls: FakeCall[];
  storages: Storages;
  router: ReturnType<typeof createMemoryRouter> | null;
}

/**
 * Renders a component or a route table against a real store whose transport answers from
 * `answers`, encoded with the shared wire codec.
 */
export function renderWithProviders(
  ui: ReactElement | RouteObject[],
  { route = '/', answers, preloadedState, storages, prepare }: ProviderOptions = {},
): ProviderResult {
  const { transport, calls } = fakeTransport(answers);
  const stores = storages ?? { local: memoryStorage(), session: memoryStorage() };
  const store = makeStore({ transport, preloadedState, storages: stores });
  prepare?.(store);
  const user = userEvent.setup();
  let router: ProviderResult['router'] = null;
  let view: RenderResult;
  if (Array.isArray(ui)) {
    router = createMemoryRouter(ui, { initialEntries: [route] });
    view = render(
      <Provider store={store}>
        <RouterProvider router={router} />
      </Provider>,
    );
  } else {
    view = render(
      <Provider store={store}>
        <MemoryRouter initialEntries={[route]}>{ui}</MemoryRouter>
      </Provider>,
    );
  }
  return { ...view, store, user, calls, storages: stores, router };
}
