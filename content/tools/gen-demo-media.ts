/**
 * Demo media generator for the Shri Navyug Samaj Seva Trust demo site.
 *
 * Renders SVG compositions with sharp into content/media/site/:
 *   - banners   1600x600 JPEG (home sliders, full banner, top banners)
 *   - cards      800x600 JPEG (services, blogs, articles, news, community, popup)
 *   - portraits  400x400 JPEG (abstract avatar silhouettes, no faces)
 *   - gallery    800x800 JPEG
 *   - icons      128x128 PNG (transparent), logo 256x256 PNG
 *   - intro.mp4  640x360, 4 s, H.264 baseline, yuv420p, plus intro-poster.jpg
 *
 * The pictures carry no text at all (no titles, captions, dates or letters): the site lays the
 * record's title and text over them as real HTML. Banners keep the left half and the centre calm
 * and dark enough for white headings, with the motif on the right; top banners keep the centre
 * calm with motifs at both ends; cards and gallery pictures centre their motif. `Art.subject`
 * only says what a picture is for and is never drawn. Every image SVG is checked for <text>.
 *
 * What to draw (file names, symbols, palettes) is data: content/tools/demo-media.json.
 *
 * Usage:
 *   npm run content:media                 # images + video
 *   npm run content:media -- --no-video   # images only
 *
 * The video is made from 100 frames rendered with sharp (PNG, 640x360, a slowly
 * turning mandala over a saffron-to-maroon gradient with the trust's name fading in) and
 * encoded with ffmpeg (Debian: `apt-get update && apt-get install -y ffmpeg`).
 * Exact ffmpeg command used (FRAMES is a temporary directory):
 *
 *   ffmpeg -y -loglevel error -framerate 25 -i FRAMES/frame-%03d.png \
 *     -c:v libx264 -profile:v baseline -level 3.0 -pix_fmt yuv420p \
 *     -preset slow -crf 30 -maxrate 450k -bufsize 900k -g 50 \
 *     -movflags +faststart -an content/media/site/intro.mp4
 *
 * intro-poster.jpg is the video's first frame without the caption; it is written with the images,
 * so `--no-video` refreshes it too and leaves intro.mp4 alone.
 *
 * Everything is deterministic (no network, no randomness beyond a seeded PRNG).
 */
import { spawnSync } from 'node:child_process';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import sharp from 'sharp';
import DATA from './demo-media.json';

const ROOT = path.resolve(__dirname, '..', '..');
const OUT = path.join(ROOT, 'content', 'media', 'site');
const JPEG_QUALITY = 72;
const JPEG_BUDGET = 80 * 1024;

// ---------------------------------------------------------------------------
// Palette
// ---------------------------------------------------------------------------

interface Palette {
  from: string;
  to: string;
  accent: string;
  ink: string; // light tone: symbol discs, silhouettes
  soft: string; // motif colour
  mark: string; // symbol colour on the disc
  deep: string; // dark tone laid under the area where the site puts white text
}

const P: Record<string, Palette> = DATA.palettes;

// ---------------------------------------------------------------------------
// Helpers
// ---------------------------------------------------------------------------

function seeded(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 4294967296;
  };
}

function hashStr(s: string): number {
  let h = 2166136261;
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 16777619);
  }
  return h >>> 0;
}

function defs(id: string, pal: Palette, angle = 135): string {
  const rad = (angle * Math.PI) / 180;
  const x2 = 0.5 + Math.cos(rad) * 0.5;
  const y2 = 0.5 + Math.sin(rad) * 0.5;
  return `<defs>
  <linearGradient id="${id}-bg" x1="${(1 - x2).toFixed(3)}" y1="${(1 - y2).toFixed(3)}" x2="${x2.toFixed(3)}" y2="${y2.toFixed(3)}">
    <stop offset="0" stop-color="${pal.from}"/><stop offset="1" stop-color="${pal.to}"/>
  </linearGradient>
  <radialGradient id="${id}-glow" cx="0.5" cy="0.5" r="0.5">
    <stop offset="0" stop-color="#FFFFFF" stop-opacity="0.35"/><stop offset="1" stop-color="#FFFFFF" stop-opacity="0"/>
  </radialGradient>
  <pattern id="${id}-rangoli" width="48" height="48" patternUnits="userSpaceOnUse">
    <rect x="16" y="16" width="16" height="16" transform="rotate(45 24 24)" fill="none" stroke="${pal.soft}" stroke-opacity="0.13" stroke-width="2"/>
    <circle cx="0" cy="0" r="3" fill="${pal.soft}" fill-opacity="0.13"/>
    <circle cx="48" cy="0" r="3" fill="${pal.soft}" fill-opacity="0.13"/>
    <circle cx="0" cy="48" r="3" fill="${pal.soft}" fill-opacity="0.13"/>
    <circle cx="48" cy="48" r="3" fill="${pal.soft}" fill-opacity="0.13"/>
  </pattern>
</defs>`;
}

/** A mandala of petals and rings centred at (cx, cy). */
function mandala(
  cx: number,
  cy: number,
  r: number,
  color: string,
  opacity: number,
  rotate = 0,
): string {
  const parts: string[] = [];
  parts.push(
    `<g transform="translate(${cx} ${cy}) rotate(${rotate})" opacity="${opacity}" fill="none" stroke="${color}">`,
  );
  parts.push(`<circle r="${r}" stroke-width="${Math.max(2, r / 60)}"/>`);
  parts.push(
    `<circle r="${r * 0.93}" stroke-width="${Math.max(1, r / 120)}" stroke-dasharray="${r / 30} ${r / 40}"/>`,
  );
  const petals = 16;
  for (let i = 0; i < petals; i++) {
    const a = (360 / petals) * i;
    parts.push(
      `<ellipse cx="0" cy="${-r * 0.62}" rx="${r * 0.12}" ry="${r * 0.28}" transform="rotate(${a})" stroke-width="${Math.max(2, r / 70)}"/>`,
    );
  }
  for (let i = 0; i < petals; i++) {
    const a = (360 / petals) * (i + 0.5);
    parts.push(
      `<circle cx="0" cy="${-r * 0.86}" r="${r * 0.03}" fill="${color}" transform="rotate(${a})"/>`,
    );
  }
  parts.push(`<circle r="${r * 0.34}" stroke-width="${Math.max(2, r / 70)}"/>`);
  for (let i = 0; i < 8; i++) {
    const a = 45 * i;
    parts.push(
      `<path d="M0 ${-r * 0.34} Q ${r * 0.09} ${-r * 0.2} 0 ${-r * 0.08} Q ${-r * 0.09} ${-r * 0.2} 0 ${-r * 0.34} Z" transform="rotate(${a})" stroke-width="${Math.max(1.5, r / 110)}"/>`,
    );
  }
  parts.push('</g>');
  return parts.join('');
}

/** A row of hanging toran triangles along the top edge. */
function toran(w: number, size: number, c1: string, c2: string): string {
  const parts: string[] = [`<rect x="0" y="0" width="${w}" height="${size * 0.18}" fill="${c1}"/>`];
  const n = Math.ceil(w / size);
  for (let i = 0; i < n; i++) {
    const x = i * size;
    const col = i % 2 === 0 ? c1 : c2;
    parts.push(
      `<path d="M${x} ${size * 0.18} L${x + size / 2} ${size * 0.75} L${x + size} ${size * 0.18} Z" fill="${col}" opacity="0.9"/>`,
    );
    parts.push(
      `<circle cx="${x + size / 2}" cy="${size * 0.86}" r="${size * 0.07}" fill="${col}"/>`,
    );
  }
  return parts.join('');
}

function dotRow(
  w: number,
  y: number,
  gap: number,
  r: number,
  color: string,
  opacity: number,
): string {
  const parts: string[] = [];
  for (let x = gap / 2; x < w; x += gap)
    parts.push(`<circle cx="${x}" cy="${y}" r="${r}" fill="${color}" opacity="${opacity}"/>`);
  return parts.join('');
}

// ---------------------------------------------------------------------------
// Symbols, drawn in a 100x100 box centred on (0, 0)
// ---------------------------------------------------------------------------

const SYMBOLS = [
  'rings',
  'diya',
  'drop',
  'book',
  'cap',
  'heart',
  'plus',
  'leaf',
  'bhawan',
  'scales',
  'rupee',
  'chart',
  'rocket',
  'briefcase',
  'document',
  'calculator',
  'people',
  'search',
  'check',
  'userplus',
  'star',
  'calendar',
  'megaphone',
  'lotus',
  'play',
  'tree',
  'splash',
  'trophy',
  'handshake',
  'phone',
  'stethoscope',
  'pen',
] as const;
type SymbolName = (typeof SYMBOLS)[number];

function symbolPath(name: SymbolName, c: string, alt: string): string {
  const Sw = (w: number) =>
    `fill="none" stroke="${c}" stroke-width="${w}" stroke-linecap="round" stroke-linejoin="round"`;
  const S = Sw(6);
  const F = `fill="${c}"`;
  switch (name) {
    case 'rings':
      return `<g ${S}><circle cx="-15" cy="8" r="24"/><circle cx="15" cy="8" r="24"/></g><path d="M15 -30 L22 -22 L15 -14 L8 -22 Z" ${F}/>`;
    case 'diya':
      return `<path d="M-42 8 Q0 48 42 8 Z" ${F}/><path d="M-30 8 L30 8" stroke="${alt}" stroke-width="3"/><path d="M0 -44 Q14 -22 0 -4 Q-14 -22 0 -44 Z" fill="#F28C28"/><path d="M0 -30 Q6 -18 0 -8 Q-6 -18 0 -30 Z" fill="#FFD54A"/>`;
    case 'drop':
      return `<path d="M0 -46 C18 -18 32 0 32 16 A32 32 0 0 1 -32 16 C-32 0 -18 -18 0 -46 Z" ${F}/><path d="M0 2 V30 M-14 16 H14" stroke="${alt}" stroke-width="7" stroke-linecap="round"/>`;
    case 'book':
      return `<g ${S}><path d="M-44 -26 Q-22 -34 0 -22 L0 32 Q-22 22 -44 30 Z"/><path d="M44 -26 Q22 -34 0 -22 L0 32 Q22 22 44 30 Z"/><path d="M-34 -12 Q-20 -17 -8 -10 M-34 2 Q-20 -3 -8 4 M34 -12 Q20 -17 8 -10 M34 2 Q20 -3 8 4"/></g>`;
    case 'cap':
      return `<path d="M-48 -10 L0 -32 L48 -10 L0 12 Z" ${F}/><path d="M-26 2 L-26 24 Q0 38 26 24 L26 2" ${S}/><path d="M40 -6 L40 24" ${S}/><circle cx="40" cy="28" r="5" ${F}/>`;
    case 'heart':
      return `<path d="M0 38 C-54 2 -38 -44 0 -20 C38 -44 54 2 0 38 Z" ${F}/>`;
    case 'plus':
      return `<path d="M-12 -40 H12 V-12 H40 V12 H12 V40 H-12 V12 H-40 V-12 H-12 Z" ${F}/>`;
    case 'leaf':
      return `<path d="M-34 34 C-36 -18 6 -42 40 -40 C42 -8 22 34 -34 34 Z" ${F}/><path d="M-34 34 L24 -24 M-8 8 L-8 -12 M6 -6 L18 -6" stroke="${alt}" stroke-width="4" stroke-linecap="round"/>`;
    case 'bhawan':
      return `<path d="M-44 40 H44 V-2 H-44 Z" ${F}/><path d="M-50 -2 L0 -32 L50 -2 Z" ${F}/><path d="M0 -32 V-48 L14 -43 L0 -38" fill="${c}" stroke="${c}" stroke-width="3"/><path d="M-10 40 V16 A10 10 0 0 1 10 16 V40 Z" fill="${alt}"/><rect x="-34" y="8" width="12" height="14" fill="${alt}"/><rect x="22" y="8" width="12" height="14" fill="${alt}"/>`;
    case 'scales':
      return `<g ${S}><path d="M0 -40 V34 M-24 38 H24 M-38 -26 H38"/><path d="M-38 -26 L-50 6 M-38 -26 L-26 6 M38 -26 L26 6 M38 -26 L50 6"/></g><path d="M-52 6 A14 10 0 0 0 -24 6 Z M24 6 A14 10 0 0 0 52 6 Z" ${F}/><circle cx="0" cy="-42" r="6" ${F}/>`;
    case 'rupee':
      return `<path d="M-26 -38 H30 M-26 -20 H30 M-26 -38 H-4 A18 18 0 0 1 -4 -2 H-26 L18 40" ${Sw(8)}/>`;
    case 'chart':
      return `<rect x="-40" y="6" width="18" height="34" ${F}/><rect x="-10" y="-12" width="18" height="52" ${F}/><rect x="20" y="-30" width="18" height="70" ${F}/><path d="M-44 -14 L-14 -36 L6 -26 L40 -48" ${S}/><path d="M28 -48 H40 V-36" ${S}/>`;
    case 'rocket':
      return `<path d="M0 -48 C22 -30 24 0 16 24 H-16 C-24 0 -22 -30 0 -48 Z" ${F}/><circle cx="0" cy="-14" r="9" fill="${alt}"/><path d="M-16 8 L-32 30 L-14 26 Z M16 8 L32 30 L14 26 Z" ${F}/><path d="M-8 30 Q0 50 8 30 Z" fill="${alt}"/>`;
    case 'briefcase':
      return `<rect x="-44" y="-20" width="88" height="58" rx="8" ${F}/><path d="M-16 -20 V-32 H16 V-20" ${S}/><path d="M-44 4 H44" stroke="${alt}" stroke-width="4"/><rect x="-7" y="-2" width="14" height="12" fill="${alt}"/>`;
    case 'document':
      return `<path d="M-32 -44 H14 L34 -24 V44 H-32 Z" ${F}/><path d="M14 -44 V-24 H34" fill="${alt}" opacity="0.6"/><path d="M-20 -14 H22 M-20 2 H22 M-20 18 H10" stroke="${alt}" stroke-width="5" stroke-linecap="round"/>`;
    case 'calculator':
      return `<rect x="-32" y="-44" width="64" height="88" rx="8" ${F}/><rect x="-22" y="-34" width="44" height="18" fill="${alt}"/>${[
        0, 1, 2,
      ]
        .map((r) =>
          [0, 1, 2]
            .map(
              (k) =>
                `<rect x="${-22 + k * 16}" y="${-8 + r * 16}" width="12" height="12" fill="${alt}"/>`,
            )
            .join(''),
        )
        .join('')}`;
    case 'people':
      return `<circle cx="-26" cy="-14" r="11" ${F}/><circle cx="26" cy="-14" r="11" ${F}/><circle cx="0" cy="-22" r="14" ${F}/><path d="M-46 30 Q-46 2 -26 2 Q-14 2 -10 10 Q-4 -2 0 -2 Q4 -2 10 10 Q14 2 26 2 Q46 2 46 30 Z" ${F}/>`;
    case 'search':
      return `<circle cx="-8" cy="-8" r="26" ${Sw(8)}/><path d="M12 12 L38 38" ${Sw(10)}/>`;
    case 'check':
      return `<circle r="40" ${S}/><path d="M-20 2 L-4 18 L24 -14" ${Sw(9)}/>`;
    case 'userplus':
      return `<circle cx="-10" cy="-18" r="16" ${F}/><path d="M-42 36 Q-42 6 -10 6 Q22 6 22 36 Z" ${F}/><path d="M34 -18 V10 M20 -4 H48" ${Sw(7)}/>`;
    case 'star': {
      const pts: string[] = [];
      for (let i = 0; i < 10; i++) {
        const r = i % 2 === 0 ? 44 : 18;
        const a = (Math.PI / 5) * i - Math.PI / 2;
        pts.push(`${(Math.cos(a) * r).toFixed(1)},${(Math.sin(a) * r).toFixed(1)}`);
      }
      return `<polygon points="${pts.join(' ')}" ${F}/>`;
    }
    case 'calendar':
      return `<rect x="-40" y="-32" width="80" height="72" rx="8" ${F}/><rect x="-32" y="-12" width="64" height="44" fill="${alt}"/><path d="M-22 -42 V-24 M22 -42 V-24" ${S}/>${[
        0, 1,
      ]
        .map((r) =>
          [0, 1, 2]
            .map(
              (k) =>
                `<rect x="${-26 + k * 20}" y="${-6 + r * 18}" width="12" height="12" fill="${c}"/>`,
            )
            .join(''),
        )
        .join('')}`;
    case 'megaphone':
      return `<path d="M-40 -12 H-16 L30 -38 V38 L-16 12 H-40 Z" ${F}/><path d="M-30 12 L-22 38 H-10 L-16 12" ${F}/><path d="M40 -16 Q50 0 40 16" ${S}/>`;
    case 'lotus':
      return `<path d="M0 34 C-12 10 -12 -18 0 -40 C12 -18 12 10 0 34 Z" ${F}/><path d="M0 34 C-26 26 -38 2 -36 -22 C-16 -12 -4 6 0 34 Z" ${F} opacity="0.85"/><path d="M0 34 C26 26 38 2 36 -22 C16 -12 4 6 0 34 Z" ${F} opacity="0.85"/><path d="M0 34 C-30 36 -48 22 -50 6 C-30 6 -12 18 0 34 Z" ${F} opacity="0.7"/><path d="M0 34 C30 36 48 22 50 6 C30 6 12 18 0 34 Z" ${F} opacity="0.7"/><path d="M-30 44 H30" stroke="${c}" stroke-width="5" stroke-linecap="round"/>`;
    case 'play':
      return `<circle r="42" ${F}/><path d="M-12 -20 L22 0 L-12 20 Z" fill="${alt}"/>`;
    case 'tree':
      return `<rect x="-6" y="6" width="12" height="38" ${F}/><circle cx="0" cy="-14" r="28" ${F}/><circle cx="-24" cy="0" r="18" ${F}/><circle cx="24" cy="0" r="18" ${F}/><path d="M-30 44 H30" stroke="${c}" stroke-width="5" stroke-linecap="round"/>`;
    case 'splash':
      return `<circle cx="-18" cy="-14" r="22" fill="#E84A8A"/><circle cx="20" cy="-18" r="18" fill="#F6C21E"/><circle cx="16" cy="20" r="22" fill="#3FB4E8"/><circle cx="-20" cy="22" r="16" fill="#5CC46B"/><circle cx="0" cy="0" r="12" fill="${c}"/>`;
    case 'trophy':
      return `<path d="M-26 -40 H26 V-14 A26 26 0 0 1 -26 -14 Z" ${F}/><path d="M-26 -34 H-40 Q-40 -8 -20 -4 M26 -34 H40 Q40 -8 20 -4" ${S}/><rect x="-6" y="10" width="12" height="18" ${F}/><rect x="-22" y="28" width="44" height="12" rx="3" ${F}/>`;
    case 'handshake':
      return `<path d="M-50 -10 L-24 -22 L0 -10 L24 -22 L50 -10 L50 14 L26 30 L0 18 L-26 30 L-50 14 Z" ${F}/><path d="M-18 4 L0 20 M-6 -2 L12 14 M6 -8 L22 6" stroke="${alt}" stroke-width="4" stroke-linecap="round"/>`;
    case 'phone':
      return `<rect x="-24" y="-44" width="48" height="88" rx="10" ${F}/><rect x="-16" y="-32" width="32" height="56" fill="${alt}"/><circle cx="0" cy="34" r="4" fill="${alt}"/>`;
    case 'stethoscope':
      return `<path d="M-26 -40 V-8 A26 26 0 0 0 26 -8 V-40" ${S}/><path d="M0 18 V26 A18 18 0 0 0 36 26 V10" ${S}/><circle cx="36" cy="4" r="9" ${F}/><circle cx="-26" cy="-42" r="5" ${F}/><circle cx="26" cy="-42" r="5" ${F}/>`;
    case 'pen':
      return `<path d="M24 -44 L44 -24 L-16 36 L-40 42 L-34 18 Z" ${F}/><path d="M-34 18 L-16 36" stroke="${alt}" stroke-width="4"/><path d="M14 -34 L34 -14" stroke="${alt}" stroke-width="4"/>`;
  }
}

function symbol(
  name: SymbolName,
  cx: number,
  cy: number,
  size: number,
  c: string,
  alt: string,
  opacity = 1,
): string {
  return `<g transform="translate(${cx} ${cy}) scale(${(size / 100).toFixed(4)})" opacity="${opacity}">${symbolPath(name, c, alt)}</g>`;
}

// ---------------------------------------------------------------------------
// Compositions
// ---------------------------------------------------------------------------

interface Art {
  file: string;
  /** What the picture illustrates. Documentation only: it is never drawn. */
  subject: string;
  sym: SymbolName;
  pal: keyof typeof P;
}

/** A linear gradient of one colour whose opacity follows the [offset, opacity] stops. */
function fade(id: string, color: string, stops: [number, number][], vertical = false): string {
  const dir = vertical ? 'x1="0" y1="0" x2="0" y2="1"' : 'x1="0" y1="0" x2="1" y2="0"';
  const s = stops
    .map(([o, a]) => `<stop offset="${o}" stop-color="${color}" stop-opacity="${a}"/>`)
    .join('');
  return `<defs><linearGradient id="${id}" ${dir}>${s}</linearGradient></defs>`;
}

/** Marigold and confetti dots scattered over a rectangle. */
function scatter(
  rnd: () => number,
  box: { x: number; y: number; w: number; h: number },
  n: number,
  colors: string[],
  r: [number, number],
  opacity: [number, number],
): string {
  const parts: string[] = [];
  for (let i = 0; i < n; i++) {
    const x = box.x + rnd() * box.w;
    const y = box.y + rnd() * box.h;
    const rr = r[0] + rnd() * (r[1] - r[0]);
    const op = opacity[0] + rnd() * (opacity[1] - opacity[0]);
    parts.push(
      `<circle cx="${x.toFixed(1)}" cy="${y.toFixed(1)}" r="${rr.toFixed(1)}" fill="${colors[i % colors.length]}" opacity="${op.toFixed(2)}"/>`,
    );
  }
  return parts.join('');
}

/** The symbol on a light disc. */
function medallion(a: Art, cx: number, cy: number, r: number): string {
  const pal = P[a.pal];
  return (
    `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${pal.ink}" opacity="0.93"/>` +
    symbol(a.sym, cx, cy, r * 1.35, pal.mark, pal.ink)
  );
}

/**
 * Hero slides and full banners: the site lays a white heading, text and buttons over the left half
 * (hero) or the centre (full banner). That area stays calm and dark; the mandala sits on the right.
 */
function svgBanner(a: Art, w = 1600, h = 600): string {
  const pal = P[a.pal];
  const k = h / 600;
  const id = 'b';
  const rnd = seeded(hashStr(a.file));
  const turn = Math.floor(rnd() * 22);
  const cx = w - 300 * k;
  const cy = h / 2 + 10 * k;
  const parts: string[] = [];
  parts.push(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">`,
  );
  parts.push(defs(id, pal, 160));
  parts.push(
    fade(`${id}-calm`, pal.deep, [
      [0, 0.9],
      [0.4, 0.8],
      [0.58, 0.5],
      [0.78, 0],
    ]),
  );
  parts.push(`<rect width="${w}" height="${h}" fill="url(#${id}-bg)"/>`);
  parts.push(`<rect width="${w}" height="${h}" fill="url(#${id}-rangoli)"/>`);
  parts.push(`<rect width="${w}" height="${h}" fill="url(#${id}-calm)"/>`);
  parts.push(mandala(-40 * k, h + 40 * k, 220 * k, pal.soft, 0.16, 11));
  parts.push(`<circle cx="${cx}" cy="${cy}" r="${320 * k}" fill="url(#${id}-glow)"/>`);
  parts.push(mandala(cx, cy, 350 * k, pal.soft, 0.14, turn + 6));
  parts.push(mandala(cx, cy, 250 * k, pal.soft, 0.55, turn));
  parts.push(
    scatter(
      rnd,
      { x: w * 0.68, y: 90 * k, w: w * 0.32, h: h - 130 * k },
      18,
      [pal.soft, pal.accent, '#FFFFFF'],
      [3 * k, 9 * k],
      [0.2, 0.5],
    ),
  );
  parts.push(medallion(a, cx, cy, 80 * k));
  parts.push(toran(w, 64 * k, pal.accent, pal.soft));
  parts.push(dotRow(w, h - 18 * k, 28 * k, 4 * k, pal.soft, 0.5));
  parts.push('</svg>');
  return parts.join('\n');
}

/**
 * Top banners: shown 300px high (the middle band on wide screens, the middle half of the width on
 * phones) under a centred white heading. The centre stays calm and dark; motifs sit at both ends.
 */
function svgTopBanner(a: Art, w = 1600, h = 600): string {
  const pal = P[a.pal];
  const id = 't';
  const rnd = seeded(hashStr(a.file));
  const turn = Math.floor(rnd() * 22);
  const cy = h / 2;
  const lx = 250;
  const rx = w - 250;
  const parts: string[] = [];
  parts.push(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">`,
  );
  parts.push(defs(id, pal, 160));
  parts.push(
    fade(`${id}-calm`, pal.deep, [
      [0, 0.15],
      [0.2, 0.55],
      [0.36, 0.82],
      [0.64, 0.82],
      [0.8, 0.55],
      [1, 0.15],
    ]),
  );
  parts.push(`<rect width="${w}" height="${h}" fill="url(#${id}-bg)"/>`);
  parts.push(`<rect width="${w}" height="${h}" fill="url(#${id}-rangoli)"/>`);
  parts.push(`<rect width="${w}" height="${h}" fill="url(#${id}-calm)"/>`);
  for (const x of [lx, rx]) {
    parts.push(`<circle cx="${x}" cy="${cy}" r="260" fill="url(#${id}-glow)"/>`);
    parts.push(mandala(x, cy, 240, pal.soft, 0.5, x === lx ? turn : turn + 11));
  }
  parts.push(mandala(lx, cy, 110, pal.soft, 0.6, turn + 4));
  parts.push(`<circle cx="${lx}" cy="${cy}" r="26" fill="${pal.soft}" opacity="0.55"/>`);
  for (const x0 of [0, w - 420]) {
    parts.push(
      scatter(
        rnd,
        { x: x0, y: 150, w: 420, h: 300 },
        10,
        [pal.soft, pal.accent, '#FFFFFF'],
        [3, 8],
        [0.2, 0.45],
      ),
    );
  }
  parts.push(medallion(a, rx, cy, 72));
  parts.push(toran(w, 64, pal.accent, pal.soft));
  parts.push(dotRow(w, h - 18, 28, 4, pal.soft, 0.5));
  parts.push('</svg>');
  return parts.join('\n');
}

/** Cards (and the launch popup): the motif centred, the title is shown by the site beside or below. */
function svgCard(a: Art, w = 800, h = 600): string {
  const pal = P[a.pal];
  const id = 'c';
  const rnd = seeded(hashStr(a.file));
  const turn = Math.floor(rnd() * 22);
  const cx = w / 2;
  const cy = h / 2 + 20;
  const parts: string[] = [];
  parts.push(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">`,
  );
  parts.push(defs(id, pal, 120));
  parts.push(`<rect width="${w}" height="${h}" fill="url(#${id}-bg)"/>`);
  parts.push(`<rect width="${w}" height="${h}" fill="url(#${id}-rangoli)"/>`);
  parts.push(mandala(0, h, 190, pal.soft, 0.22, turn + 3));
  parts.push(mandala(w, 40, 170, pal.soft, 0.18, turn + 9));
  parts.push(`<circle cx="${cx}" cy="${cy}" r="250" fill="url(#${id}-glow)"/>`);
  parts.push(mandala(cx, cy, 205, pal.soft, 0.6, 7 + turn));
  parts.push(
    scatter(
      rnd,
      { x: 20, y: 70, w: w - 40, h: h - 110 },
      16,
      [pal.soft, pal.accent, '#FFFFFF'],
      [3, 8],
      [0.2, 0.45],
    ),
  );
  parts.push(medallion(a, cx, cy, 92));
  parts.push(toran(w, 48, pal.accent, pal.soft));
  parts.push(dotRow(w, h - 14, 24, 3, pal.soft, 0.55));
  parts.push('</svg>');
  return parts.join('\n');
}

/** Gallery pictures: the motif centred; the collage lays its caption over the darker foot. */
function svgGallery(a: Art, w = 800, h = 800): string {
  const pal = P[a.pal];
  const id = 'g';
  const rnd = seeded(hashStr(a.file));
  const parts: string[] = [];
  parts.push(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">`,
  );
  parts.push(defs(id, pal, 100 + Math.floor(rnd() * 60)));
  parts.push(
    fade(
      `${id}-foot`,
      pal.deep,
      [
        [0.6, 0],
        [1, 0.5],
      ],
      true,
    ),
  );
  parts.push(`<rect width="${w}" height="${h}" fill="url(#${id}-bg)"/>`);
  parts.push(`<rect width="${w}" height="${h}" fill="url(#${id}-rangoli)"/>`);
  parts.push(
    scatter(rnd, { x: 0, y: 0, w, h }, 40, [pal.soft, pal.accent, '#FFFFFF'], [4, 14], [0.25, 0.6]),
  );
  const cx = w / 2;
  const cy = h / 2 - 10;
  parts.push(`<circle cx="${cx}" cy="${cy}" r="300" fill="url(#${id}-glow)"/>`);
  parts.push(mandala(cx, cy, 280, pal.soft, 0.45, 5));
  parts.push(mandala(cx, cy, 170, pal.soft, 0.5, 20));
  parts.push(medallion(a, cx, cy, 110));
  parts.push(`<rect width="${w}" height="${h}" fill="url(#${id}-foot)"/>`);
  parts.push(dotRow(w, h - 20, 26, 3.5, pal.soft, 0.5));
  parts.push('</svg>');
  return parts.join('\n');
}

interface Person {
  file: string;
  pal: keyof typeof P;
  style: 'm' | 'f';
}

function svgPortrait(p: Person, w = 400, h = 400): string {
  const pal = P[p.pal];
  const id = 'p';
  const parts: string[] = [];
  parts.push(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">`,
  );
  parts.push(defs(id, pal, 135));
  parts.push(`<rect width="${w}" height="${h}" fill="url(#${id}-bg)"/>`);
  parts.push(`<rect width="${w}" height="${h}" fill="url(#${id}-rangoli)"/>`);
  parts.push(mandala(200, 190, 175, pal.soft, 0.4, hashStr(p.file) % 30));
  parts.push(`<circle cx="200" cy="190" r="150" fill="url(#${id}-glow)"/>`);
  const body = pal.ink;
  if (p.style === 'f') {
    // hair behind the head, a bun, and a draped dupatta line
    parts.push(
      `<path d="M128 170 C120 90 280 90 272 170 L282 262 L118 262 Z" fill="${pal.accent}" opacity="0.85"/>`,
    );
    parts.push(`<circle cx="200" cy="86" r="26" fill="${pal.accent}" opacity="0.85"/>`);
  }
  parts.push(
    `<path d="M52 400 C52 300 118 258 200 258 C282 258 348 300 348 400 Z" fill="${body}"/>`,
  );
  parts.push(`<rect x="178" y="220" width="44" height="50" rx="14" fill="${body}"/>`);
  parts.push(`<ellipse cx="200" cy="168" rx="66" ry="74" fill="${body}"/>`);
  if (p.style === 'f') {
    parts.push(
      `<path d="M90 330 Q200 300 310 400" fill="none" stroke="${pal.accent}" stroke-width="18" opacity="0.8"/>`,
    );
    parts.push(`<circle cx="200" cy="132" r="5" fill="${pal.accent}"/>`);
  } else {
    parts.push(
      `<path d="M166 262 L200 312 L234 262" fill="none" stroke="${pal.accent}" stroke-width="10" stroke-linejoin="round" opacity="0.8"/>`,
    );
    parts.push(`<path d="M200 312 V400" stroke="${pal.accent}" stroke-width="6" opacity="0.6"/>`);
  }
  parts.push(
    `<circle cx="200" cy="200" r="192" fill="none" stroke="${pal.soft}" stroke-width="6" opacity="0.7"/>`,
  );
  parts.push('</svg>');
  return parts.join('\n');
}

function svgIcon(sym: SymbolName, pal: Palette, size = 128): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 128 128">
${defs('i', pal, 135)}
<circle cx="64" cy="64" r="60" fill="url(#i-bg)"/>
<circle cx="64" cy="64" r="53" fill="none" stroke="${pal.soft}" stroke-width="2" stroke-dasharray="4 4" opacity="0.8"/>
${symbol(sym, 64, 64, 66, pal.ink, pal.to)}
</svg>`;
}

function svgLogo(): string {
  const pal = P.maroon;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256" viewBox="0 0 256 256">
${defs('l', pal, 135)}
<circle cx="128" cy="128" r="124" fill="url(#l-bg)"/>
${mandala(128, 128, 112, pal.soft, 0.75)}
<circle cx="128" cy="128" r="52" fill="#FFF4E0"/>
${symbol('lotus', 128, 124, 80, '#C0391E', '#FFF4E0')}
</svg>`;
}

/**
 * One frame of the intro video (t in 0..1). The trust's name fades in over the first second;
 * `caption: false` leaves it out (the poster is the first frame without any text).
 */
function svgVideoFrame(t: number, caption = true, w = 640, h = 360): string {
  const mix = (a: number[], b: number[], f: number) =>
    a.map((v, i) => Math.round(v + (b[i] - v) * f));
  const hex = (c: number[]) => '#' + c.map((v) => v.toString(16).padStart(2, '0')).join('');
  const wave = 0.5 - 0.5 * Math.cos(t * Math.PI);
  const c1 = hex(mix([0xf6, 0xa2, 0x1e], [0xd9, 0x53, 0x1e], wave));
  const c2 = hex(mix([0x8c, 0x1c, 0x13], [0x4a, 0x0e, 0x0e], wave));
  const titleOp = Math.min(1, Math.max(0, (t - 0.08) / 0.25));
  const subOp = Math.min(1, Math.max(0, (t - 0.4) / 0.25));
  const rise = (1 - titleOp) * 16;
  const title = `<g opacity="${titleOp.toFixed(3)}" transform="translate(0 ${rise.toFixed(2)})">
<text x="${w / 2}" y="${h / 2 - 6}" text-anchor="middle" font-family="DejaVu Serif" font-weight="bold" font-size="38" fill="#FFF8EC">Shri Navyug Samaj</text>
<text x="${w / 2}" y="${h / 2 + 38}" text-anchor="middle" font-family="DejaVu Serif" font-weight="bold" font-size="30" fill="#FFF8EC">Seva Trust</text>
</g>
<text x="${w / 2}" y="${h / 2 + 90}" text-anchor="middle" font-family="DejaVu Sans" font-size="18" letter-spacing="3" fill="#FFE3B0" opacity="${subOp.toFixed(3)}">SEVA · SANSKAR · SAHYOG</text>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">
<defs><linearGradient id="v" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${c1}"/><stop offset="1" stop-color="${c2}"/></linearGradient></defs>
<rect width="${w}" height="${h}" fill="url(#v)"/>
${mandala(w / 2, h / 2, 150 + 20 * t, '#FFE3B0', 0.35, t * 45)}
${mandala(w / 2, h / 2, 260, '#FFE3B0', 0.18, -t * 30)}
${toran(w, 32, '#7B1E1E', '#FFD27A')}
${caption ? title : ''}
${dotRow(w, h - 12, 20, 3, '#FFE3B0', 0.6)}
</svg>`;
}

// ---------------------------------------------------------------------------
// What to generate: content/tools/demo-media.json
// ---------------------------------------------------------------------------
// banners: hero slides and full banners, heading and text laid over the left half (or the centre);
// topBanners: shown 300px high (the middle band on wide screens), heading centred over them;
// cards, gallery, people (portraits) and icons. Each names its file, its symbol and its palette.

const BANNERS: Art[] = DATA.banners.map(art);
const TOP_BANNERS: Art[] = DATA.topBanners.map(art);
const CARDS: Art[] = DATA.cards.map(art);
const GALLERY: Art[] = DATA.gallery.map(art);
const PEOPLE: Person[] = DATA.people.map((p) => ({
  ...p,
  pal: palette(p.pal, p.file),
  style: p.style === 'f' ? 'f' : 'm',
}));
const ICONS: { file: string; sym: SymbolName; pal: keyof typeof P }[] = DATA.icons.map((i) => ({
  ...i,
  sym: symbolName(i.sym, i.file),
  pal: palette(i.pal, i.file),
}));

/** An entry of the data file, its symbol and palette checked against the ones drawn here. */
function art(a: { file: string; subject: string; sym: string; pal: string }): Art {
  return { ...a, sym: symbolName(a.sym, a.file), pal: palette(a.pal, a.file) };
}

function symbolName(name: string, file: string): SymbolName {
  if (!(SYMBOLS as readonly string[]).includes(name)) throw new Error(`${file}: no symbol ${name}`);
  return name as SymbolName;
}

function palette(name: string, file: string): keyof typeof P {
  if (!(name in P)) throw new Error(`${file}: no palette ${name}`);
  return name;
}

// ---------------------------------------------------------------------------
// Rendering
// ---------------------------------------------------------------------------

/** Images carry no text: the site lays titles and captions over them as HTML. */
function assertNoText(svg: string, file: string): void {
  if (/<text[\s>]|<tspan[\s>]|<textPath[\s>]/.test(svg))
    throw new Error(`${file}: the picture must not contain text`);
}

async function jpeg(svg: string, file: string): Promise<number> {
  assertNoText(svg, file);
  const out = path.join(OUT, file);
  // Quality 72 first; the few busy dark banners that exceed the budget are re-encoded a bit lower.
  for (const quality of [JPEG_QUALITY, 66, 60]) {
    await sharp(Buffer.from(svg))
      .flatten({ background: '#FFF6E6' })
      .jpeg({ quality, mozjpeg: true, chromaSubsampling: '4:2:0' })
      .toFile(out);
    if (fs.statSync(out).size <= JPEG_BUDGET) break;
  }
  return fs.statSync(out).size;
}

async function png(svg: string, file: string): Promise<number> {
  assertNoText(svg, file);
  const out = path.join(OUT, file);
  await sharp(Buffer.from(svg)).png({ compressionLevel: 9, palette: true }).toFile(out);
  return fs.statSync(out).size;
}

function hasFfmpeg(): boolean {
  const r = spawnSync('ffmpeg', ['-version'], { stdio: 'ignore' });
  return r.status === 0;
}

async function makeVideo(): Promise<void> {
  if (!hasFfmpeg()) {
    console.warn(
      'ffmpeg not found: skipped intro.mp4 (install with: apt-get update && apt-get install -y ffmpeg)',
    );
    return;
  }
  const frames = fs.mkdtempSync(path.join(os.tmpdir(), 'samaj-frames-'));
  try {
    const fps = 25;
    const total = 4 * fps; // 4 seconds
    for (let i = 0; i < total; i++) {
      const t = i / (total - 1);
      await sharp(Buffer.from(svgVideoFrame(t)))
        .png({ compressionLevel: 1 })
        .toFile(path.join(frames, `frame-${String(i).padStart(3, '0')}.png`));
    }
    const out = path.join(OUT, 'intro.mp4');
    const args = [
      '-y',
      '-loglevel',
      'error',
      '-framerate',
      String(fps),
      '-i',
      path.join(frames, 'frame-%03d.png'),
      '-c:v',
      'libx264',
      '-profile:v',
      'baseline',
      '-level',
      '3.0',
      '-pix_fmt',
      'yuv420p',
      '-preset',
      'slow',
      '-crf',
      '30',
      '-maxrate',
      '450k',
      '-bufsize',
      '900k',
      '-g',
      '50',
      '-movflags',
      '+faststart',
      '-an',
      out,
    ];
    const r = spawnSync('ffmpeg', args, { stdio: 'inherit' });
    if (r.status !== 0) throw new Error(`ffmpeg failed with status ${String(r.status)}`);
    console.log(`intro.mp4 ${(fs.statSync(out).size / 1024).toFixed(1)} KB`);
  } finally {
    fs.rmSync(frames, { recursive: true, force: true });
  }
}

async function main(): Promise<void> {
  const noVideo = process.argv.includes('--no-video');
  fs.mkdirSync(OUT, { recursive: true });
  const sizes: [string, number][] = [];
  for (const a of BANNERS) sizes.push([a.file, await jpeg(svgBanner(a), a.file)]);
  for (const a of TOP_BANNERS) sizes.push([a.file, await jpeg(svgTopBanner(a), a.file)]);
  for (const a of CARDS) sizes.push([a.file, await jpeg(svgCard(a), a.file)]);
  for (const a of GALLERY) sizes.push([a.file, await jpeg(svgGallery(a), a.file)]);
  for (const p of PEOPLE) sizes.push([p.file, await jpeg(svgPortrait(p), p.file)]);
  for (const i of ICONS) sizes.push([i.file, await png(svgIcon(i.sym, P[i.pal]), i.file)]);
  sizes.push(['logo.png', await png(svgLogo(), 'logo.png')]);
  sizes.push(['intro-poster.jpg', await jpeg(svgVideoFrame(0, false), 'intro-poster.jpg')]);
  if (!noVideo) await makeVideo();
  const big = sizes.filter(([, s]) => s > JPEG_BUDGET);
  const totalKb = sizes.reduce((n, [, s]) => n + s, 0) / 1024;
  console.log(
    `wrote ${sizes.length} images (${totalKb.toFixed(0)} KB) to ${path.relative(ROOT, OUT)}`,
  );
  for (const [f, s] of big) console.log(`  note: ${f} is ${(s / 1024).toFixed(1)} KB`);
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
