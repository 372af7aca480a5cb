/** @jest-environment ./src/test/nodeEnvironment.cjs */
import type { FieldType } from '../../src/api/types';
import { loadDemoFixture } from './fixture';
import { LANGUAGES } from '../../src/lib/languages';

const fixture = loadDemoFixture();
const { shop } = fixture;
const byId = <T extends { id: string }>(list: T[]) =>
  new Map(list.map((entry) => [entry.id, entry]));
const articles = byId(shop.articles);
const variants = byId(shop.variants);
const categories = byId(shop.categories);
const forms = byId(fixture.forms);

/** Every object that looks like LocalisedText (only language keys) somewhere in the fixture. */
function localisedTexts(
  value: unknown,
  path = '$',
  found: [string, Record<string, unknown>][] = [],
) {
  if (Array.isArray(value))
    value.forEach((entry, index) => localisedTexts(entry, `${path}[${index}]`, found));
  else if (value && typeof value === 'object') {
    const keys = Object.keys(value);
    if (keys.length > 0 && keys.every((key) => (LANGUAGES as readonly string[]).includes(key))) {
      found.push([path, value as Record<string, unknown>]);
    } else
      for (const key of keys)
        localisedTexts((value as Record<string, unknown>)[key], `${path}.${key}`, found);
  }
  return found;
}

describe('the demo shop fixture', () => {
  it('has every localised text in all four languages', () => {
    const texts = localisedTexts(fixture);
    expect(texts.length).toBeGreaterThan(100);
    for (const [path, text] of texts) {
      for (const lang of LANGUAGES)
        expect([path, lang, typeof text[lang], (text[lang] as string)?.length > 0]).toEqual([
          path,
          lang,
          'string',
          true,
        ]);
    }
    for (const lang of LANGUAGES)
      expect(shop.description[lang]).toMatch(/^<p>.*<strong>.+<\/strong>.*<\/p>/);
  });

  it('has one root category, three or more main categories with sub-categories', () => {
    const roots = shop.categories.filter((c) => c.parent === null);
    expect(roots.map((c) => c.id)).toEqual(['root-demo']);
    const mains = shop.categories.filter((c) => c.parent === 'root-demo');
    expect(mains.every((c) => c.id.startsWith('main-'))).toBe(true);
    expect(
      mains.filter((main) => shop.categories.some((c) => c.parent === main.id)).length,
    ).toBeGreaterThanOrEqual(3);
    for (const category of shop.categories) {
      if (category.parent) expect(categories.has(category.parent)).toBe(true);
      if (category.eventId) expect(shop.events.some((e) => e.id === category.eventId)).toBe(true);
    }
  });

  it('references only what exists', () => {
    const slugs = new Set<string>();
    for (const p of shop.placements) {
      expect(p.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(slugs.has(p.slug)).toBe(false);
      slugs.add(p.slug);
      expect(articles.has(p.articleId)).toBe(true);
      expect(categories.has(p.categoryId)).toBe(true);
      for (const id of p.variantIds) expect(variants.get(id)?.articleId).toBe(p.articleId);
      for (const option of [...p.options.article, ...p.options.general]) {
        expect(variants.get(option.variantId)?.articleId).toBe(option.articleId);
      }
      if (p.personalisation) expect(forms.has(p.personalisation.formId)).toBe(true);
      const siblings = shop.placements.filter((other) => other.categoryId === p.categoryId);
      expect(new Set(siblings.map((s) => s.sequence)).size).toBe(siblings.length);
    }
    for (const v of shop.variants) {
      expect(articles.has(v.articleId)).toBe(true);
      for (const bundled of v.bundleItems) expect(variants.has(bundled.variantId)).toBe(true);
      if (v.priceStrategy === 'CHOICE') expect(v.minPrice).toEqual(expect.any(Number));
    }
    for (const a of shop.articles)
      if (a.eventId) expect(shop.events.some((e) => e.id === a.eventId)).toBe(true);
    expect(forms.has(fixture.buyerFormId)).toBe(true);
    expect(shop.placements.length).toBeGreaterThanOrEqual(10);
  });

  it('has a seated event with a seating chart and a seat map for its price categories', () => {
    const [chart] = shop.seatingCharts;
    const placement = shop.placements.find((p) => p.id === chart.placementId);
    expect(placement?.categoryId).toBe(chart.categoryId);
    expect(articles.get(placement?.articleId ?? '')?.seatsio?.eventKey).toBeTruthy();
    const map = fixture.seatMaps.find((m) => m.placementId === chart.placementId);
    expect(map?.seatingChartId).toBe(chart.seatingChartId);
    const seatCategories = new Set(map?.rows.map((row) => row.category));
    for (const id of placement?.variantIds ?? [])
      expect(seatCategories.has(variants.get(id)?.seatCategory ?? '')).toBe(true);
  });

  it('exercises every feature of the spec', () => {
    const types = new Set<FieldType>(
      fixture.forms.flatMap((f) => f.fields.map((field) => field.type)),
    );
    const all: FieldType[] = [
      'text',
      'textarea',
      'email',
      'phone',
      'country',
      'date',
      'confirm',
      'radio',
      'file',
      'number',
    ];
    expect([...types].sort()).toEqual([...all].sort());
    const fields = fixture.forms.flatMap((f) => f.fields);
    expect(
      fields.some((f) => f.required) &&
        fields.some((f) => !f.required) &&
        fields.some((f) => f.grouped),
    ).toBe(true);
    expect(forms.get(fixture.buyerFormId)?.fields.map((f) => f.key)).toEqual(
      expect.arrayContaining(['firstName', 'lastName', 'email', 'terms']),
    );
    expect(shop.articles.some((a) => a.type === 'VOUCHER' && a.inscription === 'ENABLED')).toBe(
      true,
    );
    expect(shop.articles.some((a) => a.inscription === 'EMAIL_SHIPPING_ONLY')).toBe(true);
    expect(shop.articles.some((a) => a.type === 'ACCOMMODATION' && a.accommodation)).toBe(true);
    expect(shop.articles.some((a) => a.type === 'BUNDLE')).toBe(true);
    expect(shop.articles.some((a) => a.deliveryOptions.length === 1)).toBe(true);
    expect(
      shop.articles.some(
        (a) => a.deliveryOptions.length > 1 && a.deliveryOptions.some((d) => d.code === 'EMAIL'),
      ),
    ).toBe(true);
    expect(shop.variants.some((v) => v.bundleItems.some((b) => b.minAmount > 0))).toBe(true);
    expect(shop.placements.some((p) => p.hidden)).toBe(true);
    expect(
      shop.placements.some((p) => p.options.article.length > 0 && p.options.general.length > 0),
    ).toBe(true);
    expect(fixture.paymentMethods.map((m) => m.kind).sort()).toEqual([
      'redirect',
      'walle-lightbox',
    ]);
    expect(fixture.insurance.available).toBe(true);
  });

  it('turns on every tracking integration, with local stand-in scripts', () => {
    const tracking = shop.userTrackingConfiguration;
    const integrations = [
      ...tracking.googleAnalytics.measurements,
      ...tracking.metaAds.pixels,
      ...tracking.tiktokAds.pixels,
    ];
    expect(integrations).toHaveLength(3);
    for (const integration of integrations) {
      expect(integration.active).toBe(true);
      expect(Object.values(integration.events).every(Boolean)).toBe(true);
      expect(integration.scriptUrl).toMatch(/^\/stand-ins\/tracking\//);
    }
    expect(tracking.supportChat).toMatchObject({
      active: true,
      region: 'EU',
      alignment: 'right',
      scriptUrl: '/stand-ins/chat/widget.js',
    });
    expect(shop.media.favicon).toBe('/stand-ins/media/favicon.svg');
  });
});
