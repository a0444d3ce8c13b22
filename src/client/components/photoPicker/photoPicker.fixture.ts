/**
 * jsdom decodes no pictures and has no canvas: this stands in for the two browser calls the picker
 * makes (photoImage.ts), so a test can choose a photo, crop and send it. Every opened photo has
 * `size`; every crop is drawn into `drawn` (the source rectangle) and comes out as a small JPEG.
 */
export interface FakePhotos {
  /** The source rectangles drawn, [x, y, width, height], one per crop sent. */
  drawn: number[][];
  /** Object URLs made and not yet revoked. */
  live: Set<string>;
  /** Makes the next decodes fail, as a corrupt file's would. */
  failDecode: boolean;
}

export function installFakePhotos(size = { width: 1200, height: 900 }): FakePhotos {
  const fake: FakePhotos = { drawn: [], live: new Set(), failDecode: false };
  let made = 0;
  Object.assign(URL, {
    createObjectURL: () => {
      const url = `blob:photo-${(made += 1)}`;
      fake.live.add(url);
      return url;
    },
    revokeObjectURL: (url: string) => fake.live.delete(url),
  });
  const image = HTMLImageElement.prototype as unknown as Record<string, unknown>;
  image.decode = () =>
    fake.failDecode ? Promise.reject(new Error('EncodingError')) : Promise.resolve();
  Object.defineProperty(HTMLImageElement.prototype, 'naturalWidth', {
    configurable: true,
    get: () => size.width,
  });
  Object.defineProperty(HTMLImageElement.prototype, 'naturalHeight', {
    configurable: true,
    get: () => size.height,
  });
  const canvas = HTMLCanvasElement.prototype as unknown as Record<string, unknown>;
  canvas.getContext = () => ({
    fillStyle: '',
    imageSmoothingQuality: 'low',
    fillRect: () => undefined,
    drawImage: (_image: unknown, ...args: number[]) => fake.drawn.push(args.slice(0, 4)),
  });
  canvas.toBlob = (done: (blob: Blob) => void, type = 'image/png') =>
    setTimeout(() => done(new Blob([new Uint8Array([0xff, 0xd8, 0xff, 0xd9])], { type })), 0);
  return fake;
}
