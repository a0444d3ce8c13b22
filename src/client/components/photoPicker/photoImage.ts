import { outputSize, type Rect, type Size } from './cropGeometry';

/**
 * The picker's only contact with the browser's imaging: opening the chosen file as a picture and
 * drawing the kept part on a canvas. Small on purpose, as jsdom has neither (tests stand in for
 * both with photoPicker.fixture.ts); the arithmetic is in cropGeometry.ts.
 */

export interface OpenedPhoto extends Size {
  /** An object URL of the chosen file, shown in the preview; revoked when the photo is let go. */
  url: string;
  image: HTMLImageElement;
}

/** The crop is sent as a JPEG: what the service stores anyway, and far under its size limit. */
export const CROP_TYPE = 'image/jpeg';
const CROP_QUALITY = 0.9;

/** Opens a chosen file as a picture, its size as the browser shows it (turned by its EXIF). */
export async function openPhoto(file: Blob, signal?: AbortSignal): Promise<OpenedPhoto> {
  const url = URL.createObjectURL(file);
  const image = new Image();
  image.src = url;
  try {
    await image.decode();
    if (signal?.aborted) throw new Error('Another photo was chosen.');
    const { naturalWidth: width, naturalHeight: height } = image;
    if (!width || !height) throw new Error('The photo has no pixels.');
    return { url, image, width, height };
  } catch (error) {
    URL.revokeObjectURL(url);
    throw error;
  }
}

/** Draws the kept part of the photo, at most OUTPUT_MAX, and encodes it. */
export function drawCrop(photo: OpenedPhoto, rect: Rect): Promise<Blob> {
  const out = outputSize(rect);
  const canvas = document.createElement('canvas');
  canvas.width = out.width;
  canvas.height = out.height;
  const context = canvas.getContext('2d');
  if (!context) return Promise.reject(new Error('This browser cannot draw the photo.'));
  // A PNG's transparent parts would turn black in a JPEG; white is what the service gives them.
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, out.width, out.height);
  context.imageSmoothingQuality = 'high';
  context.drawImage(
    photo.image,
    rect.x,
    rect.y,
    rect.width,
    rect.height,
    0,
    0,
    out.width,
    out.height,
  );
  return new Promise((resolve, reject) =>
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error('The photo could not be drawn.'))),
      CROP_TYPE,
      CROP_QUALITY,
    ),
  );
}
