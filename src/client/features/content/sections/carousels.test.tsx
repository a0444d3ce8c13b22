import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { rec, renderSections, sec } from './testUtils';

const people = () => [
  rec({ col1: 'What families say', col10: 'top_text', col14: '0' }),
  rec({
    col1: 'Mahesh Airan',
    col2: '<p>We found our daughter-in-law.</p>',
    col15: '4',
    col14: '1',
  }),
  rec({
    col1: 'Ritika Bindal',
    col2: '<p>The scholarship paid my fee.</p>',
    col15: 'Student',
    col14: '2',
  }),
  rec({ col1: 'Third Person', col2: '<p>Thank you.</p>', col15: '9', col14: '3' }),
];

function setReducedMotion(reduce: boolean) {
  const original = window.matchMedia;
  window.matchMedia = ((query: string) => ({
    ...original(query),
    matches: reduce && query.includes('prefers-reduced-motion'),
  })) as typeof window.matchMedia;
  return () => {
    window.matchMedia = original;
  };
}

describe('testimonials (lazy carousel)', () => {
  it('shows a star rating from col15 with an accessible label', async () => {
    renderSections([sec('testimonials', people())]);
    await screen.findByRole('group', { name: 'What families say' });
    // Role queries skip react-slick's aria-hidden clones: exactly one visible rating.
    expect(screen.getByRole('img', { name: 'Rated 4 out of 5' })).toBeInTheDocument();
    // Not a rating: shown as text about the person. Out of range: no stars at all.
    expect(screen.getAllByText('Student').length).toBeGreaterThan(0);
    expect(screen.queryByRole('img', { name: /Rated 9/ })).not.toBeInTheDocument();
  });

  it('has labelled arrow buttons and a pause button that toggles', async () => {
    renderSections([sec('testimonials', people())]);
    const carousel = await screen.findByRole('group', { name: 'What families say' });
    expect(within(carousel).getByRole('button', { name: 'Previous slide' })).toBeInTheDocument();
    expect(within(carousel).getByRole('button', { name: 'Next slide' })).toBeInTheDocument();
    const pause = within(carousel).getByRole('button', { name: 'Pause slideshow' });
    await userEvent.click(pause);
    expect(within(carousel).getByRole('button', { name: 'Play slideshow' })).toBeInTheDocument();
  });

  it('does not autoplay when the visitor prefers reduced motion', async () => {
    const restore = setReducedMotion(true);
    try {
      renderSections([sec('testimonials', people())]);
      const carousel = await screen.findByRole('group', { name: 'What families say' });
      expect(within(carousel).queryByRole('button', { name: /slideshow/ })).not.toBeInTheDocument();
    } finally {
      restore();
    }
  });
});

describe('other carousels', () => {
  it('hero_slider shows its slides over pictures', async () => {
    renderSections([
      sec('hero_slider', [
        rec({
          col1: 'Welcome',
          col4: 'site/banner-welcome.jpg',
          col7: '/about_us',
          col8: 'About the trust',
        }),
        rec({ col1: 'Samuhik Vivah 2025', col4: 'site/banner-vivah.jpg' }),
      ]),
    ]);
    expect(await screen.findAllByRole('heading', { name: 'Welcome' })).not.toHaveLength(0);
    expect(screen.getAllByRole('link', { name: 'About the trust' })[0]).toHaveAttribute(
      'href',
      '/about_us',
    );
  });

  it('image_slider shows category, title and text', async () => {
    renderSections([
      sec('image_slider', [
        rec({
          col1: 'Holi Milan',
          col2: '<p>Herbal colours.</p>',
          col15: 'Festivals',
          col4: 'site/h.jpg',
        }),
      ]),
    ]);
    expect(await screen.findByText('Festivals')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Holi Milan' })).toBeInTheDocument();
    expect(screen.getByText('Herbal colours.')).toBeInTheDocument();
  });

  it('blog_carousel links each blog, col7 first', async () => {
    renderSections([
      sec('blog_carousel', [rec({ col1: 'Annual Day 2025', col7: '/blogs/Annual-Day-2025' })]),
    ]);
    expect(await screen.findByRole('link', { name: 'Annual Day 2025' })).toHaveAttribute(
      'href',
      '/blogs/Annual-Day-2025',
    );
  });

  it('video_carousel embeds an http(s) col6 in a titled iframe, else plays the col4 file', async () => {
    const { container } = renderSections([
      sec('video_carousel', [
        rec({ col1: 'On YouTube', col6: 'https://www.youtube.com/watch?v=abcDEF12345' }),
        rec({ col1: 'Bad embed', col6: 'javascript:alert(1)', col4: 'site/intro.mp4' }),
      ]),
    ]);
    const frame = (await screen.findAllByTitle('On YouTube'))[0];
    expect(frame.tagName).toBe('IFRAME');
    expect(frame).toHaveAttribute('src', 'https://www.youtube-nocookie.com/embed/abcDEF12345');
    expect(container.querySelector('iframe[src^="javascript"]')).toBeNull();
    expect(screen.getAllByLabelText('Bad embed')[0].tagName).toBe('VIDEO');
  });

  it('list_slider and video_slider render their items', async () => {
    renderSections([
      sec('list_slider', [
        rec({ col1: 'Garba Night', col15: '27 September, 7 pm', col4: 'site/icon.png' }),
      ]),
      sec('video_slider', [rec({ col1: 'Intro', col4: 'site/intro.mp4' })]),
    ]);
    expect(await screen.findByRole('heading', { name: 'Garba Night' })).toBeInTheDocument();
    expect(screen.getByText('27 September, 7 pm')).toBeInTheDocument();
    expect((await screen.findByLabelText('Intro')).tagName).toBe('VIDEO');
    await act(async () => undefined);
  });
});

describe('carousel width on a phone', () => {
  it('shows one testimonial at a time below 640px', async () => {
    const original = window.matchMedia;
    window.matchMedia = ((query: string) => ({
      ...original(query),
      matches: query.includes('max-width'),
    })) as typeof window.matchMedia;
    try {
      const { container } = renderSections([sec('testimonials', people())]);
      await screen.findByRole('group', { name: 'What families say' });
      expect(container.querySelectorAll('.slick-slide.slick-active')).toHaveLength(1);
    } finally {
      window.matchMedia = original;
    }
  });

  it('shows two side by side on a desktop', async () => {
    const { container } = renderSections([sec('testimonials', people())]);
    await screen.findByRole('group', { name: 'What families say' });
    expect(container.querySelectorAll('.slick-slide.slick-active')).toHaveLength(2);
  });
});
