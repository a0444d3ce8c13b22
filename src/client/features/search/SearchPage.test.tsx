import { screen, waitFor, within } from '@testing-library/react';
import type { SearchAnswer, SearchResult } from '../../../shared/protocol/types';
import { dataAnswer, invalidAnswer } from '../../../shared/protocol/wire';
import { appRoutes } from '../../app/routes';
import { renderWithProviders } from '../../test/render';

const RESULTS: SearchResult[] = [
  {
    kind: 'page',
    title: 'Vidya Daan Scholarship',
    snippet: 'Books and fees for students: the scholarship helps 40 children a year.',
    href: '/community/Vidya-Daan-Scholarship',
  },
  {
    kind: 'entry',
    title: 'Annual Day 2025',
    snippet: '…the trust gave away its first scholarship at the annual day.',
    href: '/blog/Annual-Day-2025?rf=21',
  },
];

const answering = (results: SearchResult[]) => (fields: Record<string, string>) =>
  dataAnswer({ q: fields.q ?? '', results } satisfies SearchAnswer);

const searchCalls = (calls: { type: string; fields: Record<string, string> }[]) =>
  calls.filter((c) => c.type === 'searchContent').map((c) => c.fields.q);

describe('site search', () => {
  it('searches from the header and lists the results as links', async () => {
    const { user, router, calls } = renderWithProviders(appRoutes, {
      answers: { searchContent: answering(RESULTS) },
    });
    const banner = screen.getByRole('banner');
    const box = within(banner).getByRole('searchbox', { name: 'Search the site' });
    await user.type(box, '  scholarship {Enter}');

    await waitFor(() => expect(router?.state.location.pathname).toBe('/search'));
    expect(router?.state.location.search).toBe('?q=scholarship');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Search results for “scholarship”' }),
    ).toBeInTheDocument();
    const main = screen.getByRole('main');
    expect(await within(main).findByText('2 results')).toBeInTheDocument();
    const list = within(main).getByRole('list');
    const links = within(list).getAllByRole('link');
    expect(links.map((l) => [l.textContent, l.getAttribute('href')])).toEqual([
      ['Vidya Daan Scholarship', '/community/Vidya-Daan-Scholarship'],
      ['Annual Day 2025', '/blog/Annual-Day-2025?rf=21'],
    ]);
    expect(within(list).getAllByRole('listitem')[0]).toHaveTextContent(
      'Books and fees for students: the scholarship helps 40 children a year.',
    );
    expect(searchCalls(calls)).toEqual(['scholarship']);
    // The box keeps the words on the results page.
    expect(box).toHaveValue('scholarship');
  });

  it('searches with the button too, from the keyboard', async () => {
    const { user, router } = renderWithProviders(appRoutes, {
      route: '/about_us',
      answers: { searchContent: answering(RESULTS) },
    });
    const box = screen.getByRole('searchbox', { name: 'Search the site' });
    await user.click(box);
    await user.keyboard('vidya daan');
    await user.tab();
    expect(screen.getByRole('button', { name: 'Search' })).toHaveFocus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(router?.state.location.search).toBe('?q=vidya+daan'));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Search results for “vidya daan”' }),
    ).toBeInTheDocument();
  });

  it('says so when nothing is found', async () => {
    renderWithProviders(appRoutes, {
      route: '/search?q=zebra',
      answers: { searchContent: answering([]) },
    });
    expect(
      await screen.findByText(
        'Nothing found for “zebra”. Try other words, or browse the menu above.',
      ),
    ).toBeInTheDocument();
    expect(within(screen.getByRole('main')).queryByRole('list')).toBeNull();
    expect(screen.getByRole('searchbox', { name: 'Search the site' })).toHaveValue('zebra');
  });

  it("shows the service's -10 message as an alert", async () => {
    renderWithProviders(appRoutes, {
      route: '/search?q=a',
      answers: {
        searchContent: invalidAnswer('Please type at least 2 characters to search.'),
      },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Please type at least 2 characters to search.',
    );
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Search results for “a”');
    expect(screen.queryByText(/Nothing found/)).toBeNull();
  });

  it('shows snippets and titles as text, never as HTML', async () => {
    renderWithProviders(appRoutes, {
      route: '/search?q=script',
      answers: {
        searchContent: answering([
          {
            kind: 'entry',
            title: '<b>Bold</b> title',
            snippet:
              'before <script>window.hacked = true</script> after <img src=x onerror=alert(1)>',
            href: '/blog/Bold?rf=3',
          },
        ]),
      },
    });
    const main = screen.getByRole('main');
    expect(await within(main).findByRole('link', { name: '<b>Bold</b> title' })).toHaveAttribute(
      'href',
      '/blog/Bold?rf=3',
    );
    expect(within(main).getByRole('listitem')).toHaveTextContent(
      'before <script>window.hacked = true</script> after <img src=x onerror=alert(1)>',
    );
    expect(main.querySelector('script, img, b')).toBeNull();
    expect((window as { hacked?: boolean }).hacked).toBeUndefined();
  });

  it('marks the searched words in the snippet and drops unsafe links', async () => {
    renderWithProviders(appRoutes, {
      route: '/search?q=Annual+day',
      answers: {
        searchContent: answering([
          { kind: 'entry', title: 'Annual Day 2025', snippet: 'The annual day.', href: '/x' },
          { kind: 'entry', title: 'Trap', snippet: '', href: 'javascript:alert(1)' },
          { kind: 'entry', title: 'Outside', snippet: '', href: 'https://example.org/day' },
        ]),
      },
    });
    const main = screen.getByRole('main');
    await within(main).findByText('3 results');
    expect([...main.querySelectorAll('mark')].map((m) => m.textContent)).toEqual(['annual', 'day']);
    expect(within(main).queryByRole('link', { name: 'Trap' })).toBeNull();
    expect(within(main).getByText('Trap')).toBeInTheDocument();
    expect(
      within(main).getByRole('link', { name: 'Outside (opens in a new tab)' }),
    ).toHaveAttribute('target', '_blank');
  });

  it('asks for words, without a call, when the address has none', async () => {
    const { calls } = renderWithProviders(appRoutes, { route: '/search' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Search the site' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/Type what you are looking for/)).toBeInTheDocument();
    expect(searchCalls(calls)).toEqual([]);
  });
});
