/** The record columns that name pictures, and what each is in words. */
export const PICTURE_COLUMNS = {
  col4: 'picture',
  col5: 'second picture (or video poster)',
  bg_img: 'background picture',
} as const;
export type PictureColumn = keyof typeof PICTURE_COLUMNS;

/** The stored value with its path swapped, keeping its spelling ('/media/' or not). */
export const swapped = (value: string, from: string, to: string): string => {
  const trimmed = value.trim();
  return trimmed.endsWith(from) ? trimmed.slice(0, trimmed.length - from.length) + to : to;
};
