import { render, screen } from '@testing-library/react';
import { observeByHand } from '../../../../test/observerStub';
import { VideoFile } from './VideoFile';

const film = {
  path: 'site/intro.mp4',
  poster: 'site/intro-poster.jpg',
  label: 'Introducing the trust',
  width: 1280,
  height: 720,
};

describe('a video file below the first screen', () => {
  const observer = observeByHand();

  it('asks for neither poster nor metadata until it nears the viewport, then for both', () => {
    render(<VideoFile {...film} />);
    const video = screen.getByLabelText('Introducing the trust');
    expect(video).toHaveAttribute('preload', 'none');
    expect(video).not.toHaveAttribute('poster');
    // Playable all the same, and its box already has the film's shape.
    expect(video).toHaveAttribute('src', '/media/site/intro.mp4');
    expect(video).toHaveAttribute('width', '1280');
    expect(video).toHaveAttribute('height', '720');

    observer().intersect(video);
    expect(video).toHaveAttribute('poster', '/media/site/intro-poster.jpg');
    expect(video).toHaveAttribute('preload', 'metadata');
    // Once near, it stays as it is: nothing more to watch.
    expect(observer().watched()).not.toContain(video);
  });

  it('on the first screen (eager) has its poster and metadata at once, with nothing watched', () => {
    render(<VideoFile {...film} eager />);
    const video = screen.getByLabelText('Introducing the trust');
    expect(video).toHaveAttribute('poster', '/media/site/intro-poster.jpg');
    expect(video).toHaveAttribute('preload', 'metadata');
    expect(observer().watched()).toEqual([]);
  });
});
