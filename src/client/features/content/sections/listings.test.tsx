import { screen } from '@testing-library/react';
import { rec, renderSections, sec } from './testUtils';

const entries = () => [
  rec({ id: 1, col1: 'Older', entry_date: '2025-01-26', col14: '1' }),
  rec({ id: 2, col1: 'Newest', entry_date: '2025-09-10', col14: '2' }),
  rec({ id: 3, col1: 'Undated', col14: '3' }),
  rec({ id: 4, col1: 'Middle', entry_date: '2025-03-16', col14: '4' }),
];

const titles = () => screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);

describe('article_listing and blog_listing', () => {
  it('lists newest first on the e_news page', () => {
    renderSections([sec('article_listing', entries())], 'e_news');
    expect(titles()).toEqual(['Newest', 'Middle', 'Older', 'Undated']);
  });

  it('keeps the col14 order on other pages', () => {
    renderSections([sec('blog_listing', entries())], 'blogs');
    expect(titles()).toEqual(['Older', 'Newest', 'Undated', 'Middle']);
  });

  it('links articles to /read_now/{title}?rf={id}', () => {
    renderSections([sec('article_listing', [rec({ id: 31, col1: 'Will you need a Will?' })])]);
    expect(screen.getByRole('link', { name: 'Will you need a Will?' })).toHaveAttribute(
      'href',
      '/read_now/Will-you-need-a-Will_?rf=31',
    );
  });

  it('links blogs to /blog/{title}?rf={id} unless col7 names a link', () => {
    renderSections([
      sec('blog_listing', [
        rec({ id: 41, col1: 'Holi Milan 2025', col14: '1' }),
        rec({ id: 42, col1: 'Annual Day', col7: '/blogs/Annual-Day-2025', col14: '2' }),
        rec({ id: 43, col1: 'Bad link', col7: 'javascript:alert(1)', col14: '3' }),
      ]),
    ]);
    expect(screen.getByRole('link', { name: 'Holi Milan 2025' })).toHaveAttribute(
      'href',
      '/blog/Holi-Milan-2025?rf=41',
    );
    expect(screen.getByRole('link', { name: 'Annual Day' })).toHaveAttribute(
      'href',
      '/blogs/Annual-Day-2025',
    );
    expect(screen.getByRole('link', { name: 'Bad link' })).toHaveAttribute(
      'href',
      '/blog/Bad-link?rf=43',
    );
  });

  it('shows the entry date, and a default "know more" button', () => {
    renderSections([sec('article_listing', [rec({ col1: 'Portal', entry_date: '2025-04-14' })])]);
    expect(screen.getByText('14 April 2025')).toHaveAttribute('datetime', '2025-04-14');
    expect(
      screen.getByRole('link', { name: 'know more about Portal' }),
    ).toHaveAccessibleDescription('Portal');
  });
});
