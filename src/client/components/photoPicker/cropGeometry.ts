/**
 * The portrait crop's arithmetic, apart from any drawing so it can be tested on its own. The
 * member sees a 3:4 frame over her photo; `CropView` is where that frame is and how far it is
 * zoomed in, and `cropRect` turns it into the rectangle of the photo's own pixels that is kept.
 * Every function keeps the frame inside the photo: there is never an empty band in a crop.
 */

/** Width over height of the kept part: a portrait, as the profile cards show photos. */
export const CROP_ASPECT = 3 / 4;
export const ZOOM_MIN = 1;
export const ZOOM_MAX = 4;
/** The largest crop sent: the service keeps at most 1600 px on the long side anyway. */
export const OUTPUT_MAX = { width: 1200, height: 1600 } as const;

export interface Size {
  width: number;
  height: number;
}

/**
 * Where the frame is: `zoom` 1 is the largest 3:4 part the photo holds; `x` and `y` are the
 * middle of the kept part as fractions of the photo's width and height (0.5, 0.5 is the centre).
 */
export interface CropView {
  zoom: number;
  x: number;
  y: number;
}

/** A rectangle in the photo's own pixels. */
export interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

export const CENTRED: CropView = { zoom: 1, x: 0.5, y: 0.5 };

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/** The kept part's size in the photo's pixels at `zoom`. */
export function cropSize(source: Size, zoom: number): Size {
  const z = clamp(zoom, ZOOM_MIN, ZOOM_MAX);
  // At zoom 1, the whole height of a wide photo, or the whole width of a tall one.
  const wide = source.width / source.height > CROP_ASPECT;
  const width = wide ? source.height * CROP_ASPECT : source.width;
  const height = wide ? source.height : source.width / CROP_ASPECT;
  return { width: width / z, height: height / z };
}

/** The view with its zoom in range and its middle where the whole frame stays on the photo. */
export function clampView(source: Size, view: CropView): CropView {
  const zoom = clamp(Number.isFinite(view.zoom) ? view.zoom : ZOOM_MIN, ZOOM_MIN, ZOOM_MAX);
  const size = cropSize(source, zoom);
  const halfX = size.width / 2 / source.width;
  const halfY = size.height / 2 / source.height;
  return {
    zoom,
    x: clamp(Number.isFinite(view.x) ? view.x : 0.5, halfX, 1 - halfX),
    y: clamp(Number.isFinite(view.y) ? view.y : 0.5, halfY, 1 - halfY),
  };
}

/** The part of the photo kept, in its pixels, always wholly inside it. */
export function cropRect(source: Size, view: CropView): Rect {
  const { zoom, x, y } = clampView(source, view);
  const size = cropSize(source, zoom);
  return {
    x: clamp(x * source.width - size.width / 2, 0, source.width - size.width),
    y: clamp(y * source.height - size.height / 2, 0, source.height - size.height),
    width: size.width,
    height: size.height,
  };
}

/**
 * The frame moved by `dx`, `dy` in widths and heights of the frame itself (0.05 is a twentieth of
 * what is shown), so a key press or a drag means the same at any zoom and on any screen.
 */
export function moveView(source: Size, view: CropView, dx: number, dy: number): CropView {
  const size = cropSize(source, view.zoom);
  return clampView(source, {
    zoom: view.zoom,
    x: view.x + (dx * size.width) / source.width,
    y: view.y + (dy * size.height) / source.height,
  });
}

/** Zoomed by a factor (above 1 closer in), about the frame's middle. */
export function zoomView(source: Size, view: CropView, factor: number): CropView {
  return clampView(source, { ...view, zoom: view.zoom * factor });
}

/** The size of the picture drawn from `rect`: never larger than OUTPUT_MAX nor than the rect. */
export function outputSize(rect: Rect): Size {
  const width = Math.max(1, Math.round(Math.min(OUTPUT_MAX.width, rect.width)));
  return { width, height: Math.round(width / CROP_ASPECT) };
}

/** The view in words for a screen reader (the frame's aria-valuetext). */
export function describeView(
  source: Size,
  view: CropView,
  words: (zoom: string, left: string, top: string) => string = (zoom, left, top) =>
    `Zoom ${zoom}; the kept part starts ${left} from the left and ${top} from the top`,
): string {
  const rect = cropRect(source, view);
  const pct = (n: number) => `${Math.round(n * 100)}%`;
  return words(
    pct(clampView(source, view).zoom),
    pct(rect.x / source.width),
    pct(rect.y / source.height),
  );
}
