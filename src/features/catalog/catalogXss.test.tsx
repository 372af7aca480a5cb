/**
 * The catalog pages on the hostile demo shop (an XSS payload in every server text): every text
 * is shown as the characters it is, in the page, its head and the attributes built from it
 * (aria labels, meta content, links), and nothing of it runs.
 */
import { screen, within } from '@testing-library/react';
import type { Lang } from '../../api/types';
import { documentFindings, HOSTILE, hostileApiPerTest, hostileText } from '../../test/hostileShop';
import { renderWithProviders } from '../../test/renderWithProviders';
import { CatalogRoutes } from './catalogTestRoutes';

const start = hostileApiPerTest();
const SHOP_NAME = HOSTILE.shop.name;

async function open(path: string, lang: Lang, h1: string) {
  const api = await start();
  const view = renderWithProviders(<CatalogRoutes />, { store: api.makeStore(), lang, path });
  const heading = await screen.findByRole('heading', { level: 1, name: h1 }, { timeout: 5000 });
  return { ...view, heading };
}

const meta = (selector: string) => document.head.querySelector(selector)?.getAttribute('content');

describe.each<Lang>(['de', 'en'])('the catalog of the hostile shop (%s)', (lang) => {
  it('home: the name as written in the heading and the head, the description sanitised', async () => {
    const { heading, container } = await open(`/${lang}`, lang, SHOP_NAME);
    expect(heading.textContent).toBe(SHOP_NAME);
    expect(SHOP_NAME).toContain('</title><script>');
    expect(document.title).toBe(
      `${hostileText.category('root-demo', lang)} · ${SHOP_NAME} · Billett`,
    );
    expect(meta('meta[property="og:site_name"]')).toBe(SHOP_NAME);
    expect(meta('meta[name="description"]')).toMatch(/^\S/);
    // the description keeps its own words and elements, and shows the payloads' text
    const description = container.querySelector('.catalog-page__description');
    expect(description?.querySelector('strong')).toHaveTextContent('Kulturhaus Demo');
    expect(description?.textContent).toContain('{{constructor.constructor(');
    const nav = screen.getByRole('navigation', { name: /Kategorien|Categories/ });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(
      ['main-konzerte', 'main-theater', 'main-familie', 'main-gutscheine', 'main-uebernachten'].map(
        (id) => hostileText.category(id, lang),
      ),
    );
    expect(documentFindings()).toEqual([]);
  });

  it('a category with its sub-categories, and one with its event, venue and placements', async () => {
    await open(`/${lang}/c/main-konzerte`, lang, hostileText.category('main-konzerte', lang));
    expect(
      screen.getByRole('link', { name: hostileText.category('cat-jazz-nacht', lang) }),
    ).toHaveAttribute('href', `/${lang}/c/cat-jazz-nacht`);
    expect(documentFindings()).toEqual([]);
  });

  it('a category page with its event and placements', async () => {
    const { container } = await open(
      `/${lang}/c/cat-jazz-nacht`,
      lang,
      hostileText.category('cat-jazz-nacht', lang),
    );
    expect(
      screen.getByRole('link', { name: hostileText.article('art-jazz-nacht', lang) }),
    ).toHaveAttribute('href', `/${lang}/a/jazznacht-im-foyer-pl-jazz-nacht`);
    const venue = HOSTILE.shop.events.find((event) => event.id === 'ev-jazz-nacht')!.venue;
    expect(container.querySelector('.catalog-page__venue')?.textContent).toBe(venue);
    expect(documentFindings()).toEqual([]);
  });

  it.each([
    ['options and deliveries', 'die-zauberfloete-pl-zauberfloete', 'art-zauberfloete'],
    ['a stay', 'konzert-und-hotel-pl-konzert-hotel', 'art-konzert-hotel'],
    ['a bundle', 'familienpaket-pl-familienpaket', 'art-familienpaket'],
    ['a price of your choice', 'geschenkgutschein-pl-geschenkgutschein', 'art-geschenkgutschein'],
  ])('an article with %s: labels in text and in the names of the controls', async (...args) => {
    const [, path, articleId] = args;
    const placement = HOSTILE.shop.placements.find((entry) => path.endsWith(entry.id))!;
    const name = hostileText.article(articleId, lang);
    const { heading } = await open(`/${lang}/a/${placement.slug}-${placement.id}`, lang, name);
    expect(heading.textContent).toBe(name);
    expect(document.title).toBe(`${name} · ${SHOP_NAME} · Billett`);
    for (const variantId of placement.variantIds) {
      const label = hostileText.variant(variantId, lang);
      // the amount control is named by the label through an interpolated text
      expect(screen.getByRole('group', { name: new RegExp(escape(label)) })).toBeInTheDocument();
    }
    expect(documentFindings()).toEqual([]);
  });
});

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
