/** @jest-environment ./src/test/nodeEnvironment.cjs */
import { loadDemoFixture, parseDemoFixture, type DemoFixture } from './fixture';
import { fixtureProblems } from './fixtureValidation';

const broken = (change: (fixture: DemoFixture) => void): string[] => {
  const fixture = loadDemoFixture();
  change(fixture);
  return fixtureProblems(fixture);
};

describe('fixtureProblems', () => {
  it('finds none in the demo shop', () => {
    expect(fixtureProblems(loadDemoFixture())).toEqual([]);
    expect(parseDemoFixture(loadDemoFixture(), 'the demo shop')).toEqual(loadDemoFixture());
  });

  it('refuses what is not a fixture at all', () => {
    expect(fixtureProblems(null)).toEqual(['$: must be an object']);
    expect(fixtureProblems([])).toEqual(['$: must be an object']);
    expect(fixtureProblems({})).toEqual(
      expect.arrayContaining([
        '$.forms: must be a list',
        '$.shop: must be an object',
        '$.buyerFormId: no form undefined',
        '$.accessToken: must be a non-empty string',
        '$.insurance: must say whether it is available and its percent',
      ]),
    );
  });

  it('names broken references by their path', () => {
    expect(
      broken((fixture) => {
        fixture.shop.categories[1].parent = 'nowhere';
        fixture.shop.variants[0].articleId = 'art-gone';
        fixture.shop.placements[2].personalisation = { formId: 'form-gone' };
        fixture.shop.seatingCharts[0].placementId = 'pl-gone';
        fixture.buyerFormId = 'form-gone';
      }),
    ).toEqual([
      '$.shop.categories[1].parent: no category nowhere',
      '$.shop.variants[0].articleId: no article art-gone',
      '$.shop.placements[0].variantIds[0]: no variant var-sinfonie-k1-erwachsene of its article',
      '$.shop.placements[2].personalisation.formId: no form form-gone',
      '$.shop.seatingCharts[0].placementId: no placement pl-gone',
      '$.buyerFormId: no form form-gone',
    ]);
  });

  it('checks texts, enumerations, amounts, ids and slugs', () => {
    expect(
      broken((fixture) => {
        const [first, second] = fixture.shop.articles;
        first.name = { de: '' };
        (second as { type: string }).type = 'CAKE';
        fixture.shop.variants[1].price = -5;
        fixture.shop.variants[2].id = fixture.shop.variants[1].id;
        fixture.shop.placements[1].slug = 'Not A Slug';
        (fixture.shop.categories[0].name as Record<string, unknown>).xx = 'Hallo';
        fixture.paymentMethods[0].name = { de: 7 } as never;
        fixture.paymentMethods[0].paymentMethodConfigurationId = 'card-lightbox' as never;
        fixture.messages = { voucherUsed: { de: 'Schon weg.' }, made_up: { de: 'x' } } as never;
      }),
    ).toEqual(
      expect.arrayContaining([
        '$.shop.categories[0].name.xx: is not a shop language',
        '$.shop.articles[0].name: must hold a text in at least one language',
        '$.shop.articles[1].type: must be one of TICKET, VOUCHER, ACCOMMODATION, BUNDLE, PRODUCT',
        '$.shop.variants[1].price: must be an amount in minor units',
        `$.shop.variants[2].id: ${fixtureIdOf(1)} is used twice`,
        '$.shop.placements[1].slug: must match /^[a-z0-9]+(-[a-z0-9]+)*$/',
        '$.paymentMethods[0].name.de: must be a string',
        "$.paymentMethods[0].paymentMethodConfigurationId: must be the provider's configuration id, a positive whole number",
        '$.messages.made_up: is not a server message',
      ]),
    );
  });

  it('says what is wrong when a fixture cannot be served', () => {
    const fixture = loadDemoFixture();
    fixture.shop.currency = 'franken';
    expect(() => parseDemoFixture(fixture, 'my-shop.json')).toThrow(
      'The fixture my-shop.json cannot be served:\n  $.shop.currency: must match /^[A-Z]{3}$/',
    );
  });
});

function fixtureIdOf(variantIndex: number): string {
  return loadDemoFixture().shop.variants[variantIndex].id;
}
