import { screen, within } from '@testing-library/react';
import { rec, renderSections, sec } from './testUtils';

describe('column rules', () => {
  it('orders records by col14 numerically, unnumbered last', () => {
    renderSections([
      sec('card_list', [
        rec({ col1: 'Ten', col14: '10' }),
        rec({ col1: 'None' }),
        rec({ col1: 'Two', col14: '2' }),
        rec({ col1: 'One', col14: '1' }),
      ]),
    ]);
    const titles = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(titles).toEqual(['One', 'Two', 'Ten', 'None']);
  });

  it('shows the top_text row as the section heading and intro, not as an item', () => {
    renderSections([
      sec('card_list', [
        rec({ col1: 'Card A', col14: '1' }),
        rec({
          col1: 'Our seva',
          col2: 'From weddings to scholarships.',
          col10: 'top_text',
          col14: '0',
        }),
      ]),
    ]);
    const region = screen.getByRole('region', { name: 'Our seva' });
    expect(within(region).getByRole('heading', { level: 2, name: 'Our seva' })).toBeInTheDocument();
    expect(within(region).getByText('From weddings to scholarships.')).toBeInTheDocument();
    expect(within(region).getAllByRole('listitem')).toHaveLength(1);
    expect(within(region).getByRole('heading', { level: 3, name: 'Card A' })).toBeInTheDocument();
  });

  it('labels buttons from col8, else "know more", and "Check Product" for products', () => {
    renderSections([
      sec('card_list', [
        rec({ col1: 'Labelled', col7: '/a', col8: 'How to apply' }),
        rec({ col1: 'Plain', col7: '/b' }),
        rec({ col1: 'Saree', col7: '/c', e_id: 'prod-17' }),
        rec({ col1: 'No link' }),
      ]),
    ]);
    expect(screen.getByRole('link', { name: 'How to apply' })).toHaveAttribute('href', '/a');
    // A generic label names its record for screen readers (hidden text).
    expect(screen.getByRole('link', { name: 'know more about Plain' })).toHaveAttribute(
      'href',
      '/b',
    );
    expect(screen.getByRole('link', { name: 'know more about Plain' })).toHaveTextContent(
      /^know more/,
    );
    expect(screen.getByRole('link', { name: 'Check Product' })).toHaveAttribute('href', '/c');
    expect(screen.getAllByRole('link')).toHaveLength(3);
  });

  it('opens http(s) links in a new tab and drops javascript: and data: links', () => {
    renderSections([
      sec('card_list', [
        rec({ col1: 'External', col7: 'https://example.org/page', col8: 'Visit' }),
        rec({ col1: 'Script', col7: 'javascript:alert(1)', col8: 'Bad' }),
        rec({ col1: 'Tabbed', col7: 'java\tscript:alert(1)', col8: 'Bad too' }),
        rec({ col1: 'Data', col7: 'data:text/html,<b>x</b>', col8: 'Worse' }),
      ]),
    ]);
    const external = screen.getByRole('link', { name: /Visit/ });
    expect(external).toHaveAttribute('target', '_blank');
    expect(external).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.queryByText('Bad')).not.toBeInTheDocument();
    expect(screen.queryByText('Bad too')).not.toBeInTheDocument();
    expect(screen.queryByText('Worse')).not.toBeInTheDocument();
  });

  it('puts three cards per row by default and follows a col13 column class', () => {
    renderSections([
      sec('card_list', [rec({ col1: 'A' }), rec({ col1: 'B' })], { g_title: 'default' }),
      sec('card_list', [rec({ col1: 'C', col13: 'col-6' })]),
      sec('card_list', [rec({ col1: 'D', col13: 'slick-slide-x' })]),
    ]);
    const [first, second, third] = screen.getAllByRole('list');
    expect(first).toHaveClass('cs-grid--3');
    expect(second).toHaveClass('cs-grid--2');
    expect(third).toHaveClass('cs-grid--3');
  });

  it('rounds photos for round-image and paints default-image rows as backgrounds', () => {
    renderSections([
      sec('card_list', [
        rec({ col1: 'Omprakash Mittal', col4: 'site/person-01.jpg', col10: 'round-image' }),
        rec({
          col1: '6,000+ families',
          col4: 'site/icon.png',
          col5: 'site/bg.jpg',
          col12: 'default-image',
        }),
      ]),
    ]);
    expect(screen.getByRole('img', { name: 'Omprakash Mittal' })).toHaveClass('cs-img--round');
    const card = screen.getByRole('heading', { name: '6,000+ families' }).closest('article');
    expect(card).toHaveClass('cs-bg-image');
    expect(card).toHaveStyle({ backgroundImage: 'url("/media/site/bg.jpg")' });
  });

  it('links committee and community cards to their detail pages when col7 is empty', () => {
    renderSections([sec('card_list', [rec({ col1: 'Sunita Bansal' })])], 'committee');
    expect(screen.getByRole('link', { name: 'know more about Sunita Bansal' })).toHaveAttribute(
      'href',
      '/committee/Sunita-Bansal',
    );
  });
});
