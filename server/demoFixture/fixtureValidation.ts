/**
 * The checks a fixture passes before the demo server serves it (a file named by DEMO_FIXTURE, a
 * generated shop): the shapes the server and the storefront rely on and every reference between
 * ids. Answers the problems as readable lines ('$.shop.placements[3].articleId: no article
 * art-x'); none means the fixture is usable.
 */
import { isMessageKey } from '../messages/messages';
import { Checker, isRow, isString, type Row } from './fixtureChecker';

const ARTICLE_TYPES = ['TICKET', 'VOUCHER', 'ACCOMMODATION', 'BUNDLE', 'PRODUCT'];
const INSCRIPTIONS = ['DISABLED', 'ENABLED', 'EMAIL_SHIPPING_ONLY'];
const DELIVERY_CODES = ['EMAIL', 'POST', 'PICKUP'];
const PRICE_STRATEGIES = ['FIXED', 'CHOICE'];
const FIELD_TYPES = [
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
const PAYMENT_KINDS = ['walle-lightbox', 'redirect'];
const VOUCHER_KINDS = ['percent', 'fixed'];
const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;

function checkShop(check: Checker, shop: Row, formIds: Set<string>): void {
  const at = '$.shop';
  check.string(shop, 'id', at);
  check.string(shop, 'slug', at);
  check.string(shop, 'name', at);
  check.localised(shop.description, `${at}.description`);
  if (!isRow(shop.media) || !(shop.media.favicon === null || isString(shop.media.favicon)))
    check.note(`${at}.media.favicon`, 'must be an address or null');
  if (!Array.isArray(shop.languages) || shop.languages.length === 0)
    check.note(`${at}.languages`, 'must list the shop languages');
  check.string(shop, 'currency', at, /^[A-Z]{3}$/);
  if (!isRow(shop.userTrackingConfiguration))
    check.note(`${at}.userTrackingConfiguration`, 'must be an object');

  const categories = check.list(shop.categories, `${at}.categories`);
  const articles = check.list(shop.articles, `${at}.articles`);
  const events = check.list(shop.events, `${at}.events`);
  const variants = check.list(shop.variants, `${at}.variants`);
  const placements = check.list(shop.placements, `${at}.placements`);
  const charts = check.list(shop.seatingCharts, `${at}.seatingCharts`);
  const categoryIds = check.ids(categories, `${at}.categories`);
  const articleIds = check.ids(articles, `${at}.articles`);
  const eventIds = check.ids(events, `${at}.events`);
  const variantIds = check.ids(variants, `${at}.variants`);
  const placementIds = check.ids(placements, `${at}.placements`);

  if (categories.filter((category) => category.parent === null).length !== 1)
    check.note(`${at}.categories`, 'must have exactly one root category (parent null)');
  categories.forEach((category, index) => {
    const path = `${at}.categories[${index}]`;
    if (category.parent !== null)
      check.ref(category.parent, `${path}.parent`, categoryIds, 'category');
    if (category.eventId != null) check.ref(category.eventId, `${path}.eventId`, eventIds, 'event');
    check.localised(category.name, `${path}.name`);
  });
  events.forEach((event, index) => {
    const path = `${at}.events[${index}]`;
    check.localised(event.name, `${path}.name`);
    if (!isString(event.startsAt) || Number.isNaN(Date.parse(event.startsAt)))
      check.note(`${path}.startsAt`, 'must be an ISO 8601 date-time');
    if (!isString(event.venue)) check.note(`${path}.venue`, 'must be a string');
  });
  articles.forEach((article, index) => {
    const path = `${at}.articles[${index}]`;
    check.oneOf(article, 'type', path, ARTICLE_TYPES);
    check.oneOf(article, 'inscription', path, INSCRIPTIONS);
    check.localised(article.name, `${path}.name`);
    check.localised(article.description, `${path}.description`);
    if (article.eventId != null) check.ref(article.eventId, `${path}.eventId`, eventIds, 'event');
    const options = check.list(article.deliveryOptions, `${path}.deliveryOptions`);
    options.forEach((option, n) => {
      check.oneOf(option, 'code', `${path}.deliveryOptions[${n}]`, DELIVERY_CODES);
      check.minor(option, 'price', `${path}.deliveryOptions[${n}]`);
    });
    if (article.seatsio !== null && !(isRow(article.seatsio) && isString(article.seatsio.eventKey)))
      check.note(`${path}.seatsio`, 'must be null or hold an eventKey');
    if (article.accommodation !== null) {
      if (!isRow(article.accommodation)) check.note(`${path}.accommodation`, 'must be an object');
      else check.localised(article.accommodation.amenities, `${path}.accommodation.amenities`);
    }
  });
  variants.forEach((variant, index) => {
    const path = `${at}.variants[${index}]`;
    check.ref(variant.articleId, `${path}.articleId`, articleIds, 'article');
    check.localised(variant.label, `${path}.label`);
    check.minor(variant, 'price', path);
    check.oneOf(variant, 'priceStrategy', path, PRICE_STRATEGIES);
    check.minor(variant, 'minPrice', path, variant.priceStrategy !== 'CHOICE');
    check.minor(variant, 'totalDiscounted', path, true);
    check.list(variant.bundleItems, `${path}.bundleItems`).forEach((bundled, n) => {
      check.ref(bundled.variantId, `${path}.bundleItems[${n}].variantId`, variantIds, 'variant');
      check.minor(bundled, 'minAmount', `${path}.bundleItems[${n}]`);
    });
  });
  const variantArticle = new Map(variants.map((variant) => [variant.id, variant.articleId]));
  placements.forEach((placement, index) => {
    const path = `${at}.placements[${index}]`;
    check.string(placement, 'slug', path, SLUG);
    check.ref(placement.articleId, `${path}.articleId`, articleIds, 'article');
    check.ref(placement.categoryId, `${path}.categoryId`, categoryIds, 'category');
    if (typeof placement.sequence !== 'number') check.note(`${path}.sequence`, 'must be a number');
    check.boolean(placement, 'hidden', path);
    if (!Array.isArray(placement.variantIds) || placement.variantIds.length === 0)
      check.note(`${path}.variantIds`, 'must list the variants');
    else
      placement.variantIds.forEach((id: unknown, n) => {
        if (variantArticle.get(id as string) !== placement.articleId)
          check.note(`${path}.variantIds[${n}]`, `no variant ${String(id)} of its article`);
      });
    const options = isRow(placement.options) ? placement.options : {};
    for (const group of ['article', 'general'])
      check.list(options[group], `${path}.options.${group}`).forEach((option, n) => {
        if (variantArticle.get(option.variantId as string) !== option.articleId)
          check.note(`${path}.options.${group}[${n}]`, 'no such variant of that article');
      });
    if (placement.personalisation !== null) {
      const formId = isRow(placement.personalisation) ? placement.personalisation.formId : null;
      check.ref(formId, `${path}.personalisation.formId`, formIds, 'form');
    }
  });
  charts.forEach((chart, index) => {
    const path = `${at}.seatingCharts[${index}]`;
    check.string(chart, 'seatingChartId', path);
    check.string(chart, 'slug', path, SLUG);
    check.ref(chart.categoryId, `${path}.categoryId`, categoryIds, 'category');
    check.ref(chart.placementId, `${path}.placementId`, placementIds, 'placement');
    check.localised(chart.name, `${path}.name`);
  });
}

function checkForms(check: Checker, forms: Row[]): void {
  forms.forEach((form, index) => {
    const path = `$.forms[${index}]`;
    check.localised(form.name, `${path}.name`);
    check.list(form.fields, `${path}.fields`).forEach((field, n) => {
      const at = `${path}.fields[${n}]`;
      check.string(field, 'key', at);
      check.oneOf(field, 'type', at, FIELD_TYPES);
      check.boolean(field, 'required', at);
      check.boolean(field, 'grouped', at);
      check.localised(field.label, `${at}.label`);
      if (field.type === 'radio')
        check.list(field.choices, `${at}.choices`).forEach((choice, c) => {
          check.string(choice, 'value', `${at}.choices[${c}]`);
          check.localised(choice.label, `${at}.choices[${c}].label`);
        });
    });
  });
}

/** The problems of a would-be DemoFixture; an empty list means the server can serve it. */
export function fixtureProblems(value: unknown): string[] {
  const check = new Checker();
  if (!isRow(value)) return ['$: must be an object'];
  const forms = check.list(value.forms, '$.forms');
  const formIds = check.ids(forms, '$.forms');
  if (!isRow(value.shop)) check.note('$.shop', 'must be an object');
  else checkShop(check, value.shop, formIds);
  checkForms(check, forms);
  check.ref(value.buyerFormId, '$.buyerFormId', formIds, 'form');
  check.string(value, 'accessToken', '$');
  if (!Array.isArray(value.presaleTokens) || !value.presaleTokens.every(isString))
    check.note('$.presaleTokens', 'must be a list of codes');
  check.list(value.vouchers, '$.vouchers').forEach((voucher, index) => {
    const path = `$.vouchers[${index}]`;
    check.string(voucher, 'code', path);
    check.oneOf(voucher, 'kind', path, VOUCHER_KINDS);
    check.minor(voucher, 'value', path);
    check.boolean(voucher, 'redeemable', path);
    if (voucher.shop !== undefined) check.string(voucher, 'shop', path);
  });
  const methods = check.list(value.paymentMethods, '$.paymentMethods');
  check.ids(methods, '$.paymentMethods');
  methods.forEach((method, index) => {
    check.localised(method.name, `$.paymentMethods[${index}].name`);
    check.oneOf(method, 'kind', `$.paymentMethods[${index}]`, PAYMENT_KINDS);
    const configuration = method.paymentMethodConfigurationId;
    if (
      configuration !== undefined &&
      !(
        typeof configuration === 'number' &&
        Number.isSafeInteger(configuration) &&
        configuration > 0
      )
    )
      check.note(
        `$.paymentMethods[${index}].paymentMethodConfigurationId`,
        "must be the provider's configuration id, a positive whole number",
      );
  });
  if (
    !isRow(value.insurance) ||
    typeof value.insurance.available !== 'boolean' ||
    typeof value.insurance.percent !== 'number'
  )
    check.note('$.insurance', 'must say whether it is available and its percent');
  check.list(value.seatMaps, '$.seatMaps').forEach((map, index) => {
    check.string(map, 'seatingChartId', `$.seatMaps[${index}]`);
    check.string(map, 'placementId', `$.seatMaps[${index}]`);
    check.list(map.rows, `$.seatMaps[${index}].rows`);
  });
  if (value.messages !== undefined) {
    if (!isRow(value.messages)) check.note('$.messages', 'must be an object');
    else
      for (const [key, text] of Object.entries(value.messages)) {
        if (!isMessageKey(key)) check.note(`$.messages.${key}`, 'is not a server message');
        else check.localised(text, `$.messages.${key}`);
      }
  }
  if (value.xssProbes !== undefined) check.list(value.xssProbes, '$.xssProbes');
  return check.problems;
}
