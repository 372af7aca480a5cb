/** @jest-environment ./src/test/nodeEnvironment.cjs */
import { copyFileSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inflateSync } from 'node:zlib';
import {
  FAVICON_ICO,
  FAVICON_SVG,
  ICO_SIZES,
  drawFavicon,
  readDesign,
} from '../../scripts/favicon-ico';
import { FIXED_ICON_CACHE } from './staticSite';
import { demoServerPerTest } from '../testing/demoServer';

/** The images of an ICO of PNGs: each entry's size and its RGBA pixels. */
function readIco(ico: Buffer): { size: number; pixels: Buffer }[] {
  expect([ico.readUInt16LE(0), ico.readUInt16LE(2)]).toEqual([0, 1]);
  return Array.from({ length: ico.readUInt16LE(4) }, (_, index) => {
    const entry = 6 + 16 * index;
    const size = ico.readUInt8(entry) || 256;
    const png = ico.subarray(
      ico.readUInt32LE(entry + 12),
      ico.readUInt32LE(entry + 12) + ico.readUInt32LE(entry + 8),
    );
    expect(png.subarray(1, 4).toString('ascii')).toBe('PNG');
    expect([png.readUInt32BE(16), png.readUInt32BE(20), png[24], png[25]]).toEqual([
      size,
      size,
      8,
      6,
    ]);
    // the IDAT chunk (one, right after IHDR): rows of a filter byte (none) and RGBA pixels
    expect(png.subarray(37, 41).toString('ascii')).toBe('IDAT');
    const rows = inflateSync(png.subarray(41, 41 + png.readUInt32BE(33)));
    const pixels = Buffer.alloc(size * size * 4);
    for (let row = 0; row < size; row++) {
      expect(rows[row * (size * 4 + 1)]).toBe(0);
      rows.copy(pixels, row * size * 4, row * (size * 4 + 1) + 1, (row + 1) * (size * 4 + 1));
    }
    return { size, pixels };
  });
}

describe('public/favicon.ico', () => {
  it("shows favicon.svg's design at 16, 32 and 48 pixels (scripts/favicon-ico.ts drew it)", () => {
    const design = readDesign(readFileSync(FAVICON_SVG, 'utf8'));
    const images = readIco(readFileSync(FAVICON_ICO));
    expect(images.map((image) => image.size)).toEqual([...ICO_SIZES]);
    for (const { size, pixels } of images)
      expect(pixels.equals(Buffer.from(drawFavicon(design, size)))).toBe(true);

    // the drawing itself: a transparent corner, the navy square, the yellow ticket
    const [, { pixels }] = images;
    const at = (x: number, y: number) => [
      ...pixels.subarray((y * 32 + x) * 4, (y * 32 + x) * 4 + 4),
    ];
    expect(at(0, 0)[3]).toBe(0);
    expect(at(3, 16)).toEqual([0x1f, 0x3a, 0x5f, 255]);
    expect(at(16, 13)).toEqual([0xf4, 0xc5, 0x42, 255]);
    // the notch shows the square
    expect(at(7, 16)).toEqual([0x1f, 0x3a, 0x5f, 255]);
  });
});

describe('/favicon.ico from npm run serve', () => {
  const dir = mkdtempSync(join(tmpdir(), 'billett-dist-'));
  writeFileSync(join(dir, 'index.html'), '<!doctype html><div id="root"></div>');
  copyFileSync(FAVICON_ICO, join(dir, 'favicon.ico'));
  copyFileSync(FAVICON_SVG, join(dir, 'favicon.svg'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const server = demoServerPerTest({ staticDir: dir });

  it('is the icon, kept a day, as a browser asks for it on its own', async () => {
    const icon = await fetch(`${server.url()}/favicon.ico`, {
      headers: { Accept: 'image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8' },
    });
    expect(icon.status).toBe(200);
    expect(icon.headers.get('content-type')).toMatch(/^image\/(x-icon|vnd\.microsoft\.icon)$/);
    expect(icon.headers.get('cache-control')).toBe(FIXED_ICON_CACHE);
    expect(FIXED_ICON_CACHE).toBe('public, max-age=86400');
    expect(Buffer.from(await icon.arrayBuffer()).equals(readFileSync(FAVICON_ICO))).toBe(true);

    const svg = await fetch(`${server.url()}/favicon.svg`);
    expect(svg.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
    expect(svg.headers.get('cache-control')).toBe(FIXED_ICON_CACHE);
  });
});
