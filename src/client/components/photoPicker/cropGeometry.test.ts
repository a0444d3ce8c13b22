import {
  CENTRED,
  clampView,
  cropRect,
  describeView,
  moveView,
  outputSize,
  zoomView,
  ZOOM_MAX,
} from './cropGeometry';

const WIDE = { width: 1200, height: 900 };
const TALL = { width: 900, height: 2000 };

const inside = (source: { width: number; height: number }, r: ReturnType<typeof cropRect>) => {
  expect(r.x).toBeGreaterThanOrEqual(0);
  expect(r.y).toBeGreaterThanOrEqual(0);
  expect(r.x + r.width).toBeLessThanOrEqual(source.width + 1e-9);
  expect(r.y + r.height).toBeLessThanOrEqual(source.height + 1e-9);
  expect(r.width / r.height).toBeCloseTo(3 / 4);
};

describe('the portrait crop', () => {
  it('at zoom 1 keeps the largest 3:4 part, in the middle', () => {
    expect(cropRect(WIDE, CENTRED)).toEqual({ x: 262.5, y: 0, width: 675, height: 900 });
    expect(cropRect(TALL, CENTRED)).toEqual({ x: 0, y: 400, width: 900, height: 1200 });
  });

  it('zooms about the middle, no closer than 4× and no further out than the whole', () => {
    expect(cropRect(WIDE, { zoom: 2, x: 0.5, y: 0.5 })).toEqual({
      x: 431.25,
      y: 225,
      width: 337.5,
      height: 450,
    });
    expect(zoomView(WIDE, CENTRED, 100).zoom).toBe(ZOOM_MAX);
    expect(zoomView(WIDE, CENTRED, 0.1).zoom).toBe(1);
    expect(clampView(WIDE, { zoom: Number.NaN, x: Number.NaN, y: 0.5 })).toEqual(CENTRED);
  });

  it('never leaves the photo, however far it is moved or zoomed', () => {
    for (const source of [WIDE, TALL, { width: 10, height: 10 }]) {
      for (const zoom of [1, 1.7, 4]) {
        for (const [x, y] of [
          [-5, -5],
          [0, 1],
          [1, 0],
          [9, 9],
          [0.5, 0.5],
        ]) {
          inside(source, cropRect(source, { zoom, x, y }));
        }
      }
    }
    // Pushed past the left edge and the top, then it sits at the edge.
    const corner = cropRect(WIDE, { zoom: 2, x: -1, y: -1 });
    expect([corner.x, corner.y]).toEqual([0, 0]);
  });

  it('moves in widths of the frame, and a move past the edge is not stored up', () => {
    const zoomed = { zoom: 2, x: 0.5, y: 0.5 };
    // A tenth of the frame (337.5 px) to the right is 33.75 px of the photo.
    expect(cropRect(WIDE, moveView(WIDE, zoomed, 0.1, 0)).x).toBeCloseTo(431.25 + 33.75);
    // At zoom 1 a wide photo's full height is kept: up and down cannot move it.
    expect(moveView(WIDE, CENTRED, 0, 0.3)).toEqual(CENTRED);
    // Twenty steps left reach the edge; one step right then moves at once.
    let view = zoomed;
    for (let i = 0; i < 20; i += 1) view = moveView(WIDE, view, -0.5, 0);
    expect(cropRect(WIDE, view).x).toBe(0);
    expect(cropRect(WIDE, moveView(WIDE, view, 0.1, 0)).x).toBeCloseTo(33.75);
  });

  it('is drawn at most 1200 × 1600, never enlarged, always 3:4', () => {
    expect(outputSize({ x: 0, y: 0, width: 3000, height: 4000 })).toEqual({
      width: 1200,
      height: 1600,
    });
    expect(outputSize({ x: 0, y: 0, width: 337.5, height: 450 })).toEqual({
      width: 338,
      height: 451,
    });
  });

  it('is said in words for a screen reader', () => {
    expect(describeView(WIDE, CENTRED)).toBe(
      'Zoom 100%; the kept part starts 22% from the left and 0% from the top',
    );
  });
});
