import { PHOTO_MAX_BYTES, PHOTO_MAX_MB, PHOTO_TYPES } from '../../../shared/domain/photoLimits';

/** The file input's accept list: the formats the service takes (requirements §5 "images only"). */
export const PHOTO_ACCEPT = PHOTO_TYPES.join(',');

export const NOT_A_PHOTO = 'Please choose a photo in JPEG, PNG or WebP format.';
export const TOO_LARGE = `This photo is larger than ${PHOTO_MAX_MB} MB. Please choose a smaller one.`;

/** A plain reason the file cannot be used, or null. A drop of no file at all is not a photo. */
export function photoFileProblem(file: File | null | undefined): string | null {
  if (!file || !(PHOTO_TYPES as readonly string[]).includes(file.type)) return NOT_A_PHOTO;
  if (file.size > PHOTO_MAX_BYTES) return TOO_LARGE;
  return null;
}

/** Reads a photo as a data URL (the wire's pro_pic), reporting progress in percent if asked. */
export function readAsDataUrl(
  photo: Blob,
  onProgress: (percent: number) => void = () => undefined,
): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onprogress = (e) => {
      if (e.lengthComputable && e.total > 0) onProgress(Math.round((e.loaded / e.total) * 100));
    };
    reader.onload = () =>
      typeof reader.result === 'string'
        ? resolve(reader.result)
        : reject(new Error('The photo could not be read.'));
    reader.onerror = () => reject(reader.error ?? new Error('The photo could not be read.'));
    reader.readAsDataURL(photo);
  });
}
