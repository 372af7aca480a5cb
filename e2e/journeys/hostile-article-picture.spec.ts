/**
 * Issue 19 on the hostile shop (project 'hostile'): a picture's alt text carries a payload and is
 * shown as text; the winter concert's poster has a javascript:, a data: and a //evil.example
 * address among its files, which never reach a src or srcset (the poster still loads from its
 * other files); the schema.org JSON-LD carries the hostile names as data, parseable, without a
 * '<' in the element's text. Nothing of the corpus runs, no policy violation.
 */
import { expect, test, type Page } from '@playwright/test';
import { settle, type Lang } from '../support/storefront';
import { expectNoXss, HOSTILE, hostile, installXssTraps } from '../support/xss';

/** Every src and srcset the document holds. */
const addresses = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('[src], [srcset]')].flatMap((node) => [
      node.getAttribute('src') ?? '',
      node.getAttribute('srcset') ?? '',
    ]),
  );

for (const lang of ['de', 'en'] as Lang[]) {
  test(`the winter concert's talk: a hostile poster and JSON-LD stay data (${lang})`, async ({
    page,
  }) => {
    const traps = await installXssTraps(page);
    const path = hostile.placementPath('pl-sinfonie-einfuehrung', lang);
    await page.goto(path);
    await settle(page, hostile.article('art-sinfonie-einfuehrung', lang));

    const event = hostile.event('ev-sinfonie-winter');
    const poster = event.media?.[0];
    const img = page.locator('.article-page__picture img');
    await expect(img).toHaveAttribute('alt', poster?.alt?.[lang] ?? '');
    await expect
      .poll(() => img.evaluate((node: HTMLImageElement) => node.complete && node.naturalWidth))
      .toBeGreaterThan(0);
    expect(await img.evaluate((node: HTMLImageElement) => node.currentSrc)).toMatch(
      /\/media\/demo\/sinfonie-winter-\d+\.[0-9a-f]{12}\.avif$/,
    );
    const written = (await addresses(page)).join(' ');
    expect(written).not.toMatch(/javascript:|data:|evil\.example|__xss/i);
    // the hostile files were in the shop's answer: the storefront left them out
    expect(poster?.renditions.some((file) => file.url.startsWith('javascript:'))).toBe(true);

    const blocks = await page.evaluate(() =>
      [...document.head.querySelectorAll('script[type="application/ld+json"]')].map(
        (node) => node.textContent ?? '',
      ),
    );
    expect(blocks).toHaveLength(1);
    expect(blocks[0]).not.toMatch(/[<>]/);
    const data = JSON.parse(blocks[0]) as Record<string, unknown>;
    expect(data.name).toBe(hostile.article('art-sinfonie-einfuehrung', lang));
    // the venue and its address, armed too, are data in the block: as the shop sent them
    expect(event.venueAddress?.streetAddress).toMatch(/javascript:/);
    expect(data.location).toEqual({
      '@type': 'Place',
      name: event.venue,
      address: { '@type': 'PostalAddress', ...event.venueAddress },
    });
    expect(JSON.stringify(data.image)).not.toMatch(/javascript:|data:|evil\.example/);
    // the head holds no other script than the data block and the build's own
    const scripts = await page.evaluate(() =>
      [...document.querySelectorAll('script')].map((node) => node.type || node.src),
    );
    expect(scripts.filter((entry) => entry === 'application/ld+json')).toHaveLength(1);

    await expectNoXss(page, traps, path);
  });
}

test('the hostile shop still names its pictures as it does its texts', () => {
  const alts = HOSTILE.shop.events.map((event) => event.media?.[0]?.alt?.de ?? '');
  expect(alts.every((alt) => alt.startsWith('Illustration'))).toBe(true);
  expect(alts.some((alt) => /__xss|xss-hit|alert\(|XSS/.test(alt))).toBe(true);
});
