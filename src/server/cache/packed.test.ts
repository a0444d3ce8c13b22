import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { acceptedEncoding, pack } from './packed';

describe('acceptedEncoding', () => {
  it('prefers brotli, then gzip, honouring q=0 and *', () => {
    expect(acceptedEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(acceptedEncoding('gzip, deflate')).toBe('gzip');
    expect(acceptedEncoding('br;q=0, gzip;q=0.5')).toBe('gzip');
    expect(acceptedEncoding('*')).toBe('br');
    expect(acceptedEncoding('*;q=0')).toBe(null);
    expect(acceptedEncoding('identity')).toBe(null);
    expect(acceptedEncoding('br;q=abc')).toBe(null);
    expect(acceptedEncoding(undefined)).toBe(null);
  });
});

it('packs a body into brotli and gzip copies that give it back', () => {
  const body = Buffer.from('<div class="resP">1</div>'.repeat(200) + 'हिन्दी');
  const { br, gzip } = pack(body);
  expect(br.length).toBeLessThan(body.length / 10);
  expect(brotliDecompressSync(br).equals(body)).toBe(true);
  expect(gunzipSync(gzip).equals(body)).toBe(true);
});
