import { qrPath } from './QrCode';

/** The module grid drawn by a path of `M{col} {row}h1v1h-1z` squares. */
function grid(text: string): boolean[][] {
  const { size, d } = qrPath(text);
  const dark = Array.from({ length: size }, () => Array<boolean>(size).fill(false));
  for (const [, col, row] of d.matchAll(/M(\d+) (\d+)h1v1h-1z/g))
    dark[Number(row)][Number(col)] = true;
  return dark;
}

/** A finder pattern: a dark 7×7 ring, a light ring inside it, a dark 3×3 centre. */
function isFinder(dark: boolean[][], top: number, left: number): boolean {
  for (let r = 0; r < 7; r += 1) {
    for (let c = 0; c < 7; c += 1) {
      const ring = Math.max(Math.abs(r - 3), Math.abs(c - 3));
      if (dark[top + r][left + c] !== (ring !== 2)) return false;
    }
  }
  return true;
}

it('draws a QR code of a version that fits the address, with its three finder patterns', () => {
  const dark = grid('https://trust.example/member/MTAwNw%3D%3D');
  const size = dark.length;
  expect((size - 17) % 4).toBe(0); // 21, 25, 29…: versions 1–40
  expect(size).toBeGreaterThanOrEqual(29); // 41 bytes at level M need version 3 or more
  expect(isFinder(dark, 0, 0)).toBe(true);
  expect(isFinder(dark, 0, size - 7)).toBe(true);
  expect(isFinder(dark, size - 7, 0)).toBe(true);
  expect(isFinder(dark, size - 7, size - 7)).toBe(false);
});

it('gives another code for another address', () => {
  expect(qrPath('https://trust.example/member/MQ%3D%3D').d).not.toBe(
    qrPath('https://trust.example/member/Mg%3D%3D').d,
  );
});
