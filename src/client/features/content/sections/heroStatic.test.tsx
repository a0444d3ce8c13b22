import { screen } from '@testing-library/react';
import { rec, renderSections, sec } from './testUtils';

// A file of its own: React.lazy remembers a loaded chunk, so no earlier test may have loaded it.
describe('hero_slider before its chunk', () => {
  it('hero_slider paints its first slide before react-slick arrives, then becomes the slider', async () => {
    const { container } = renderSections([
      sec('hero_slider', [
        rec({ col1: 'Welcome', col4: 'site/banner-welcome.jpg' }),
        rec({ col1: 'Samuhik Vivah 2025', col4: 'site/banner-vivah.jpg' }),
      ]),
    ]);
    // Synchronously, before the lazy chunk resolves: the static first slide with an eager picture.
    expect(container.querySelector('.cs-carousel--static')).not.toBeNull();
    expect(screen.getByRole('heading', { name: 'Welcome' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Samuhik Vivah 2025' })).not.toBeInTheDocument();
    const first = container.querySelector('img');
    expect(first).toHaveAttribute('fetchpriority', 'high');
    expect(first).toHaveAttribute('loading', 'eager');
    expect(await screen.findByRole('button', { name: 'Next slide' })).toBeInTheDocument();
    expect(container.querySelector('.cs-carousel--static')).toBeNull();
  });
});
