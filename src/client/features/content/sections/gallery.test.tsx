import { screen } from '@testing-library/react';
import { rec, renderSections, sec } from './testUtils';

describe('image_gallery', () => {
  it('shows an mp4 as a video with its poster and an image as an img', () => {
    renderSections([
      sec('image_gallery', [
        rec({ col1: 'Intro film', col4: 'site/intro.mp4', col5: 'site/intro-poster.jpg' }),
        rec({ col1: 'Holi Milan', col4: 'site/gallery-holi.jpg' }),
      ]),
    ]);
    const video = screen.getByLabelText('Intro film');
    expect(video.tagName).toBe('VIDEO');
    expect(video).toHaveAttribute('src', '/media/site/intro.mp4');
    expect(video).toHaveAttribute('poster', '/media/site/intro-poster.jpg');
    expect(video).toHaveAttribute('preload', 'metadata');
    expect(video).toHaveAttribute('controls');
    expect((video as HTMLVideoElement).muted).toBe(true);
    const img = screen.getByRole('img', { name: 'Holi Milan' });
    expect(img).toHaveAttribute('src', '/media/site/gallery-holi.jpg');
    expect(img).toHaveAttribute('width');
    expect(img).toHaveAttribute('height');
    expect(screen.queryByRole('img', { name: 'Intro film' })).not.toBeInTheDocument();
  });

  it('puts four per row on large screens, also for col13 col-3', () => {
    renderSections([
      sec('image_gallery', [rec({ col1: 'A', col4: 'site/a.jpg' })]),
      sec('image_gallery', [rec({ col1: 'B', col4: 'site/b.jpg', col13: 'col-3' })]),
    ]);
    const [plain, explicit] = screen.getAllByRole('list');
    expect(plain).toHaveClass('cs-grid--4');
    expect(explicit).toHaveClass('cs-grid--4');
  });

  it('falls back to the group title for alt text', () => {
    renderSections([sec('image_gallery', [rec({ g_title: 'Gallery', col4: 'site/x.jpg' })])]);
    expect(screen.getByRole('img', { name: 'Gallery' })).toBeInTheDocument();
  });
});

describe('image_collarge_grid', () => {
  it('shows each picture with its caption', () => {
    renderSections([
      sec('image_collarge_grid', [
        rec({ col1: 'Samuhik Vivah', col4: 'site/v.jpg', col14: '1' }),
        rec({ col1: 'Annual Day', col4: 'site/a.jpg', col14: '2' }),
      ]),
    ]);
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    expect(screen.getByRole('img', { name: 'Samuhik Vivah' })).toBeInTheDocument();
    expect(screen.getByText('Annual Day', { selector: 'figcaption' })).toBeInTheDocument();
  });
});
