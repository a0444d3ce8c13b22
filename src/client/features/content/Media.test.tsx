import { render, screen } from '@testing-library/react';
import { Media } from './Media';
import { PICTURE_SIZES } from './mediaUrl';

const variants = (path: string) =>
  [480, 960, 1440].map((w) => `/media/${path}.w${w}.webp ${w}w`).join(', ');

describe('Media', () => {
  it('with sizes, a local picture offers the server’s WebP widths', () => {
    render(<Media path="site/art-will.jpg" alt="Will" eager sizes={PICTURE_SIZES.detail} />);
    const img = screen.getByRole('img', { name: 'Will' });
    expect(img).toHaveAttribute('src', '/media/site/art-will.jpg');
    expect(img).toHaveAttribute('srcset', variants('site/art-will.jpg'));
    expect(img).toHaveAttribute('sizes', PICTURE_SIZES.detail);
    expect(img).toHaveAttribute('loading', 'eager');
  });

  it('without sizes (a box of no set width), or for another site’s picture, has one address', () => {
    render(
      <>
        <Media path="site/child-gst.jpg" alt="Child" />
        <Media path="https://example.org/x.jpg" alt="Far" sizes={PICTURE_SIZES.dialog} />
      </>,
    );
    for (const name of ['Child', 'Far']) {
      const img = screen.getByRole('img', { name });
      expect(img).not.toHaveAttribute('srcset');
      expect(img).not.toHaveAttribute('sizes');
    }
  });
});
