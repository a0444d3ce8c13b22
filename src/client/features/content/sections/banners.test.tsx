import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TOP_BANNER_HEIGHT_PX } from '../../../../shared/domain/constants';
import { rec, renderSections, sec } from './testUtils';

describe('banners', () => {
  it('top_banner is 300px high with its col2 notice running as a ticker', () => {
    const { container } = renderSections([
      sec('top_banner', [
        rec({
          col1: 'Our Committee',
          col2: '<p>Trustees for 2024&ndash;27</p>',
          col4: 'site/top.jpg',
        }),
      ]),
    ]);
    expect(screen.getByRole('heading', { level: 2, name: 'Our Committee' })).toBeInTheDocument();
    expect(container.querySelector('.cs-top-banner')).toHaveStyle({
      height: `${TOP_BANNER_HEIGHT_PX}px`,
    });
    // The ticker's second copy is hidden from assistive technology: one visible notice.
    const notices = screen.getAllByRole('listitem');
    expect(notices).toHaveLength(1);
    expect(notices[0]).toHaveTextContent('Trustees for 2024–27');
  });

  it('top_banner prefers col15 for the notice', () => {
    renderSections([
      sec('top_banner', [rec({ col1: 'News', col2: 'Intro', col15: 'Office closed Monday' })]),
    ]);
    expect(screen.getByRole('listitem')).toHaveTextContent('Office closed Monday');
  });

  it('scroll_message lists each notice, linked when col7 says so, with a pause control', async () => {
    renderSections([
      sec(
        'scroll_message',
        [
          rec({ col1: 'AGM on Sunday', col7: '/e_news', col14: '1' }),
          rec({ col1: 'Bookings open', col14: '2' }),
        ],
        { g_title: 'Notices' },
      ),
    ]);
    const region = screen.getByRole('region', { name: 'Notices' });
    expect(within(region).getByRole('link', { name: 'AGM on Sunday' })).toHaveAttribute(
      'href',
      '/e_news',
    );
    expect(within(region).getAllByRole('listitem')).toHaveLength(2);
    const pause = within(region).getByRole('button', { name: 'Pause notices' });
    expect(pause).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(pause);
    expect(pause).toHaveAttribute('aria-pressed', 'true');
  });

  it('home_banner makes a full_screen_length row a full-height banner', () => {
    renderSections([
      sec('home_banner', [
        rec({
          col1: 'A trusted way to find a match',
          col4: 'site/banner.jpg',
          col7: '/member_registration',
          col8: 'Register now',
          col11: 'full_screen_length',
        }),
      ]),
    ]);
    const banner = screen
      .getByRole('heading', { name: 'A trusted way to find a match' })
      .closest('article');
    expect(banner).toHaveClass('cs-banner--full');
    expect(screen.getByRole('link', { name: 'Register now' })).toHaveAttribute(
      'href',
      '/member_registration',
    );
  });

  it('full_banner turns each further row into another button', () => {
    renderSections([
      sec('full_banner', [
        rec({
          col1: 'Find a life partner',
          col4: 'site/b.jpg',
          col7: '/member_registration',
          col8: 'New registration',
          col14: '1',
        }),
        rec({ col1: 'Already a member?', col7: '/login', col8: 'Member login', col14: '2' }),
      ]),
    ]);
    expect(screen.getAllByRole('heading')).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'New registration' })).toHaveAttribute(
      'href',
      '/member_registration',
    );
    expect(screen.getByRole('link', { name: 'Member login' })).toHaveAttribute('href', '/login');
  });

  it('home_banner2div paints col5 as the background of default-image panels', () => {
    renderSections([
      sec('home_banner2div', [
        rec({
          col1: '6,000+ families',
          col4: 'site/icon.png',
          col5: 'site/bg1.jpg',
          col12: 'default-image',
        }),
        rec({ col1: '1,450 scholarships', col4: 'site/b2.jpg' }),
      ]),
    ]);
    const first = screen.getByRole('heading', { name: '6,000+ families' }).closest('article');
    expect(first).toHaveClass('cs-bg-image');
    expect(screen.getByRole('img', { name: '1,450 scholarships' })).toHaveAttribute(
      'src',
      '/media/site/b2.jpg',
    );
  });
});

describe('other blocks', () => {
  it('profile_block shows photo, name, role and text, laid out by col13', () => {
    renderSections(
      [
        sec('profile_block', [
          rec({
            col1: 'Omprakash Mittal',
            col15: 'President',
            col4: 'site/p1.jpg',
            col13: 'col-3',
            col2: '<p>Retired banker.</p>',
          }),
        ]),
      ],
      'committee',
    );
    expect(screen.getByRole('img', { name: 'Omprakash Mittal' })).toHaveClass('cs-img--round');
    expect(screen.getByText('President')).toBeInTheDocument();
    expect(screen.getByText('Retired banker.')).toBeInTheDocument();
    expect(screen.getByRole('list')).toHaveClass('cs-grid--4');
  });

  it('how_we_do numbers its steps in an ordered list', () => {
    renderSections([
      sec('how_we_do', [
        rec({ col1: 'Register', col15: 'Step 1', col14: '2' }),
        rec({ col1: 'Get verified', col15: 'Step 2', col14: '3' }),
      ]),
    ]);
    const list = screen.getByRole('list');
    expect(list.tagName).toBe('OL');
    expect(within(list).getAllByRole('listitem')[0]).toHaveTextContent('Step 1Register');
  });

  it('text_description and text_thumbnail show their text', () => {
    renderSections([
      sec('text_description', [rec({ col1: 'Disclaimer', col2: '<p>Families decide.</p>' })]),
      sec('text_thumbnail', [
        rec({ col1: 'Seva', col2: '<p>Selfless service.</p>', col4: 'site/icon-lotus.png' }),
      ]),
    ]);
    expect(screen.getByText('Families decide.')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Seva' })).toHaveClass('cs-card__thumb');
  });
});
