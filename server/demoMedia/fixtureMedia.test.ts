/** @jest-environment ./src/test/nodeEnvironment.cjs */
import sharp from 'sharp';
import type { Picture } from '../../src/api/types';
import { LANGUAGES } from '../../src/lib/languages';
import { loadDemoFixture } from '../demoFixture/fixture';
import { MEDIA_PATH, plannedFileNamed, posterRenditions } from './mediaPlan';
import { POSTER_IDS, type PosterId } from './posterArt';
import { MEDIA_CACHE_DIR, renderAll, ensureFile } from './renderMedia';

const shop = loadDemoFixture().shop;

/** Every picture of the demo shop, with where it sits. */
const pictures: [string, Picture][] = [
  ...shop.events.flatMap((event) =>
    (event.media ?? []).map((picture, i): [string, Picture] => [`${event.id}[${i}]`, picture]),
  ),
  ...shop.articles.flatMap((article) =>
    (article.media ?? []).map((picture, i): [string, Picture] => [`${article.id}[${i}]`, picture]),
  ),
  ...shop.placements.flatMap((placement) =>
    (placement.media ?? []).map((picture, i): [string, Picture] => [
      `${placement.id}[${i}]`,
      picture,
    ]),
  ),
];

/** What sharp reads in a file, as an image type. */
const TYPE_OF_FORMAT: Record<string, string> = {
  jpeg: 'image/jpeg',
  webp: 'image/webp',
  png: 'image/png',
};

beforeAll(async () => {
  // the render cache as the demo server fills it; a fresh machine renders everything once here
  await renderAll();
}, 180_000);

describe('the demo shop’s pictures', () => {
  it('give every event, the vouchers and the hotel stay a picture', () => {
    expect(shop.events.every((event) => (event.media ?? []).length > 0)).toBe(true);
    expect(
      shop.articles.filter((article) => article.media?.length).map((article) => article.id),
    ).toEqual(['art-geschenkgutschein', 'art-konzertgutschein', 'art-konzert-hotel']);
    expect(pictures.length).toBe(shop.events.length + 3);
  });

  it.each(pictures)(
    '%s lists the files its poster is made in, with alt text in four languages',
    (_where, picture) => {
      const poster = plannedFileNamed(picture.renditions[0].url.slice(MEDIA_PATH.length))?.poster;
      expect(POSTER_IDS).toContain(poster);
      expect(picture.renditions).toEqual(posterRenditions(poster as PosterId));
      for (const lang of LANGUAGES) expect(picture.alt?.[lang]).toMatch(/\S{3,}/);
      // one alt text per picture: two pictures saying the same would describe nothing
      expect(new Set(LANGUAGES.map((lang) => picture.alt?.[lang])).size).toBe(4);
    },
  );

  it.each(pictures)(
    '%s: every rendition is a file of that width, height and type',
    async (_where, picture) => {
      for (const rendition of picture.renditions) {
        const file = plannedFileNamed(rendition.url.slice(MEDIA_PATH.length));
        expect(file).toBeDefined();
        const stored = await ensureFile(file!, MEDIA_CACHE_DIR);
        const meta = await sharp(stored).metadata();
        const type =
          meta.format === 'heif' && meta.compression === 'av1'
            ? 'image/avif'
            : TYPE_OF_FORMAT[meta.format ?? ''];
        expect([rendition.url, meta.width, type]).toEqual([
          rendition.url,
          rendition.width,
          rendition.type,
        ]);
        // the picture's shape: its width and height say how much room the page keeps for it
        expect(
          Math.abs((meta.height ?? 0) / (meta.width ?? 1) - picture.height / picture.width),
        ).toBeLessThan(0.01);
      }
    },
  );
});
