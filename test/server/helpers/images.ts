import sharp from 'sharp';

export const dataUrl = (bytes: Buffer, type = 'image/jpeg'): string =>
  `data:${type};base64,${bytes.toString('base64')}`;

/** A 200×100 JPEG marked "rotate 90°" with a camera make and a GPS position in its EXIF. */
export const jpegWithGps = (): Promise<Buffer> =>
  sharp({ create: { width: 200, height: 100, channels: 3, background: '#cc3333' } })
    .jpeg()
    .withMetadata({ orientation: 6 })
    .withExif({
      IFD0: { Make: 'TestCam', Model: 'Pocket 1' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '26/1 55/1 0/1',
        GPSLongitudeRef: 'E',
        GPSLongitude: '75/1 49/1 0/1',
      },
    })
    .toBuffer();

export const png = (width: number, height: number): Promise<Buffer> =>
  sharp({ create: { width, height, channels: 4, background: { r: 0, g: 90, b: 200, alpha: 0.5 } } })
    .png()
    .toBuffer();

/** Random pixels, so that the JPEG's scan data is long and can be cut short. */
export async function noisyJpeg(width = 600, height = 400): Promise<Buffer> {
  const pixels = Buffer.alloc(width * height * 3);
  for (let i = 0; i < pixels.length; i += 1) pixels[i] = (i * 7919) % 251;
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg()
    .toBuffer();
}

export const gif = (): Promise<Buffer> =>
  sharp({ create: { width: 10, height: 10, channels: 3, background: '#00ff00' } })
    .gif()
    .toBuffer();

export const SVG = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script>' +
    '<rect width="10" height="10"/></svg>',
);

/** JPEG magic bytes followed by a web page: looks like a photo to a naive check. */
export const HTML_POLYGLOT = Buffer.concat([
  Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00]),
  Buffer.from(
    '<html><body><script>document.location="https://evil.example"</script></body></html>',
  ),
]);
