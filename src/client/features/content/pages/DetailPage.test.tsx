import { screen, waitFor, within } from '@testing-library/react';
import { dataAnswer } from '../../../../shared/protocol/wire';
import type { DetailAnswer } from '../../../../shared/protocol/types';
import { appRoutes } from '../../../app/routes';
import { record } from '../../../test/fixtures';
import { renderWithProviders } from '../../../test/render';

const annualDay = record({
  id: 21,
  col1: 'Annual Day 2025',
  // As the service answers it: cleaned there (server/content/sanitize.ts), shown as markup here.
  col2: '<p>Over <strong>600 families</strong> came together.</p>',
  col4: 'site/blog-annual-day.jpg',
  entry_date: '2025-03-02',
});

const blogDetail: DetailAnswer = {
  loc: 'blogs',
  section_type: 'blog_listing',
  record: annualDay,
  children: [record({ col1: 'Cultural evening', col2: 'Dances and songs.' })],
};

const recent = [
  annualDay,
  record({ id: 22, col1: 'Tree Plantation Drive', entry_date: '2025-02-10' }),
  record({ id: 23, col1: 'Blood Donation Camp?', entry_date: '2025-01-05' }),
];

describe('detail page', () => {
  it('loads a blog by its name and shows banner title, image, body and recent articles', async () => {
    const { calls } = renderWithProviders(appRoutes, {
      route: '/blogs/Annual-Day-2025',
      answers: {
        getPgDataWithChild: () => dataAnswer(blogDetail),
        getPgDataRecentArticles: () => dataAnswer(recent),
      },
    });
    const title = await screen.findByRole('heading', { level: 1, name: 'Annual Day 2025' });
    expect(title).toBeInTheDocument();
    expect(calls.find((c) => c.type === 'getPgDataWithChild')?.fields).toMatchObject({
      loc: 'blogs',
      uri_key: 'Annual-Day-2025',
    });
    expect(screen.getByText('2 March 2025')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Annual Day 2025' })).toHaveAttribute(
      'src',
      '/media/site/blog-annual-day.jpg',
    );
    expect(screen.getByText('600 families').tagName).toBe('STRONG');
    expect(screen.getByRole('heading', { name: 'Cultural evening' })).toBeInTheDocument();

    const aside = await screen.findByRole('complementary', { name: 'Recent articles' });
    const links = await within(aside).findAllByRole('link');
    expect(links.map((l) => l.getAttribute('href'))).toEqual([
      '/blog/Tree-Plantation-Drive?rf=22',
      '/blog/Blood-Donation-Camp_?rf=23',
    ]);
    expect(calls.find((c) => c.type === 'getPgDataRecentArticles')?.fields.starts_with).toBe(
      'blogs',
    );
  });

  it('loads an article by the rf entry id and plays an mp4 as a video', async () => {
    const video: DetailAnswer = {
      loc: 'articles',
      section_type: 'article_listing',
      record: record({ id: 9, col1: 'Our story', col4: 'site/intro.mp4' }),
      children: [],
    };
    const { calls } = renderWithProviders(appRoutes, {
      route: '/read_now/Our-story?rf=9',
      answers: { getPgDataWithChild: () => dataAnswer(video) },
    });
    await screen.findByRole('heading', { level: 1, name: 'Our story' });
    expect(calls.find((c) => c.type === 'getPgDataWithChild')?.fields).toEqual(
      expect.objectContaining({ loc: 'articles', ref_id: '9' }),
    );
    expect(calls.find((c) => c.type === 'getPgDataWithChild')?.fields).not.toHaveProperty(
      'uri_key',
    );
    const player = document.querySelector('main video');
    expect(player).toHaveAttribute('src', '/media/site/intro.mp4');
    expect(player).toHaveAttribute('controls');
  });

  it.each([
    ['/blog/Annual-Day-2025?rf=21', { loc: 'blogs', ref_id: '21' }],
    ['/committee/Trustees', { loc: 'committee', uri_key: 'Trustees' }],
    ['/community/Samaj-Bhawan', { loc: 'community', uri_key: 'Samaj-Bhawan' }],
  ])('%s asks for %o', async (route, fields) => {
    const { calls } = renderWithProviders(appRoutes, {
      route,
      answers: { getPgDataWithChild: () => dataAnswer(blogDetail) },
    });
    await waitFor(() =>
      expect(calls.find((c) => c.type === 'getPgDataWithChild')?.fields).toMatchObject(fields),
    );
  });

  it('says so when the entry does not exist', async () => {
    renderWithProviders(appRoutes, { route: '/blogs/Nothing-Here' });
    expect(
      await screen.findByRole('heading', { name: 'We could not find this page' }),
    ).toBeInTheDocument();
  });
});

describe('recent articles beside undated details', () => {
  it('lists articles beside a committee member, linked as articles', async () => {
    const member: DetailAnswer = {
      loc: 'committee',
      section_type: 'profile_block',
      record: record({ id: 31, col1: 'Omprakash Mittal', entry_date: null }),
      children: [],
    };
    const { calls } = renderWithProviders(appRoutes, {
      route: '/committee/Omprakash-Mittal',
      answers: {
        getPgDataWithChild: () => dataAnswer(member),
        getPgDataRecentArticles: () => dataAnswer(recent.slice(1)),
      },
    });
    const aside = await screen.findByRole('complementary', { name: 'Recent articles' });
    const links = await within(aside).findAllByRole('link');
    expect(links[0]).toHaveAttribute('href', '/read_now/Tree-Plantation-Drive?rf=22');
    expect(calls.find((c) => c.type === 'getPgDataRecentArticles')?.fields.starts_with).toBe(
      'articles',
    );
  });
});
