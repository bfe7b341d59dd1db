#!/usr/bin/env node
/**
 * The app's icons for the web app manifest and the home screen (issue 24,
 * offline): a small game tree — a MAX ▲ over two MIN ▼, the right one
 * pruned (paler) — in white on the tutor's blue (#1f4e8c, the favicon's).
 * Drawn here, with no image library, and written as PNG into public/ (Vite
 * copies it into the build; the service worker precaches it):
 *
 * - `pwa-192.png`, `pwa-512.png`: rounded square, transparent corners (purpose `any`);
 * - `pwa-maskable-512.png`: full bleed, the tree inside the central 80 % circle (purpose `maskable`);
 * - `apple-touch-icon.png` (180 px): full bleed (iOS rounds it itself).
 *
 * `node scripts/make-icons.mjs` rewrites them; the output is the same on every run.
 */
import { Buffer } from 'node:buffer';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { deflateSync } from 'node:zlib';

const OUT = join(import.meta.dirname, '../public');
const BLUE = [0x1f, 0x4e, 0x8c];
const WHITE = [0xff, 0xff, 0xff];
const PALE = [0x9d, 0xb4, 0xd3];

/** Shapes in a unit square (y down): each tells whether a point is inside. */
const triangle = (a, b, c) => (x, y) => {
  const side = (p, q) => (q[0] - p[0]) * (y - p[1]) - (q[1] - p[1]) * (x - p[0]);
  const d1 = side(a, b);
  const d2 = side(b, c);
  const d3 = side(c, a);
  return !((d1 < 0 || d2 < 0 || d3 < 0) && (d1 > 0 || d2 > 0 || d3 > 0));
};
const segment = (p, q, width) => (x, y) => {
  const [dx, dy] = [q[0] - p[0], q[1] - p[1]];
  const t = Math.max(0, Math.min(1, ((x - p[0]) * dx + (y - p[1]) * dy) / (dx * dx + dy * dy)));
  return Math.hypot(x - p[0] - t * dx, y - p[1] - t * dy) <= width / 2;
};
const roundedSquare = (r) => (x, y) => {
  const cx = Math.min(Math.max(x, r), 1 - r);
  const cy = Math.min(Math.max(y, r), 1 - r);
  return Math.hypot(x - cx, y - cy) <= r;
};

/** The tree, scaled by `s` about the centre: [shape, colour] painted in order. */
function tree(s) {
  const at = ([x, y]) => [0.5 + (x - 0.5) * s, 0.5 + (y - 0.5) * s];
  const up = (cx, cy, w) => triangle(at([cx, cy - w * 0.45]), at([cx + w / 2, cy + w * 0.42]), at([cx - w / 2, cy + w * 0.42]));
  const down = (cx, cy, w) => triangle(at([cx - w / 2, cy - w * 0.42]), at([cx + w / 2, cy - w * 0.42]), at([cx, cy + w * 0.45]));
  const line = 0.045 * s;
  return [
    [segment(at([0.455, 0.43]), at([0.335, 0.575]), line), WHITE],
    [segment(at([0.545, 0.43]), at([0.665, 0.575]), line), PALE],
    [up(0.5, 0.27, 0.3), WHITE],
    [down(0.3, 0.73, 0.27), WHITE],
    [down(0.7, 0.73, 0.27), PALE],
  ];
}

/** RGBA pixels of a `size`² icon: the background shape in blue, the tree over it; 4×4 samples a pixel. */
function draw(size, background, shapes) {
  const px = Buffer.alloc(size * size * 4);
  const n = 4;
  for (let py = 0; py < size; py++) {
    for (let pxl = 0; pxl < size; pxl++) {
      let [r, g, b, a] = [0, 0, 0, 0];
      for (let sy = 0; sy < n; sy++) {
        for (let sx = 0; sx < n; sx++) {
          const x = (pxl + (sx + 0.5) / n) / size;
          const y = (py + (sy + 0.5) / n) / size;
          if (!background(x, y)) continue;
          let colour = BLUE;
          for (const [inside, c] of shapes) if (inside(x, y)) colour = c;
          r += colour[0];
          g += colour[1];
          b += colour[2];
          a += 1;
        }
      }
      const i = (py * size + pxl) * 4;
      // Colour averaged over the covered samples (no dark fringe at the edge), coverage as alpha.
      px[i] = a ? Math.round(r / a) : 0;
      px[i + 1] = a ? Math.round(g / a) : 0;
      px[i + 2] = a ? Math.round(b / a) : 0;
      px[i + 3] = Math.round((255 * a) / (n * n));
    }
  }
  return px;
}

const CRC = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
const crc32 = (buf) => {
  let c = 0xffffffff;
  for (const byte of buf) c = CRC[(c ^ byte) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
};
const chunk = (type, data) => {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'ascii');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
  return Buffer.concat([head, data, crc]);
};

/** A PNG file (8-bit RGBA, no filter) of `size`² pixels. */
function png(size, pixels) {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(size, 0);
  ihdr.writeUInt32BE(size, 4);
  ihdr.set([8, 6, 0, 0, 0], 8);
  const rows = Buffer.alloc(size * (size * 4 + 1));
  for (let y = 0; y < size; y++) pixels.copy(rows, y * (size * 4 + 1) + 1, y * size * 4, (y + 1) * size * 4);
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([signature, chunk('IHDR', ihdr), chunk('IDAT', deflateSync(rows, { level: 9 })), chunk('IEND', Buffer.alloc(0))]);
}

const full = () => true;
const ICONS = [
  ['pwa-192.png', 192, roundedSquare(0.18), tree(1)],
  ['pwa-512.png', 512, roundedSquare(0.18), tree(1)],
  ['pwa-maskable-512.png', 512, full, tree(0.8)],
  ['apple-touch-icon.png', 180, full, tree(0.9)],
];

mkdirSync(OUT, { recursive: true });
for (const [name, size, background, shapes] of ICONS) {
  writeFileSync(join(OUT, name), png(size, draw(size, background, shapes)));
  console.log(`public/${name} (${size}×${size})`);
}
