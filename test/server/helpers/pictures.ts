import sharp from 'sharp';

/** A real picture made with sharp, as a data URL (the way the console's upload form sends it). */
export async function pictureDataUrl(
  format: 'png' | 'jpeg' = 'png',
  { width = 64, height = 48, colour = '#3366cc' } = {},
): Promise<string> {
  const bytes = await sharp({ create: { width, height, channels: 3, background: colour } })
    [format]()
    .toBuffer();
  return `data:image/${format};base64,${bytes.toString('base64')}`;
}
