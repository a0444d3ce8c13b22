import { screen, waitFor, within } from '@testing-library/react';
import { MESSAGES } from '../../shared/domain/messages';
import { dataAnswer, encodeAnswer, failAnswer, type WireAnswer } from '../../shared/protocol/wire';
import { ServerFault } from '../api/transport';
import { page, record, section } from '../test/fixtures';
import { renderWithProviders } from '../test/render';
import { RouteError } from './RouteError';
import { appRoutes } from './routes';

const SERVICES = page('services', [section('text_description', [record({ col1: 'Tax help' })])]);

function deferred() {
  let resolve!: (a: WireAnswer) => void;
  const promise = new Promise<WireAnswer>((r) => (resolve = r));
  return { promise, resolve };
}

const pageCalls = (calls: { type: string; fields: Record<string, string> }[]) =>
  calls.filter((c) => c.type === 'getPgData' && c.fields.loc !== 'footer').map((c) => c.fields.loc);

describe('routes', () => {
  it('show a loading state until the home page content arrives', async () => {
    const home = deferred();
    const { calls } = renderWithProviders(appRoutes, {
      answers: {
        getPgData: (f) => (f.loc === 'home' ? home.promise : dataAnswer(page(f.loc, []))),
      },
    });
    const main = screen.getByRole('main');
    expect(await within(main).findByRole('status')).toHaveTextContent(/Loading/);
    await waitFor(() => expect(pageCalls(calls)).toContain('home'));

    home.resolve(dataAnswer(page('home', [section('text_description', [record()])])));
    await waitFor(() => expect(within(main).queryByRole('status')).toBeNull());
    expect(main.querySelector('.content-page[data-loc="home"]')).toBeInTheDocument();
  });

  it.each([
    ['/home', 'home'],
    ['/services', 'services'],
    ['/taxation_services/gst-filing-help', 'taxation_services/gst-filing-help'],
    ['/articles/family-budget', 'articles/family-budget'],
    ['/committee', 'committee'],
    ['/e_news', 'e_news'],
    ['/about/our%20history', 'about/our history'],
  ])('%s loads the page keyed %s', async (route, loc) => {
    const { calls } = renderWithProviders(appRoutes, {
      route,
      answers: { getPgData: (f) => dataAnswer(f.loc === loc ? SERVICES : page(f.loc, [])) },
    });
    await waitFor(() => expect(pageCalls(calls)).toEqual([loc]));
    const main = screen.getByRole('main');
    await waitFor(() =>
      expect(main.querySelector(`.content-page[data-loc="${loc}"]`)).toBeInTheDocument(),
    );
    expect(main).not.toHaveTextContent('We could not find this page');
  });

  it('give every content page one h1, named by its banner, menu entry or key', async () => {
    const withBanner = page('services', [
      section('top_banner', [record({ col1: 'Our Services' })]),
      section('text_description', [record()]),
    ]);
    const { user } = renderWithProviders(appRoutes, {
      route: '/services',
      answers: {
        getPgData: (f) =>
          dataAnswer(
            f.loc === 'services'
              ? withBanner
              : page(f.loc, [section('text_description', [record()])]),
          ),
      },
    });
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('Our Services');
    await user.click(screen.getByRole('link', { name: 'Login' }));
    await waitFor(() =>
      expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Login'),
    );
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  });

  it('say plainly when a page does not exist, with a way home', async () => {
    renderWithProviders(appRoutes, { route: '/no-such-page' });
    const heading = await screen.findByRole('heading', { name: 'We could not find this page' });
    expect(heading).toBeInTheDocument();
    expect(
      within(screen.getByRole('main')).getByRole('link', { name: /home page/ }),
    ).toHaveAttribute('href', '/');
  });

  it('offer to try again when the site cannot be reached', async () => {
    let attempts = 0;
    const { user } = renderWithProviders(appRoutes, {
      route: '/services',
      answers: {
        getPgData: (f) => {
          if (f.loc !== 'services') return failAnswer('');
          attempts += 1;
          if (attempts === 1) throw new TypeError('Failed to fetch');
          return dataAnswer(SERVICES);
        },
      },
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(MESSAGES.networkError);
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
    expect(attempts).toBe(2);
  });

  it('do not call a page missing when the site failed to answer', async () => {
    renderWithProviders(appRoutes, {
      route: '/services',
      answers: {
        getPgData: () => {
          throw new ServerFault(encodeAnswer(failAnswer('Something went wrong on our side.')));
        },
      },
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Something went wrong on our side.');
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(screen.queryByText('We could not find this page')).toBeNull();
  });

  it.each(['/contactus', '/contact_us'])(
    '%s shows the contactus page, and the form even when the page has no sections',
    async (route) => {
      const { calls } = renderWithProviders(appRoutes, { route });
      await waitFor(() => expect(pageCalls(calls)).toEqual(['contactus']));
      expect(await screen.findByRole('heading', { name: 'Write to Us' })).toBeInTheDocument();
      expect(screen.queryByText('We could not find this page')).toBeNull();
    },
  );

  it("show the error screen with the error's message when a screen fails", async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    function Broken(): never {
      throw new Error('The page broke');
    }
    renderWithProviders([{ path: '/', element: <Broken />, errorElement: <RouteError /> }]);
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading')).toHaveTextContent(MESSAGES.routeError);
    expect(alert).toHaveTextContent('The page broke');
    expect(within(alert).getByRole('link', { name: /home page/ })).toHaveAttribute('href', '/');
    jest.restoreAllMocks();
  });
});
