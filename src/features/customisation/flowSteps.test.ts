import { loadDemoFixture } from '../../../server/demoFixture/fixture';
import type { Article, NewOrderItem, Placement, Variant } from '../../api/types';
import {
  autoDeliveryOption,
  autoResolve,
  isCustomisable,
  isCustomised,
  itemContext,
  stepApplies,
  stepAutoResolved,
  stepNeedsVisitor,
  STEPS,
  type ItemContext,
} from '../orderModel/customisationSteps';
import {
  itemsForStep,
  nextStep,
  offeredOptions,
  stepAnswered,
  type ContextualItem,
} from './flowSteps';

const shop = loadDemoFixture().shop;

/** The demo shop's item of a variant on a placement, with its context. */
function demo(placementId: string, variant: string, fields: Partial<NewOrderItem> = {}) {
  const item: NewOrderItem = { placementId, variant, ...fields };
  const context = itemContext(shop, item);
  if (!context) throw new Error(`${variant} is not sold on ${placementId}`);
  return { item, context };
}

/** A made-up context, to vary one rule at a time. */
function made({
  article = {},
  variant = {},
  placement = {},
}: {
  article?: Partial<Article>;
  variant?: Partial<Variant>;
  placement?: Partial<Placement>;
}): ItemContext {
  return {
    article: {
      id: 'art',
      type: 'TICKET',
      name: { de: 'Artikel' },
      description: {},
      eventId: null,
      inscription: 'DISABLED',
      deliveryOptions: [],
      seatsio: null,
      accommodation: null,
      ...article,
    },
    variant: {
      id: 'var',
      articleId: 'art',
      label: { de: 'Variante' },
      price: 1000,
      priceStrategy: 'FIXED',
      minPrice: null,
      totalDiscounted: null,
      bundleItems: [],
      seatCategory: null,
      ...variant,
    },
    placement: {
      id: 'pl',
      slug: 'pl',
      articleId: 'art',
      categoryId: 'cat',
      sequence: 1,
      hidden: false,
      variantIds: ['var'],
      options: { article: [], general: [] },
      personalisation: null,
      ...placement,
    },
  };
}
const plain: NewOrderItem = { placementId: 'pl', variant: 'var' };
const EMAIL = { code: 'EMAIL' as const, price: 0 };
const POST = { code: 'POST' as const, price: 500 };
const option = { articleId: 'art-opt', variantId: 'var-opt' };

describe('step eligibility (spec section 5)', () => {
  it('delivery: the article has delivery options', () => {
    expect(stepApplies('delivery', plain, made({}))).toBe(false);
    expect(stepApplies('delivery', plain, made({ article: { deliveryOptions: [EMAIL] } }))).toBe(
      true,
    );
    const { item, context } = demo('pl-zauberfloete', 'var-zauberfloete-kind');
    expect(stepApplies('delivery', item, context)).toBe(true);
  });

  it('inscription: a VOUCHER with inscription ENABLED, whatever the delivery', () => {
    const voucher = made({ article: { type: 'VOUCHER', inscription: 'ENABLED' } });
    expect(stepApplies('inscription', plain, voucher)).toBe(true);
    expect(stepApplies('inscription', { ...plain, deliveryOption: 'POST' }, voucher)).toBe(true);
    // ENABLED on something that is not a voucher does not count
    expect(stepApplies('inscription', plain, made({ article: { inscription: 'ENABLED' } }))).toBe(
      false,
    );
    expect(stepApplies('inscription', plain, made({ article: { type: 'VOUCHER' } }))).toBe(false);
  });

  it('inscription: EMAIL_SHIPPING_ONLY only when the delivery option is EMAIL', () => {
    const emailOnly = made({
      article: { inscription: 'EMAIL_SHIPPING_ONLY', deliveryOptions: [EMAIL, POST] },
    });
    expect(stepApplies('inscription', plain, emailOnly)).toBe(false); // not chosen yet
    expect(stepApplies('inscription', { ...plain, deliveryOption: 'EMAIL' }, emailOnly)).toBe(true);
    expect(stepApplies('inscription', { ...plain, deliveryOption: 'POST' }, emailOnly)).toBe(false);
    // a single EMAIL option resolves itself, so the inscription applies at once
    const emailAlone = made({
      article: { inscription: 'EMAIL_SHIPPING_ONLY', deliveryOptions: [EMAIL] },
    });
    expect(stepApplies('inscription', plain, emailAlone)).toBe(true);
    const concert = demo('pl-konzertgutschein', 'var-konzertgutschein');
    expect(stepApplies('inscription', concert.item, concert.context)).toBe(false);
    expect(
      stepApplies('inscription', { ...concert.item, deliveryOption: 'EMAIL' }, concert.context),
    ).toBe(true);
  });

  it('options: the placement has one or more article options (general ones alone do not count)', () => {
    expect(stepApplies('options', plain, made({}))).toBe(false);
    expect(
      stepApplies(
        'options',
        plain,
        made({ placement: { options: { article: [], general: [option] } } }),
      ),
    ).toBe(false);
    expect(
      stepApplies(
        'options',
        plain,
        made({ placement: { options: { article: [option], general: [] } } }),
      ),
    ).toBe(true);
    const winter = demo('pl-sinfonie-winter', 'var-sinfonie-k1-erwachsene');
    expect(stepApplies('options', winter.item, winter.context)).toBe(true);
    const jazz = demo('pl-jazz-nacht', 'var-jazz-standard');
    expect(stepApplies('options', jazz.item, jazz.context)).toBe(false);
  });

  it('offers the article options, then the general ones', () => {
    const { context } = demo('pl-sinfonie-winter', 'var-sinfonie-k1-erwachsene');
    expect(offeredOptions(context.placement)).toEqual([
      { articleId: 'art-programmheft', variantId: 'var-programmheft' },
      { articleId: 'art-garderobe', variantId: 'var-garderobe' },
      { articleId: 'art-parkticket', variantId: 'var-parkticket' },
    ]);
  });

  it('choicePrice: the variant price strategy is CHOICE', () => {
    expect(stepApplies('choicePrice', plain, made({}))).toBe(false);
    expect(stepApplies('choicePrice', plain, made({ variant: { priceStrategy: 'CHOICE' } }))).toBe(
      true,
    );
    const soli = demo('pl-jazz-nacht', 'var-jazz-soli');
    expect(stepApplies('choicePrice', soli.item, soli.context)).toBe(true);
  });
});

describe('auto-resolution', () => {
  it('delivery resolves itself with exactly one option, never with none or several', () => {
    const one = made({ article: { deliveryOptions: [EMAIL] } });
    const two = made({ article: { deliveryOptions: [EMAIL, POST] } });
    expect(stepAutoResolved('delivery', plain, one)).toBe(true);
    expect(stepAutoResolved('delivery', plain, two)).toBe(false);
    expect(stepAutoResolved('delivery', plain, made({}))).toBe(false);
    expect(autoDeliveryOption(one.article)).toBe('EMAIL');
    expect(autoDeliveryOption(two.article)).toBeNull();
    expect(autoResolve(plain, one)).toEqual({ ...plain, deliveryOption: 'EMAIL' });
    expect(autoResolve(plain, two)).toBe(plain);
  });

  it('no other step resolves itself', () => {
    const everything = made({
      article: { type: 'VOUCHER', inscription: 'ENABLED', deliveryOptions: [EMAIL] },
      variant: { priceStrategy: 'CHOICE', minPrice: 100 },
      placement: { options: { article: [option], general: [] } },
    });
    for (const step of ['inscription', 'options', 'choicePrice'] as const) {
      expect(stepAutoResolved(step, plain, everything)).toBe(false);
      expect(stepNeedsVisitor(step, plain, everything)).toBe(true);
    }
    expect(stepNeedsVisitor('delivery', plain, everything)).toBe(false);
  });
});

describe('customisable and customised', () => {
  it('an item whose only step resolves itself is not customisable (pl-improtheater)', () => {
    const { item, context } = demo('pl-improtheater', 'var-impro-erwachsene');
    expect(isCustomisable(item, context)).toBe(false);
    // ... but it is customised: its placement has a personalisation form
    expect(isCustomised(item, context)).toBe(true);
  });

  it('several delivery options make an item customisable (pl-zauberfloete)', () => {
    const { item, context } = demo('pl-zauberfloete', 'var-zauberfloete-kind');
    expect(isCustomisable(item, context)).toBe(true);
    expect(isCustomised(item, context)).toBe(true);
  });

  it('each step that applies and does not resolve itself makes an item customisable', () => {
    expect(isCustomisable(plain, made({}))).toBe(false);
    expect(isCustomised(plain, made({}))).toBe(false);
    expect(isCustomisable(plain, made({ variant: { priceStrategy: 'CHOICE' } }))).toBe(true);
    expect(
      isCustomisable(plain, made({ article: { type: 'VOUCHER', inscription: 'ENABLED' } })),
    ).toBe(true);
    expect(
      isCustomisable(plain, made({ placement: { options: { article: [option], general: [] } } })),
    ).toBe(true);
    expect(isCustomisable(plain, made({ article: { deliveryOptions: [EMAIL] } }))).toBe(false);
    expect(
      isCustomised(plain, made({ placement: { personalisation: { formId: 'form-x' } } })),
    ).toBe(true);
  });

  it('the demo shop: vouchers, the solidarity price, options, the bundle', () => {
    const customisable = (placementId: string, variant: string) => {
      const { item, context } = demo(placementId, variant);
      return isCustomisable(item, context);
    };
    expect(customisable('pl-geschenkgutschein', 'var-gutschein-50')).toBe(true);
    expect(customisable('pl-konzertgutschein', 'var-konzertgutschein')).toBe(true);
    expect(customisable('pl-jazz-nacht', 'var-jazz-soli')).toBe(true);
    expect(customisable('pl-jazz-nacht', 'var-jazz-standard')).toBe(false);
    expect(customisable('pl-sinfonie-winter', 'var-sinfonie-k1-kind')).toBe(true);
    expect(customisable('pl-familienpaket', 'var-familienpaket')).toBe(false);
  });
});

describe('the groups', () => {
  const list = (...items: ContextualItem[]) => items;

  it('go delivery, inscription, options, choicePrice, skipping what nobody needs', () => {
    expect(STEPS).toEqual(['delivery', 'inscription', 'options', 'choicePrice']);
    const wish = demo('pl-geschenkgutschein', 'var-gutschein-wunschbetrag');
    const items = list(wish);
    expect(nextStep(null, items)).toBe('delivery');
    expect(nextStep('delivery', items)).toBe('inscription');
    expect(nextStep('inscription', items)).toBe('choicePrice');
    expect(nextStep('choicePrice', items)).toBeNull();
  });

  it('finish at once when every eligible step resolved itself', () => {
    const impro = demo('pl-improtheater', 'var-impro-erwachsene');
    const bundle = demo('pl-familienpaket', 'var-familienpaket');
    expect(nextStep(null, list(impro, bundle))).toBeNull();
  });

  it('the inscription group follows the delivery chosen (EMAIL_SHIPPING_ONLY)', () => {
    const concert = demo('pl-konzertgutschein', 'var-konzertgutschein');
    const byEmail = { ...concert, item: { ...concert.item, deliveryOption: 'EMAIL' as const } };
    const byPost = { ...concert, item: { ...concert.item, deliveryOption: 'POST' as const } };
    expect(nextStep('delivery', list(byEmail))).toBe('inscription');
    expect(nextStep('delivery', list(byPost))).toBeNull();
    expect(itemsForStep('inscription', list(byPost, byEmail))).toEqual([1]);
  });

  it('ask each step only of the items that need it', () => {
    const impro = demo('pl-improtheater', 'var-impro-erwachsene');
    const zauber = demo('pl-zauberfloete', 'var-zauberfloete-kind');
    const soli = demo('pl-jazz-nacht', 'var-jazz-soli');
    const items = list(impro, zauber, soli, zauber);
    expect(itemsForStep('delivery', items)).toEqual([1, 3]);
    expect(itemsForStep('options', items)).toEqual([1, 3]);
    expect(itemsForStep('choicePrice', items)).toEqual([2]);
    expect(itemsForStep('inscription', items)).toEqual([]);
    expect(nextStep('delivery', items)).toBe('options');
  });
});

describe('answers the server takes', () => {
  it('delivery: one of the article’s options', () => {
    const { item, context } = demo('pl-zauberfloete', 'var-zauberfloete-kind');
    expect(stepAnswered('delivery', item, context)).toBe(false);
    expect(stepAnswered('delivery', { ...item, deliveryOption: 'POST' }, context)).toBe(true);
    const voucher = demo('pl-geschenkgutschein', 'var-gutschein-50');
    expect(
      stepAnswered('delivery', { ...voucher.item, deliveryOption: 'PICKUP' }, voucher.context),
    ).toBe(false);
  });

  it('choicePrice: a whole number of minor units from the minimum to CHF 10,000.00', () => {
    const { item, context } = demo('pl-geschenkgutschein', 'var-gutschein-wunschbetrag');
    expect(stepAnswered('choicePrice', item, context)).toBe(false);
    expect(stepAnswered('choicePrice', { ...item, price: 1999 }, context)).toBe(false);
    expect(stepAnswered('choicePrice', { ...item, price: 2000 }, context)).toBe(true);
    expect(stepAnswered('choicePrice', { ...item, price: 10_000_00 }, context)).toBe(true);
    expect(stepAnswered('choicePrice', { ...item, price: 10_000_01 }, context)).toBe(false);
    expect(stepAnswered('choicePrice', { ...item, price: 2500.5 }, context)).toBe(false);
  });

  it('inscription: optional, at most 200 characters; options: only offered ones', () => {
    const voucher = demo('pl-geschenkgutschein', 'var-gutschein-50');
    expect(stepAnswered('inscription', voucher.item, voucher.context)).toBe(true);
    expect(
      stepAnswered(
        'inscription',
        { ...voucher.item, inscription: 'x'.repeat(200) },
        voucher.context,
      ),
    ).toBe(true);
    expect(
      stepAnswered(
        'inscription',
        { ...voucher.item, inscription: 'x'.repeat(201) },
        voucher.context,
      ),
    ).toBe(false);
    const winter = demo('pl-sinfonie-winter', 'var-sinfonie-k1-kind');
    const park = { articleId: 'art-parkticket', variantId: 'var-parkticket' };
    expect(stepAnswered('options', { ...winter.item, options: [park] }, winter.context)).toBe(true);
    expect(stepAnswered('options', { ...winter.item, options: [option] }, winter.context)).toBe(
      false,
    );
  });
});
