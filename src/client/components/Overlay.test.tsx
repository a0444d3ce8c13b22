import { act, render, screen } from '@testing-library/react';
import { Overlay } from './Overlay';

const setReducedMotion = (matches: boolean) => {
  window.matchMedia = ((query: string) => ({
    matches: matches && query.includes('reduce'),
    media: query,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  })) as typeof window.matchMedia;
};

describe('Overlay', () => {
  const originalMatchMedia = window.matchMedia;
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => {
    jest.useRealTimers();
    window.matchMedia = originalMatchMedia;
  });

  it('renders nothing while closed', () => {
    render(<Overlay open={false} />);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('announces its label politely while open', () => {
    render(<Overlay open label="Sending…" />);
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('Sending…');
    expect(status).toHaveAttribute('aria-live', 'polite');
    expect(status).not.toHaveClass('overlay--leaving');
  });

  it('fades for the given time after closing, then unmounts', () => {
    const { rerender } = render(<Overlay open fadeMs={300} />);
    rerender(<Overlay open={false} fadeMs={300} />);
    expect(screen.getByRole('status')).toHaveClass('overlay--leaving');

    act(() => jest.advanceTimersByTime(299));
    expect(screen.getByRole('status')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('comes straight back if reopened while fading', () => {
    const { rerender } = render(<Overlay open />);
    rerender(<Overlay open={false} />);
    rerender(<Overlay open />);
    act(() => jest.advanceTimersByTime(1000));
    expect(screen.getByRole('status')).not.toHaveClass('overlay--leaving');
  });

  it('skips the fade when the visitor prefers reduced motion', () => {
    setReducedMotion(true);
    const { rerender } = render(<Overlay open />);
    rerender(<Overlay open={false} />);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});
