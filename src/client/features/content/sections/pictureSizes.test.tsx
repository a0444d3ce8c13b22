import { screen } from '@testing-library/react';
import { PICTURE_SIZES } from './lib/pictureSizes';
import { rec, renderSections, sec } from './testUtils';

/** The srcset the server's WebP widths give a local picture. */
const variants = (path: string) =>
  [480, 960, 1440].map((w) => `/media/${path}.w${w}.webp ${w}w`).join(', ');

describe('content pictures ask for the width they are drawn at', () => {
  it('a card of card_list offers its WebP widths, with the cards’ sizes', async () => {
    renderSections([
      sec('card_list', [rec({ col1: 'Matrimony', col4: 'site/svc-matrimony.jpg' })]),
    ]);
    const img = await screen.findByRole('img', { name: 'Matrimony' });
    expect(img).toHaveAttribute('src', '/media/site/svc-matrimony.jpg');
    expect(img).toHaveAttribute('srcset', variants('site/svc-matrimony.jpg'));
    expect(img).toHaveAttribute('sizes', PICTURE_SIZES.card);
  });

  it('a blog teaser in a carousel does the same', async () => {
    renderSections([
      sec('blog_carousel', [
        rec({ col1: 'Annual Day', col4: 'site/blog-annual-day.jpg', col7: '/blogs/x' }),
      ]),
    ]);
    const [img] = await screen.findAllByRole('img', { name: 'Annual Day' });
    expect(img).toHaveAttribute('srcset', variants('site/blog-annual-day.jpg'));
    expect(img).toHaveAttribute('sizes', PICTURE_SIZES.card);
  });

  it('a picture beside text (image_text) is drawn at most half the container wide', async () => {
    renderSections([sec('image_text', [rec({ col1: 'Register', col4: 'site/img-register.jpg' })])]);
    const img = await screen.findByRole('img', { name: 'Register' });
    expect(img).toHaveAttribute('srcset', variants('site/img-register.jpg'));
    expect(img).toHaveAttribute('sizes', PICTURE_SIZES.mediaText);
  });

  it('a picture from another site, or a vector, keeps its one address', async () => {
    renderSections([
      sec('card_list', [
        rec({ col1: 'Elsewhere', col4: 'https://example.org/a.jpg' }),
        rec({ col1: 'Drawing', col4: 'site/emblem.svg' }),
      ]),
    ]);
    for (const name of ['Elsewhere', 'Drawing']) {
      const img = await screen.findByRole('img', { name });
      expect(img).not.toHaveAttribute('srcset');
      expect(img).not.toHaveAttribute('sizes');
    }
  });
});
