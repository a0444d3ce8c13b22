/** What the browser may send (the service checks the content itself, requirements §5 "images only"). */
export const PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export const PHOTO_ACCEPT = PHOTO_TYPES.join(',');
export const PHOTO_MAX_BYTES = 5 * 1024 * 1024;
export const GALLERY_MAX = 6;

/** A plain reason the file cannot be sent, or null. */
export function photoFileProblem(file: File): string | null {
  if (!(PHOTO_TYPES as readonly string[]).includes(file.type)) {
    return 'Please choose a photo in JPEG, PNG or WebP format.';
  }
  if (file.size > PHOTO_MAX_BYTES) {
    return 'This photo is larger than 5 MB. Please choose a smaller one.';
  }
  return null;
}

/** Reads a file as a data URL (uploadProPic's pro_pic), reporting progress in percent. */
export function readAsDataUrl(file: File, onProgress: (percent: number) => void): Promise<string> {
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
    reader.readAsDataURL(file);
  });
}
