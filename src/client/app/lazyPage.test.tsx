import { screen } from '@testing-library/react';
import { MESSAGES } from '../../shared/domain/messages';
import { renderWithProviders } from '../test/render';
import { RouteError } from './RouteError';
import { lazyPage } from './lazyPage';

const chunkError = (type: string) =>
  Object.assign(new Error(`Loading chunk 12 failed.\n(${type}: /assets/12.js)`), {
    name: 'ChunkLoadError',
    type,
  });

function Page() {
  return <h1>Loaded page</h1>;
}

beforeEach(() => {
  // React reports caught render errors on the console; the screen is what these tests check.
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

describe('a route chunk that fails to load', () => {
  it.each([
    ['missing', /not found on the server/],
    ['timeout', /took too long/],
    ['error', /could not be downloaded/],
  ])('(%s) shows a plain message and a Retry that loads it again', async (type, text) => {
    const load = jest.fn().mockRejectedValueOnce(chunkError(type)).mockResolvedValueOnce(Page);
    const Lazy = lazyPage(load);
    const { user } = renderWithProviders([
      { path: '/', element: <Lazy />, errorElement: <RouteError /> },
    ]);

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(text);
    expect(alert).toHaveTextContent('Loading chunk 12 failed.');
    expect(alert).not.toHaveTextContent(MESSAGES.routeError);

    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Loaded page' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('passes any other error to the route error screen', async () => {
    const Lazy = lazyPage(() => Promise.reject(new Error('Boom in the module')));
    renderWithProviders([{ path: '/', element: <Lazy />, errorElement: <RouteError /> }]);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(MESSAGES.routeError);
    expect(alert).toHaveTextContent('Boom in the module');
  });
});
