import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import {
  hasVariants,
  VARIANT_WIDTHS,
  variantPath,
  type VariantWidth,
} from '../../shared/domain/mediaVariants';
import { loadSharp, MAX_INPUT_PIXELS } from '../photos';

/** Copies content/media/** into DATA_DIR/media/ (so /media/site/x.jpg is DATA_DIR/media/site/x.jpg). */
export function copyMedia(contentDir: string, dataDir: string): number {
  const source = path.join(contentDir, 'media');
  if (!fs.existsSync(source)) return 0;
  return copyTree(source, mediaDir(dataDir));
}

export const mediaDir = (dataDir: string): string => path.join(dataDir, 'media');

function copyTree(from: string, to: string): number {
  fs.mkdirSync(to, { recursive: true });
  let copied = 0;
  for (const entry of fs.readdirSync(from, { withFileTypes: true })) {
    const src = path.join(from, entry.name);
    const dest = path.join(to, entry.name);
    // Symlinks are not followed: media must not reach outside the content folder.
    if (entry.isDirectory()) copied += copyTree(src, dest);
    else if (entry.isFile()) {
      fs.copyFileSync(src, dest);
      // The picture keeps its own time, so its variants (makeVariants) stay fresh across reloads.
      const { atime, mtime } = fs.statSync(src);
      fs.utimesSync(dest, atime, mtime);
      copied += 1;
    }
  }
  return copied;
}

/**
 * Writes the responsive sizes (shared/domain/mediaVariants.ts) of every raster picture under the
 * media folder: WebP, never upscaled, so every name the client puts in a srcset exists. A variant
 * newer than its picture is kept, so a reload only pays for what changed. Returns how many it wrote.
 */
export async function makeVariants(dir: string): Promise<number> {
  if (!fs.existsSync(dir)) return 0;
  const pictures = (fs.readdirSync(dir, { recursive: true }) as string[]).filter((f) =>
    hasVariants(f),
  );
  let written = 0;
  for (const file of pictures) {
    const source = path.join(dir, file);
    const changed = fs.statSync(source).mtimeMs;
    const missing = VARIANT_WIDTHS.filter((w) => {
      const target = path.join(dir, variantPath(file, w));
      return !fs.existsSync(target) || fs.statSync(target).mtimeMs < changed;
    });
    if (missing.length === 0) continue;
    for (const w of missing) if (await makeVariant(dir, file, w)) written += 1;
  }
  return written;
}

/**
 * Writes one variant of the picture `file` (relative to the media folder `dir`); false when the
 * picture is missing or unreadable (the client's srcset then falls back to nothing better).
 * The image goes to a temporary name in the same folder and is renamed into place, so a reader
 * (or a second writer, e.g. another server process) never sees a half-written file.
 */
export async function makeVariant(
  dir: string,
  file: string,
  width: VariantWidth,
): Promise<boolean> {
  const target = path.join(dir, variantPath(file, width));
  const temp = `${target}.${process.pid}.${randomBytes(6).toString('hex')}.tmp`;
  try {
    const sharp = await loadSharp();
    const bytes = await sharp(path.join(dir, file), { limitInputPixels: MAX_INPUT_PIXELS })
      .rotate()
      .resize({ width, withoutEnlargement: true })
      .webp({ quality: 78 })
      .toBuffer();
    await fs.promises.writeFile(temp, bytes);
    await fs.promises.rename(temp, target);
    return true;
  } catch {
    await fs.promises.rm(temp, { force: true });
    return false;
  }
}
