import { photoFileProblem, readAsDataUrl } from './photoFile';

describe('photo files', () => {
  it('accept JPEG, PNG and WebP up to 5 MB', () => {
    const file = (type: string, size = 10) => new File([new Uint8Array(size)], 'f', { type });
    expect(photoFileProblem(file('image/jpeg'))).toBeNull();
    expect(photoFileProblem(file('image/png'))).toBeNull();
    expect(photoFileProblem(file('image/webp'))).toBeNull();
    expect(photoFileProblem(file('image/gif'))).toMatch(/JPEG, PNG or WebP/);
    expect(photoFileProblem(file('image/svg+xml'))).toMatch(/JPEG, PNG or WebP/);
    expect(photoFileProblem(file('image/jpeg', 5 * 1024 * 1024 + 1))).toMatch(/5 MB/);
    // A drop that carried no file (a link, some text) is not a photo either.
    expect(photoFileProblem(null)).toMatch(/JPEG, PNG or WebP/);
  });

  it('are read as a data URL, with progress reported on the way', async () => {
    const seen: number[] = [];
    const url = await readAsDataUrl(
      new File([new Uint8Array([1, 2, 3])], 'a.png', { type: 'image/png' }),
      (p) => seen.push(p),
    );
    expect(url).toBe('data:image/png;base64,AQID');
    expect(seen.every((p) => p >= 0 && p <= 100)).toBe(true);
  });
});
