/** @jest-environment node */
/**
 * The contract's schemas and src/api/types.ts describe the same shapes, one to one.
 *
 * Each sample below is typed with a type from types.ts, so tsc rejects it when it misses a
 * property the type requires or has one the type does not know. Ajv then checks it against the
 * contract's schema of the same name:
 * - a "full" sample has every property, optional ones too: the contract knows them all;
 * - a "minimal" sample has only the required properties (empty maps, nulls): the contract
 *   requires nothing more;
 * - taking any one property out of a minimal sample makes it fail: the contract requires
 *   everything the type requires.
 */
import type {
  AddItemsRequest,
  ApiErrorBody,
  Article,
  BuildInfo,
  Category,
  CheckoutAnswer,
  EventSeats,
  CheckoutRequest,
  Form,
  FormField,
  NewOrderItem,
  Order,
  OrderItem,
  OrderStatusAnswer,
  PersonalizeRequest,
  Placement,
  SeatingChart,
  Shop,
  ShopEvent,
  TrackingConfiguration,
  TrackingIntegration,
  Variant,
} from '../types';
import { loadContract, validateSchema } from './contractValidator';
import { LANGUAGES } from '../../lib/languages';

const text = { de: 'Text', en: 'Text', fr: 'Texte', it: 'Testo' };

// ------------------------------------------------------------------ shop samples

const flags = {
  addToBasket: true,
  beginCheckout: true,
  pageView: true,
  purchase: false,
  viewItem: true,
  selectItem: false,
  viewBasket: true,
  viewItemList: true,
  addPaymentInfo: false,
};
const integration: TrackingIntegration = {
  id: 'G-1',
  active: true,
  events: flags,
  scriptUrl: '/stand-ins/analytics.js',
};
const tracking: TrackingConfiguration = {
  googleAnalytics: { measurements: [integration] },
  metaAds: { pixels: [integration] },
  tiktokAds: { pixels: [integration] },
  supportChat: {
    active: false,
    appId: 'app',
    region: 'EU',
    apiBases: {
      EU: 'https://eu.chat.test',
      US: 'https://us.chat.test',
      AU: 'https://au.chat.test',
    },
    alignment: 'right',
    scriptUrl: '/stand-ins/chat.js',
  },
};
const fullArticle: Article = {
  id: 'art_hotel',
  type: 'ACCOMMODATION',
  name: text,
  description: text,
  eventId: 'evt_1',
  inscription: 'EMAIL_SHIPPING_ONLY',
  deliveryOptions: [
    { code: 'EMAIL', price: 0 },
    { code: 'POST', price: 500 },
    { code: 'PICKUP', price: 0 },
  ],
  seatsio: { eventKey: 'evt-key' },
  accommodation: {
    checkIn: '15:00',
    checkOut: '11:00',
    address: 'Bahnhofstrasse 1',
    amenities: text,
  },
};
const fullVariant: Variant = {
  id: 'var_1',
  articleId: 'art_hotel',
  label: text,
  price: 4500,
  priceStrategy: 'CHOICE',
  minPrice: 1000,
  totalDiscounted: 4000,
  bundleItems: [{ variantId: 'var_2', minAmount: 2 }],
  seatCategory: 'cat-1',
};
const fullPlacement: Placement = {
  id: 'pl_1',
  slug: 'hotel',
  articleId: 'art_hotel',
  categoryId: 'cat_1',
  sequence: 1,
  hidden: true,
  variantIds: ['var_1'],
  options: {
    article: [{ articleId: 'art_2', variantId: 'var_2' }],
    general: [{ articleId: 'art_3', variantId: 'var_3' }],
  },
  personalisation: { formId: 'form_1' },
};
const fullEvent: ShopEvent = {
  id: 'evt_1',
  name: text,
  startsAt: '2030-05-01T19:30:00+02:00',
  venue: 'Hallenstadion',
};
const fullCategory: Category = { id: 'cat_1', parent: 'root', eventId: 'evt_1', name: text };
const fullChart: SeatingChart = {
  seatingChartId: 'chart_1',
  slug: 'saal',
  categoryId: 'cat_1',
  placementId: 'pl_1',
  name: text,
};
const fullShop: Shop = {
  id: 'shop_1',
  slug: 'demo',
  name: 'Demo',
  description: text,
  media: { favicon: '/favicon.png' },
  languages: [...LANGUAGES],
  currency: 'CHF',
  categories: [{ id: 'root', parent: null, eventId: null, name: text }, fullCategory],
  articles: [fullArticle],
  events: [fullEvent],
  variants: [fullVariant],
  placements: [fullPlacement],
  seatingCharts: [fullChart],
  userTrackingConfiguration: tracking,
  seatsio: { workspaceKey: 'publicKey-1', region: 'eu' },
};
const minimalShop: Shop = {
  id: 'shop_1',
  slug: 'demo',
  name: '',
  description: {},
  media: { favicon: null },
  languages: [],
  currency: 'EUR',
  categories: [{ id: 'root', parent: null, eventId: null, name: {} }],
  articles: [
    {
      id: 'a',
      type: 'TICKET',
      name: {},
      description: {},
      eventId: null,
      inscription: 'DISABLED',
      deliveryOptions: [{ code: 'EMAIL', price: 0 }],
      seatsio: null,
      accommodation: null,
    },
  ],
  events: [{ id: 'e', name: {}, startsAt: '2030-05-01T19:30:00Z', venue: '' }],
  variants: [
    {
      id: 'v',
      articleId: 'a',
      label: {},
      price: 0,
      priceStrategy: 'FIXED',
      minPrice: null,
      totalDiscounted: null,
      bundleItems: [{ variantId: 'v2', minAmount: 0 }],
      seatCategory: null,
    },
  ],
  placements: [
    {
      id: 'p',
      slug: '',
      articleId: 'a',
      categoryId: 'root',
      sequence: 0,
      hidden: false,
      variantIds: [],
      options: { article: [], general: [] },
      personalisation: null,
    },
  ],
  seatingCharts: [
    { seatingChartId: 's', slug: '', categoryId: 'root', placementId: 'p', name: {} },
  ],
  userTrackingConfiguration: {
    googleAnalytics: {
      measurements: [{ id: 'g', active: false, events: flags, scriptUrl: '/g.js' }],
    },
    metaAds: { pixels: [] },
    tiktokAds: { pixels: [] },
    supportChat: {
      active: false,
      appId: '',
      region: 'AU',
      apiBases: { EU: '/eu', US: '/us', AU: '/au' },
      alignment: 'left',
      scriptUrl: '/c.js',
    },
  },
};

// ------------------------------------------------------------------ order samples

const fullField: FormField = {
  key: 'size',
  type: 'radio',
  required: true,
  grouped: true,
  label: text,
  choices: [{ value: 'M', label: text }],
  min: 1,
  max: 10,
};
const fullForm: Form = {
  id: 'form_1',
  name: text,
  fields: [
    fullField,
    { key: 'email', type: 'email', required: false, grouped: false, label: text },
  ],
};
const fullItem: OrderItem = {
  id: 'item_1',
  variant: 'var_1',
  placementId: 'pl_1',
  seatLabel: 'Parkett links, Reihe 3, Platz 12',
  deliveryOption: 'EMAIL',
  inscription: 'Happy birthday',
  price: 4500,
  personalisation: {
    formId: 'form_1',
    data: { firstName: 'Anna', age: 30, newsletter: false, note: null },
  },
  childItems: [{ id: 'item_2', variantId: 'var_2', price: 0 }],
  options: [{ articleId: 'art_2', variantId: 'var_2' }],
};
const fullOrder: Order = {
  id: 'ord_1',
  shop: 'shop_1',
  status: 'open',
  currency: 'CHF',
  items: [
    fullItem,
    { ...fullItem, id: 'item_3', personalisation: { formId: 'form_1', data: null } },
  ],
  forms: [fullForm],
  vouchers: [{ id: 'vou_1', code: 'SUMMER', discount: 1000 }],
  insurance: { available: true, enabled: true, price: 300 },
  totals: { items: 9000, delivery: 500, discount: 1000, insurance: 300, total: 8800 },
  checkout: {
    paymentMethods: [
      { id: 'pm_card', name: text, kind: 'walle-lightbox' },
      { id: 'pm_twint', name: text, kind: 'redirect' },
    ],
    buyerFormId: 'form_buyer',
  },
  reservationExpiresInSeconds: 900,
  seating: { holdToken: 'wvXbB9MlHt' },
  reservationExtensionsLeft: 3,
};
const minimalOrder: Order = {
  id: 'ord_1',
  shop: 'shop_1',
  status: 'expired',
  currency: 'CHF',
  items: [
    {
      id: 'i',
      variant: 'v',
      placementId: 'p',
      seatLabel: null,
      deliveryOption: null,
      inscription: null,
      price: 0,
      personalisation: null,
      childItems: [{ id: 'c', variantId: 'v2', price: 0 }],
      options: [{ articleId: 'a2', variantId: 'v2' }],
    },
  ],
  forms: [
    {
      id: 'f',
      name: {},
      fields: [{ key: 'k', type: 'text', required: false, grouped: false, label: {} }],
    },
  ],
  vouchers: [{ id: 'x', code: 'C', discount: 0 }],
  insurance: { available: false, enabled: false, price: 0 },
  totals: { items: 0, delivery: 0, discount: 0, insurance: 0, total: 0 },
  checkout: { paymentMethods: [{ id: 'pm', name: {}, kind: 'redirect' }], buyerFormId: 'f' },
  reservationExpiresInSeconds: 0,
};

// ------------------------------------------------------------------ requests and answers

const fullNewItem: NewOrderItem = {
  variant: 'var_1',
  placementId: 'pl_1',
  childItems: [{ variantId: 'var_2' }],
  seatLabel: 'A-1',
  deliveryOption: 'POST',
  inscription: 'For you',
  price: 2500,
  options: [{ articleId: 'art_2', variantId: 'var_2' }],
};
const fullAddItems: AddItemsRequest = { items: [fullNewItem], trackingEventId: 'te_1' };
const minimalAddItems: AddItemsRequest = { items: [{ variant: 'v', placementId: 'p' }] };
const fullCheckout: CheckoutRequest = {
  form: { email: 'a@b.ch', accept: true, age: 3, phone: null },
  paymentMethod: 'pm_card',
  expectedTotal: 8800,
};
const minimalCheckout: CheckoutRequest = { form: {}, paymentMethod: 'pm' };
const fullPersonalize: PersonalizeRequest = {
  items: { item_1: { firstName: 'Anna', accept: true } },
};
const minimalPersonalize: PersonalizeRequest = { items: {} };
const lightbox: CheckoutAnswer = {
  action: 'walle-lightbox',
  url: '/stand-ins/wallee/lightbox.js?id=1',
};
const redirect: CheckoutAnswer = { action: 'redirect', url: 'https://pay.test/session/1' };
const fullStatus: OrderStatusAnswer = {
  orderId: 'ord_1',
  status: 'failed',
  currency: 'CHF',
  total: 8800,
  itemCount: 2,
  paymentMethodId: 'pm_card',
  deliveryOptions: ['EMAIL', 'PICKUP'],
};
const minimalStatus: OrderStatusAnswer = {
  orderId: 'ord_1',
  status: 'paid',
  currency: 'CHF',
  total: 8800,
  itemCount: 2,
  paymentMethodId: null,
};
const fullError: ApiErrorBody = { errors: [{ detail: 'Seat taken', field: 'items.0.seatLabel' }] };
const minimalError: ApiErrorBody = { errors: [{ detail: 'Not found' }] };
const build: BuildInfo = { id: 'b-1' };
const eventSeats: EventSeats = {
  eventKey: 'event-1',
  seats: [
    { label: 'A-1', row: 'A', number: '1', category: { key: 'k1', label: text }, status: 'free' },
  ],
};
const noSeats: EventSeats = { eventKey: 'event-1', seats: [] };

/** [schema name, full sample, minimal sample] */
const samples: [string, unknown, unknown][] = [
  ['Shop', fullShop, minimalShop],
  ['Category', fullCategory, minimalShop.categories[0]],
  ['Article', fullArticle, minimalShop.articles[0]],
  ['ShopEvent', fullEvent, minimalShop.events[0]],
  ['Variant', fullVariant, minimalShop.variants[0]],
  ['Placement', fullPlacement, minimalShop.placements[0]],
  ['SeatingChart', fullChart, minimalShop.seatingCharts[0]],
  ['TrackingConfiguration', tracking, minimalShop.userTrackingConfiguration],
  ['TrackingIntegration', integration, integration],
  ['Order', fullOrder, minimalOrder],
  ['OrderItem', fullItem, minimalOrder.items[0]],
  ['Form', fullForm, minimalOrder.forms[0]],
  ['FormField', fullField, minimalOrder.forms[0]?.fields[0]],
  ['NewOrderItem', fullNewItem, minimalAddItems.items[0]],
  ['AddItemsRequest', fullAddItems, minimalAddItems],
  ['CheckoutRequest', fullCheckout, minimalCheckout],
  ['PersonalizeRequest', fullPersonalize, minimalPersonalize],
  ['CheckoutAnswer', lightbox, redirect],
  ['OrderStatusAnswer', fullStatus, minimalStatus],
  ['ApiErrorBody', fullError, minimalError],
  ['BuildInfo', build, build],
  ['EventSeats', eventSeats, noSeats],
  ['EventSeat', eventSeats.seats[0], { ...eventSeats.seats[0], category: { key: '', label: {} } }],
];

/** Every copy of `value` with exactly one object property taken out, anywhere in it. */
function withOneKeyRemoved(value: unknown, at = ''): { path: string; value: unknown }[] {
  if (Array.isArray(value)) {
    return value.flatMap((element, index) =>
      withOneKeyRemoved(element, `${at}/${index}`).map((variant) => {
        const copy = [...value];
        copy[index] = variant.value;
        return { path: variant.path, value: copy };
      }),
    );
  }
  if (value === null || typeof value !== 'object') return [];
  const record = value as Record<string, unknown>;
  return Object.keys(record).flatMap((key) => {
    const { [key]: _removed, ...rest } = record;
    const deeper = withOneKeyRemoved(record[key], `${at}/${key}`).map((variant) => ({
      path: variant.path,
      value: { ...record, [key]: variant.value },
    }));
    return [{ path: `${at}/${key}`, value: rest }, ...deeper];
  });
}

describe('types.ts and the contract schemas', () => {
  it.each(samples)('%s: a full sample conforms', (name, full) => {
    expect(validateSchema(name, full)).toEqual([]);
  });

  it.each(samples)('%s: a minimal sample conforms', (name, _full, minimal) => {
    expect(validateSchema(name, minimal)).toEqual([]);
  });

  it.each(samples)(
    '%s: every property the type requires is required by the contract',
    (name, _full, minimal) => {
      const accepted = withOneKeyRemoved(minimal)
        .filter((variant) => validateSchema(name, variant.value).length === 0)
        .map((variant) => variant.path);
      expect(accepted).toEqual([]);
    },
  );

  it('the request bodies without a type of their own', () => {
    expect(validateSchema('CreateOrderRequest', { shop: 'shop_1' })).toEqual([]);
    expect(validateSchema('PresaleOrderRequest', { presaleToken: 'tok' })).toEqual([]);
    expect(validateSchema('VoucherRequest', { code: 'SUMMER' })).toEqual([]);
    expect(validateSchema('InsuranceRequest', { enabled: false })).toEqual([]);
    expect(validateSchema('InsuranceRequest', { enabled: 'yes' })).not.toEqual([]);
    expect(validateSchema('VoucherRequest', {})).not.toEqual([]);
  });

  it('prices are non-negative integers in minor units', () => {
    expect(validateSchema('Variant', { ...fullVariant, price: 45.5 })).toEqual([
      expect.stringContaining('/price must be integer'),
    ]);
    expect(validateSchema('Variant', { ...fullVariant, price: -1 })).toEqual([
      expect.stringContaining('/price must be >= 0'),
    ]);
    expect(
      validateSchema('Order', { ...fullOrder, totals: { ...fullOrder.totals, total: '88.00' } }),
    ).not.toEqual([]);
  });

  it('unknown properties and unknown enum values are caught', () => {
    expect(validateSchema('Shop', { ...fullShop, extra: 1 })).toEqual([
      expect.stringContaining("additional properties 'extra'"),
    ]);
    expect(validateSchema('Article', { ...fullArticle, type: 'SEAT' })).not.toEqual([]);
    expect(validateSchema('CheckoutAnswer', { action: 'popup', url: '/x' })).not.toEqual([]);
  });

  it('every object schema closes its properties (additionalProperties: false or a map)', () => {
    const open: string[] = [];
    const visit = (node: unknown, where: string): void => {
      if (Array.isArray(node)) {
        node.forEach((child, index) => visit(child, `${where}/${index}`));
        return;
      }
      if (node === null || typeof node !== 'object') return;
      const schema = node as Record<string, unknown>;
      const types = ([] as unknown[]).concat(schema.type ?? []);
      if (types.includes('object') && schema.additionalProperties === undefined) open.push(where);
      if (JSON.stringify(schema).includes('"nullable"')) open.push(`${where} (uses 3.0 nullable)`);
      for (const [key, child] of Object.entries(schema)) {
        if (key !== 'example') visit(child, `${where}/${key}`);
      }
    };
    for (const [name, schema] of Object.entries(loadContract().components.schemas))
      visit(schema, name);
    expect([...new Set(open)]).toEqual([]);
  });
});
