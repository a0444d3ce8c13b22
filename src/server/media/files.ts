import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { MEDIA_LIBRARY_FOLDER } from '../../shared/domain/mediaLibrary';
import { hasVariants, VARIANT_WIDTHS, variantPath } from '../../shared/domain/mediaVariants';
import { makeVariant } from '../content';
import { checkedImage, loadSharp } from '../photos';

/** The long side of a stored library picture: above the widest variant (1440), for sharp zooms. */
export const LIBRARY_SIDE = 2400;

export interface LibraryPicture {
  bytes: Buffer;
  width: number;
  height: number;
}

/**
 * A site picture from an editor's upload: the member photos' content checks (photos/image.ts)
 * and their re-encoding — upright, metadata stripped, JPEG — at most LIBRARY_SIDE px.
 */
export const encodeLibraryPicture = (bytes: Buffer) =>
  checkedImage<LibraryPicture>(bytes, async (input, options) => {
    const sharp = await loadSharp();
    const out = await sharp(input, options)
      .rotate()
      .flatten({ background: '#ffffff' })
      .resize(LIBRARY_SIDE, LIBRARY_SIDE, { fit: 'inside', withoutEnlargement: true })
      .jpeg({ quality: 84, mozjpeg: true })
      .toBuffer({ resolveWithObject: true });
    return { bytes: out.data, width: out.info.width, height: out.info.height };
  });

/**
 * Writes the picture under a new random name in media/library/ (never a name the editor chose),
 * with its WebP sizes; answers its media path. Nothing is left behind when a write fails.
 */
export async function writePicture(mediaDir: string, picture: LibraryPicture): Promise<string> {
  const folder = path.join(mediaDir, MEDIA_LIBRARY_FOLDER);
  await fs.promises.mkdir(folder, { recursive: true });
  const name = `${MEDIA_LIBRARY_FOLDER}/${randomBytes(16).toString('hex')}.jpg`;
  try {
    await fs.promises.writeFile(path.join(mediaDir, name), picture.bytes, { flag: 'wx' });
    for (const width of VARIANT_WIDTHS) await makeVariant(mediaDir, name, width);
  } catch (err) {
    await removePicture(mediaDir, name);
    throw err;
  }
  return name;
}

/** Removes a picture and its WebP sizes; a path reaching outside the media folder is ignored. */
export async function removePicture(mediaDir: string, mediaPath: string): Promise<void> {
  const root = path.resolve(mediaDir);
  const files = [
    mediaPath,
    ...(hasVariants(mediaPath) ? VARIANT_WIDTHS.map((w) => variantPath(mediaPath, w)) : []),
  ];
  for (const file of files) {
    const target = path.resolve(root, file);
    if (!target.startsWith(root + path.sep)) continue;
    await fs.promises.rm(target, { force: true });
  }
}

/** Each raster picture (not a variant) under `dir`, with its size, for the library's register. */
export async function scanPictures(
  dir: string,
  files: readonly string[],
): Promise<{ path: string; width: number; height: number; bytes: number }[]> {
  const out = [];
  for (const file of files.filter((f) => hasVariants(f))) {
    const full = path.join(dir, file);
    try {
      const meta = await (await loadSharp())(full).metadata();
      const { size } = await fs.promises.stat(full);
      out.push({
        path: file.split(path.sep).join('/'),
        width: meta.width ?? 0,
        height: meta.height ?? 0,
        bytes: size,
      });
    } catch {
      // An unreadable picture is left out of the library; the site shows it as before.
    }
  }
  return out;
}
