import qrcode from 'qrcode-generator';
import { useMemo } from 'react';

/** The dark modules of `text`'s QR code as one SVG path (a square per module), and its size. */
export function qrPath(text: string): { size: number; d: string } {
  // Level M: a printed page may be creased or smudged; M still reads with 15% of it damaged.
  const qr = qrcode(0, 'M');
  qr.addData(text);
  qr.make();
  const size = qr.getModuleCount();
  const squares: string[] = [];
  for (let row = 0; row < size; row += 1) {
    for (let col = 0; col < size; col += 1) {
      if (qr.isDark(row, col)) squares.push(`M${col} ${row}h1v1h-1z`);
    }
  }
  return { size, d: squares.join('') };
}

/** Four modules of white round the code, as the QR standard asks, so scanners find its edges. */
const QUIET = 4;

/**
 * A QR code as inline SVG: no canvas, no data: URL (the CSP allows neither for images), crisp at
 * any print size. `label` says what scanning it opens.
 */
export function QrCode({
  text,
  label,
  className,
}: {
  text: string;
  label: string;
  className?: string;
}) {
  const { size, d } = useMemo(() => qrPath(text), [text]);
  const box = size + QUIET * 2;
  return (
    <svg
      className={className}
      role="img"
      aria-label={label}
      viewBox={`${-QUIET} ${-QUIET} ${box} ${box}`}
      shapeRendering="crispEdges"
      data-qr-text={text}
    >
      <rect x={-QUIET} y={-QUIET} width={box} height={box} fill="#fff" />
      <path d={d} fill="#000" />
    </svg>
  );
}
