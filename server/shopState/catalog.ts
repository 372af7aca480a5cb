import type { Article, Form, PaymentMethod, Placement, Variant } from '../../src/api/types';
import type { DemoFixture, DemoVoucher, SeatMap } from '../demoFixture/fixture';

/** Look-ups into the fixture by id. */
export class Catalog {
  readonly fixture: DemoFixture;
  private readonly placements: Map<string, Placement>;
  private readonly variants: Map<string, Variant>;
  private readonly articles: Map<string, Article>;
  private readonly forms: Map<string, Form>;

  constructor(fixture: DemoFixture) {
    this.fixture = fixture;
    this.placements = new Map(fixture.shop.placements.map((p) => [p.id, p]));
    this.variants = new Map(fixture.shop.variants.map((v) => [v.id, v]));
    this.articles = new Map(fixture.shop.articles.map((a) => [a.id, a]));
    this.forms = new Map(fixture.forms.map((f) => [f.id, f]));
  }

  placement(id: string): Placement | undefined {
    return this.placements.get(id);
  }

  variant(id: string): Variant | undefined {
    return this.variants.get(id);
  }

  article(id: string): Article | undefined {
    return this.articles.get(id);
  }

  form(id: string): Form | undefined {
    return this.forms.get(id);
  }

  seatMap(placementId: string): SeatMap | undefined {
    return this.fixture.seatMaps.find((map) => map.placementId === placementId);
  }

  paymentMethod(id: string): PaymentMethod | undefined {
    return this.fixture.paymentMethods.find((method) => method.id === id);
  }

  voucher(code: string): DemoVoucher | undefined {
    const wanted = code.trim().toUpperCase();
    return this.fixture.vouchers.find((voucher) => voucher.code.toUpperCase() === wanted);
  }

  /** What the visitor pays for one of this variant: the shop's discounted price when there is one. */
  static chargedPrice(variant: Variant): number {
    return variant.totalDiscounted ?? variant.price;
  }

  /** The shop access token, or a presale token (the storefront moves those to ?token= too). */
  grantsAccess(token: string | undefined): boolean {
    if (!token) return false;
    const given = token.trim();
    return given === this.fixture.accessToken || this.fixture.presaleTokens.includes(given);
  }

  isPresaleToken(token: string): boolean {
    const given = token.trim().toUpperCase();
    return this.fixture.presaleTokens.some((known) => known.toUpperCase() === given);
  }
}
