import { ACCOUNT_MESSAGES as M } from '../../../src/server/accounts/messages';
import { dataUrl, HTML_POLYGLOT, noisyJpeg, SVG } from '../helpers/images';
import {
  bombPng,
  GIF_SCRIPT,
  jpegClaiming,
  jpegWithScriptComment,
  SCRIPT_PAGE,
  smallJpeg,
  smallPng,
} from './uploadsImages';

const b64 = (bytes: Buffer | string) => Buffer.from(bytes).toString('base64');

/** Uploads the server must refuse, with the plain message the member then reads. */
export const REFUSED: [what: string, make: () => Promise<string>, message: string][] = [
  [
    'random bytes declared as PNG',
    async () => dataUrl(Buffer.from('%PNG not really, just text'), 'image/png'),
    M.notAnImage,
  ],
  ['an SVG with a script', async () => dataUrl(SVG, 'image/svg+xml'), M.notAnImage],
  ['an SVG declared as PNG', async () => dataUrl(SVG, 'image/png'), M.notAnImage],
  [
    'a GIF89a header followed by a script',
    async () => dataUrl(GIF_SCRIPT, 'image/gif'),
    M.notAnImage,
  ],
  ['the same GIF/JS polyglot declared as JPEG', async () => dataUrl(GIF_SCRIPT), M.notAnImage],
  ['JPEG magic bytes followed by a web page', async () => dataUrl(HTML_POLYGLOT), M.notAnImage],
  [
    'a 20000×20000 PNG of 48 KB (decompression bomb)',
    async () => dataUrl(bombPng(20_000, 20_000), 'image/png'),
    M.imageTooManyPixels,
  ],
  [
    'a 7000×6000 PNG (just over 40 million pixels)',
    async () => dataUrl(bombPng(7000, 6000), 'image/png'),
    M.imageTooManyPixels,
  ],
  [
    'a JPEG whose header claims 60000×60000',
    async () => dataUrl(await jpegClaiming(60_000, 60_000)),
    M.imageTooManyPixels,
  ],
  [
    'a truncated JPEG',
    async () => dataUrl((await noisyJpeg()).subarray(0, 20_000)),
    M.unreadableImage,
  ],
  [
    'a photo over 5 MB (the form is under 8 MB)',
    async () => dataUrl(Buffer.concat([await smallJpeg(), Buffer.alloc(5.5 * 1024 * 1024)])),
    M.imageTooLarge,
  ],
  [
    'a data URL without a comma',
    async () => `data:image/png;base64${b64(await smallPng())}`,
    M.notAnImage,
  ],
  [
    'a data URL that is not base64',
    async () =>
      `data:image/png,${[...(await smallPng())].map((b) => `%${b.toString(16).padStart(2, '0')}`).join('')}`,
    M.notAnImage,
  ],
  ['broken base64', async () => 'data:image/jpeg;base64,@@@@', M.unreadableImage],
  [
    'base64 of the wrong length',
    async () => `data:image/png;base64,${b64(await smallPng()).slice(0, -1)}`,
    M.unreadableImage,
  ],
  [
    'base64 with line breaks',
    async () => `data:image/png;base64,${b64(await smallPng()).replace(/(.{76})/g, '$1\n')}`,
    M.unreadableImage,
  ],
  ['an empty data URL', async () => 'data:image/png;base64,', M.unreadableImage],
  ['a data URL without a type', async () => `data:;base64,${b64(await smallPng())}`, M.notAnImage],
  [
    'data:text/html with a script',
    async () => `data:text/html;base64,${b64(SCRIPT_PAGE)}`,
    M.notAnImage,
  ],
  [
    'data:text/html, not base64',
    async () => `data:text/html,${SCRIPT_PAGE.toString()}`,
    M.notAnImage,
  ],
  ['a javascript: URL', async () => 'javascript:alert(document.cookie)', M.notAnImage],
  ['a link to a photo elsewhere', async () => 'https://evil.example/photo.png', M.notAnImage],
];

/**
 * Uploads that are harmless once re-encoded: the label is ignored (the content is judged) and
 * whatever rides after or inside the image is not part of the pixels sharp writes back out.
 */
export const HARMLESS: [what: string, make: () => Promise<string>][] = [
  ['a JPEG declared as PNG', async () => dataUrl(await smallJpeg(), 'image/png')],
  ['a PNG declared as JPEG', async () => dataUrl(await smallPng(), 'image/jpeg')],
  [
    'a PNG with a web page after IEND',
    async () => dataUrl(Buffer.concat([await smallPng(), SCRIPT_PAGE]), 'image/png'),
  ],
  [
    'a JPEG with a web page after EOI',
    async () => dataUrl(Buffer.concat([await smallJpeg(), SCRIPT_PAGE])),
  ],
  [
    'a JPEG with a web page in a comment segment',
    async () => dataUrl(await jpegWithScriptComment()),
  ],
];
