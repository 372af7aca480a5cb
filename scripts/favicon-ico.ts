/**
 * npx tsx scripts/favicon-ico.ts
 *
 * Draws public/favicon.svg's design (a rounded navy square, a yellow ticket with a notch on each
 * side) into public/favicon.ico: 16, 32 and 48 pixel images, anti-aliased, as PNGs in an ICO.
 * Browsers ask for /favicon.ico on their own, whatever the page links; the icon answers them with
 * the storefront's own mark instead of a 404.
 *
 * The drawing follows the SVG's shapes, read from the file: if the SVG's ticket or square
 * changes shape, the script stops and says so (draw the new shape here, then run it again).
 * server/site/favicon.test.ts checks the committed icon still shows what this draws.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { crc32, deflateSync } from 'node:zlib';

export const FAVICON_SVG = join(__dirname, '..', 'public', 'favicon.svg');
export const FAVICON_ICO = join(__dirname, '..', 'public', 'favicon.ico');
export const ICO_SIZES = [16, 32, 48] as const;

/** The ticket path the drawing below knows (64-unit view box). */
const TICKET_PATH = 'M14 22h36v6a4 4 0 0 0 0 8v6H14v-6a4 4 0 0 0 0-8z';
/** Sub-samples per pixel and axis (8 × 8 = 64 per pixel): smooth edges at 16 pixels. */
const SAMPLES = 8;

export interface FaviconDesign {
  /** the square's colour and corner radius */
  square: { fill: string; rx: number };
  /** the ticket's colour */
  ticket: { fill: string };
}

/** The design of favicon.svg: its colours and the square's corners; its shapes must be the known ones. */
export function readDesign(svg: string): FaviconDesign {
  const attribute = (element: string, name: string): string => {
    const value = new RegExp(`\\s${name}="([^"]*)"`).exec(element)?.[1];
    if (value === undefined) throw new Error(`favicon.svg: no ${name} on ${element}`);
    return value;
  };
  const viewBox = attribute(/<svg\b[^>]*>/.exec(svg)?.[0] ?? '', 'viewBox');
  const rect = /<rect\b[^>]*>/.exec(svg)?.[0] ?? '';
  const path = /<path\b[^>]*>/.exec(svg)?.[0] ?? '';
  if (
    viewBox !== '0 0 64 64' ||
    attribute(rect, 'width') !== '64' ||
    attribute(rect, 'height') !== '64' ||
    attribute(path, 'd') !== TICKET_PATH
  )
    throw new Error('favicon.svg has a new shape: draw it in scripts/favicon-ico.ts first');
  return {
    square: { fill: attribute(rect, 'fill'), rx: Number(attribute(rect, 'rx')) },
    ticket: { fill: attribute(path, 'fill') },
  };
}

const rgb = (hex: string): [number, number, number] => {
  const match = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex);
  if (!match) throw new Error(`favicon.svg: a colour as #rrggbb expected, got ${hex}`);
  return [parseInt(match[1], 16), parseInt(match[2], 16), parseInt(match[3], 16)];
};

/** Inside the rounded square (x, y in view-box units). */
const inSquare = (x: number, y: number, rx: number): boolean => {
  const cx = Math.min(Math.max(x, rx), 64 - rx);
  const cy = Math.min(Math.max(y, rx), 64 - rx);
  return x >= 0 && x <= 64 && y >= 0 && y <= 64 && (x - cx) ** 2 + (y - cy) ** 2 <= rx * rx;
};

/** Inside the ticket: 14..50 × 22..42 less a notch of radius 4 on each side's middle. */
const inTicket = (x: number, y: number): boolean =>
  x >= 14 &&
  x <= 50 &&
  y >= 22 &&
  y <= 42 &&
  (x - 14) ** 2 + (y - 32) ** 2 > 16 &&
  (x - 50) ** 2 + (y - 32) ** 2 > 16;

/** The design at `size` × `size` pixels: RGBA rows, top first, straight (not premultiplied) alpha. */
export function drawFavicon(design: FaviconDesign, size: number): Uint8Array {
  const square = rgb(design.square.fill);
  const ticket = rgb(design.ticket.fill);
  const pixels = new Uint8Array(size * size * 4);
  const unit = 64 / size;
  for (let row = 0; row < size; row++) {
    for (let column = 0; column < size; column++) {
      let squareHits = 0;
      let ticketHits = 0;
      for (let sy = 0; sy < SAMPLES; sy++) {
        for (let sx = 0; sx < SAMPLES; sx++) {
          const x = (column + (sx + 0.5) / SAMPLES) * unit;
          const y = (row + (sy + 0.5) / SAMPLES) * unit;
          if (inTicket(x, y)) ticketHits++;
          else if (inSquare(x, y, design.square.rx)) squareHits++;
        }
      }
      const covered = squareHits + ticketHits;
      const at = (row * size + column) * 4;
      for (let channel = 0; channel < 3; channel++)
        pixels[at + channel] = covered
          ? Math.round((squareHits * square[channel] + ticketHits * ticket[channel]) / covered)
          : 0;
      pixels[at + 3] = Math.round((covered / (SAMPLES * SAMPLES)) * 255);
    }
  }
  return pixels;
}

function pngChunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'ascii');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
  return Buffer.concat([head, data, crc]);
}

/** An RGBA PNG of `pixels` (size × size). */
export function encodePng(pixels: Uint8Array, size: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 6, 0, 0, 0], 8); // 8 bits per channel, RGBA, deflate, no filter method, no interlace
  const rows = Buffer.alloc(size * (size * 4 + 1));
  for (let row = 0; row < size; row++) {
    rows[row * (size * 4 + 1)] = 0; // filter: none
    rows.set(pixels.subarray(row * size * 4, (row + 1) * size * 4), row * (size * 4 + 1) + 1);
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(rows, { level: 9 })),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** An ICO holding one PNG per size (as browsers since 2007 read them). */
export function encodeIco(images: readonly { size: number; png: Buffer }[]): Buffer {
  const header = Buffer.alloc(6 + 16 * images.length);
  header.writeUInt16LE(0, 0);
  header.writeUInt16LE(1, 2); // an icon
  header.writeUInt16LE(images.length, 4);
  let offset = header.length;
  images.forEach(({ size, png }, index) => {
    const entry = 6 + 16 * index;
    header.writeUInt8(size >= 256 ? 0 : size, entry);
    header.writeUInt8(size >= 256 ? 0 : size, entry + 1);
    header.writeUInt16LE(1, entry + 4); // colour planes
    header.writeUInt16LE(32, entry + 6); // bits per pixel
    header.writeUInt32LE(png.length, entry + 8);
    header.writeUInt32LE(offset, entry + 12);
    offset += png.length;
  });
  return Buffer.concat([header, ...images.map(({ png }) => png)]);
}

/** favicon.ico's bytes for the design in `svg`. */
export function faviconIco(svg: string): Buffer {
  const design = readDesign(svg);
  return encodeIco(
    ICO_SIZES.map((size) => ({ size, png: encodePng(drawFavicon(design, size), size) })),
  );
}

if (require.main === module) {
  const ico = faviconIco(readFileSync(FAVICON_SVG, 'utf8'));
  writeFileSync(FAVICON_ICO, ico);
  console.log(`${FAVICON_ICO}: ${ico.length} bytes (${ICO_SIZES.join(', ')} px)`);
}
