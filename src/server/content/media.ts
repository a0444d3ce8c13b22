import fs from 'node:fs';
import path from 'node:path';

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
      copied += 1;
    }
  }
  return copied;
}
