import { render, screen } from '@testing-library/react';
import { observeByHand } from '../test/observerStub';
import { useNearViewport } from './useNearViewport';

function Probe({ sameFrame }: { sameFrame?: boolean }) {
  const [ref, near] = useNearViewport(0, { sameFrame });
  return <p ref={ref}>{near ? 'near' : 'far'}</p>;
}

// jsdom lays nothing out: the box says where the element would be on a 768 px tall screen.
const onScreen = { top: 100, bottom: 140, left: 0, right: 300, width: 300, height: 40 };

describe('an element already on screen at the first paint', () => {
  const observer = observeByHand();
  let measured: jest.SpyInstance;
  beforeEach(() => {
    measured = jest
      .spyOn(Element.prototype, 'getBoundingClientRect')
      .mockReturnValue({ ...onScreen, x: 0, y: 100, toJSON: () => onScreen } as DOMRect);
  });
  afterEach(() => measured.mockRestore());

  it('is near in the same frame: measured before the browser paints', () => {
    render(<Probe />);
    expect(screen.getByText('near')).toBeInTheDocument();
    expect(measured).toHaveBeenCalled();
  });

  it('with sameFrame false, is not measured (no layout inside the commit) and waits for the observer', () => {
    render(<Probe sameFrame={false} />);
    expect(screen.getByText('far')).toBeInTheDocument();
    expect(measured).not.toHaveBeenCalled();
    observer().intersect(screen.getByText('far'));
    expect(screen.getByText('near')).toBeInTheDocument();
  });
});
