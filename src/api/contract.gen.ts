/**
 * The shop API's types, generated from src/api/openapi.yaml by openapi-typescript:
 * do not edit. `npm run contract:types` writes this file again after a contract change.
 */

export interface paths {
  '/sanctum/csrf-cookie': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Set the CSRF cookie (XSRF-TOKEN) and the session cookie (billett_session)
     * @description Called first, and again whenever the `XSRF-TOKEN` cookie is missing. No body.
     */
    get: operations['getCsrfCookie'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/shop/v2/shop/{shopSlug}': {
    parameters: {
      query?: never;
      header?: {
        /**
         * @description The shop access token (`shopAccessToken`, from the `?token=` query parameter or
         *     storage), sent when one is held. On the shop call a valid token reveals hidden
         *     placements.
         */
        'X-Auth-Token'?: components['parameters']['X-Auth-Token'];
        /** @description The id of the tracking event this call belongs to, when given. */
        'X-Tracking-Event-Id'?: components['parameters']['X-Tracking-Event-Id'];
        /** @description The visitor's interface language; localised answers and error details use it. */
        'X-Locale'?: components['parameters']['X-Locale'];
        /** @description The address of the page the visitor is on when the call is made. */
        'X-Page-Url'?: components['parameters']['X-Page-Url'];
        /** @description `1` only when the visitor has given full consent (consent all), else `0`. */
        'X-Tracking'?: components['parameters']['X-Tracking'];
      };
      path: {
        /** @description The shop's slug (site configuration `shopSlug`). */
        shopSlug: components['parameters']['shopSlug'];
      };
      cookie?: never;
    };
    /**
     * Get the shop with its categories, articles, events, variants and placements
     * @description Placements marked `hidden` (with their seating charts, and the articles and variants
     *     only they use) are only included when `X-Auth-Token` carries a valid shop access
     *     token. The client fetches nothing while the site's shopSlug is null.
     */
    get: operations['getShop'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/shop/v2/seating/{eventKey}/seats': {
    parameters: {
      query?: never;
      header?: {
        /**
         * @description The shop access token (`shopAccessToken`, from the `?token=` query parameter or
         *     storage), sent when one is held. On the shop call a valid token reveals hidden
         *     placements.
         */
        'X-Auth-Token'?: components['parameters']['X-Auth-Token'];
        /** @description The id of the tracking event this call belongs to, when given. */
        'X-Tracking-Event-Id'?: components['parameters']['X-Tracking-Event-Id'];
        /** @description The visitor's interface language; localised answers and error details use it. */
        'X-Locale'?: components['parameters']['X-Locale'];
        /** @description The address of the page the visitor is on when the call is made. */
        'X-Page-Url'?: components['parameters']['X-Page-Url'];
        /** @description `1` only when the visitor has given full consent (consent all), else `0`. */
        'X-Tracking'?: components['parameters']['X-Tracking'];
      };
      path: {
        /** @description The seats.io event key (`Article.seatsio.eventKey`). */
        eventKey: string;
      };
      cookie?: never;
    };
    /** The seats of a seated event and which of them are free */
    get: operations['getEventSeats'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/shop/v2/order': {
    parameters: {
      query?: never;
      header?: {
        /**
         * @description The shop access token (`shopAccessToken`, from the `?token=` query parameter or
         *     storage), sent when one is held. On the shop call a valid token reveals hidden
         *     placements.
         */
        'X-Auth-Token'?: components['parameters']['X-Auth-Token'];
        /** @description The id of the tracking event this call belongs to, when given. */
        'X-Tracking-Event-Id'?: components['parameters']['X-Tracking-Event-Id'];
        /** @description The visitor's interface language; localised answers and error details use it. */
        'X-Locale'?: components['parameters']['X-Locale'];
        /** @description The address of the page the visitor is on when the call is made. */
        'X-Page-Url'?: components['parameters']['X-Page-Url'];
        /** @description `1` only when the visitor has given full consent (consent all), else `0`. */
        'X-Tracking'?: components['parameters']['X-Tracking'];
      };
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Create a new, empty order for a shop
     * @description 422 when `shop` is missing or names no shop.
     */
    post: operations['createOrder'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/shop/v2/presale/order': {
    parameters: {
      query?: never;
      header?: {
        /**
         * @description The shop access token (`shopAccessToken`, from the `?token=` query parameter or
         *     storage), sent when one is held. On the shop call a valid token reveals hidden
         *     placements.
         */
        'X-Auth-Token'?: components['parameters']['X-Auth-Token'];
        /** @description The id of the tracking event this call belongs to, when given. */
        'X-Tracking-Event-Id'?: components['parameters']['X-Tracking-Event-Id'];
        /** @description The visitor's interface language; localised answers and error details use it. */
        'X-Locale'?: components['parameters']['X-Locale'];
        /** @description The address of the page the visitor is on when the call is made. */
        'X-Page-Url'?: components['parameters']['X-Page-Url'];
        /** @description `1` only when the visitor has given full consent (consent all), else `0`. */
        'X-Tracking'?: components['parameters']['X-Tracking'];
      };
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Create an order from a presale token
     * @description 422 when `presaleToken` is missing or is not a valid presale token.
     */
    post: operations['createPresaleOrder'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/shop/v2/order/{id}': {
    parameters: {
      query?: never;
      header?: {
        /**
         * @description The shop access token (`shopAccessToken`, from the `?token=` query parameter or
         *     storage), sent when one is held. On the shop call a valid token reveals hidden
         *     placements.
         */
        'X-Auth-Token'?: components['parameters']['X-Auth-Token'];
        /** @description The id of the tracking event this call belongs to, when given. */
        'X-Tracking-Event-Id'?: components['parameters']['X-Tracking-Event-Id'];
        /** @description The visitor's interface language; localised answers and error details use it. */
        'X-Locale'?: components['parameters']['X-Locale'];
        /** @description The address of the page the visitor is on when the call is made. */
        'X-Page-Url'?: components['parameters']['X-Page-Url'];
        /** @description `1` only when the visitor has given full consent (consent all), else `0`. */
        'X-Tracking'?: components['parameters']['X-Tracking'];
      };
      path: {
        /** @description The order's id. */
        id: components['parameters']['orderId'];
      };
      cookie?: never;
    };
    /**
     * Get an order
     * @description 404 when the order does not exist or its reservation has expired; the client then
     *     marks the order expired-confirmed and shows no message.
     */
    get: operations['getOrder'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/shop/v2/order/{id}/items': {
    parameters: {
      query?: never;
      header?: {
        /**
         * @description The shop access token (`shopAccessToken`, from the `?token=` query parameter or
         *     storage), sent when one is held. On the shop call a valid token reveals hidden
         *     placements.
         */
        'X-Auth-Token'?: components['parameters']['X-Auth-Token'];
        /** @description The id of the tracking event this call belongs to, when given. */
        'X-Tracking-Event-Id'?: components['parameters']['X-Tracking-Event-Id'];
        /** @description The visitor's interface language; localised answers and error details use it. */
        'X-Locale'?: components['parameters']['X-Locale'];
        /** @description The address of the page the visitor is on when the call is made. */
        'X-Page-Url'?: components['parameters']['X-Page-Url'];
        /** @description `1` only when the visitor has given full consent (consent all), else `0`. */
        'X-Tracking'?: components['parameters']['X-Tracking'];
      };
      path: {
        /** @description The order's id. */
        id: components['parameters']['orderId'];
      };
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Add items (with their bundle child items) to an order
     * @description All or nothing. Carries an `Idempotency-Key`: a repeated call with the same key and
     *     the same body on the same order adds nothing more and answers 201 with the order as
     *     it is now, so a retried add never doubles an item; the same key with a different body
     *     is answered with 422. 409 when a requested seat is already taken (one error per seat,
     *     `field` items.N.seatLabel) or the order is no longer open. 422 when an item is
     *     malformed or names an unknown placement, variant, delivery option, seat or option.
     *     Adding items renews the reservation.
     */
    post: operations['addOrderItems'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/shop/v2/order/{id}/items/{itemId}': {
    parameters: {
      query?: never;
      header?: {
        /**
         * @description The shop access token (`shopAccessToken`, from the `?token=` query parameter or
         *     storage), sent when one is held. On the shop call a valid token reveals hidden
         *     placements.
         */
        'X-Auth-Token'?: components['parameters']['X-Auth-Token'];
        /** @description The id of the tracking event this call belongs to, when given. */
        'X-Tracking-Event-Id'?: components['parameters']['X-Tracking-Event-Id'];
        /** @description The visitor's interface language; localised answers and error details use it. */
        'X-Locale'?: components['parameters']['X-Locale'];
        /** @description The address of the page the visitor is on when the call is made. */
        'X-Page-Url'?: components['parameters']['X-Page-Url'];
        /** @description `1` only when the visitor has given full consent (consent all), else `0`. */
        'X-Tracking'?: components['parameters']['X-Tracking'];
      };
      path: {
        /** @description The order's id. */
        id: components['parameters']['orderId'];
        /** @description The id of an item of the order (`OrderItem.id`). */
        itemId: components['parameters']['itemId'];
      };
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /**
     * Remove an item (and its child items) from an order
     * @description A seat's item releases its seat (seats.io release with the order's hold token), unless
     *     `keepSeatHold` is true: the seat stays held because the visitor takes it as another
     *     ticket type at once.
     *     404 when the order does not exist or has expired, or the item is not (or no longer) in
     *     it: a client that sends the removal again after a lost answer takes a 404 as done and
     *     reads the order.
     */
    delete: operations['removeOrderItem'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/shop/v2/order/{id}/voucher': {
    parameters: {
      query?: never;
      header?: {
        /**
         * @description The shop access token (`shopAccessToken`, from the `?token=` query parameter or
         *     storage), sent when one is held. On the shop call a valid token reveals hidden
         *     placements.
         */
        'X-Auth-Token'?: components['parameters']['X-Auth-Token'];
        /** @description The id of the tracking event this call belongs to, when given. */
        'X-Tracking-Event-Id'?: components['parameters']['X-Tracking-Event-Id'];
        /** @description The visitor's interface language; localised answers and error details use it. */
        'X-Locale'?: components['parameters']['X-Locale'];
        /** @description The address of the page the visitor is on when the call is made. */
        'X-Page-Url'?: components['parameters']['X-Page-Url'];
        /** @description `1` only when the visitor has given full consent (consent all), else `0`. */
        'X-Tracking'?: components['parameters']['X-Tracking'];
      };
      path: {
        /** @description The order's id. */
        id: components['parameters']['orderId'];
      };
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Redeem a voucher code on an order
     * @description 422 when the code is unknown, used up, already in the order, or not valid for this
     *     order. Carries an `Idempotency-Key`: a repeat with the same key and the same body
     *     redeems nothing more and answers 200 with the order as it is now, so a retried
     *     redemption whose answer was lost succeeds once; the same key with another body is
     *     answered with 422.
     */
    post: operations['redeemVoucher'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/shop/v2/order/{id}/voucher/{voucherId}': {
    parameters: {
      query?: never;
      header?: {
        /**
         * @description The shop access token (`shopAccessToken`, from the `?token=` query parameter or
         *     storage), sent when one is held. On the shop call a valid token reveals hidden
         *     placements.
         */
        'X-Auth-Token'?: components['parameters']['X-Auth-Token'];
        /** @description The id of the tracking event this call belongs to, when given. */
        'X-Tracking-Event-Id'?: components['parameters']['X-Tracking-Event-Id'];
        /** @description The visitor's interface language; localised answers and error details use it. */
        'X-Locale'?: components['parameters']['X-Locale'];
        /** @description The address of the page the visitor is on when the call is made. */
        'X-Page-Url'?: components['parameters']['X-Page-Url'];
        /** @description `1` only when the visitor has given full consent (consent all), else `0`. */
        'X-Tracking'?: components['parameters']['X-Tracking'];
      };
      path: {
        /** @description The order's id. */
        id: components['parameters']['orderId'];
        /** @description The id of a voucher redeemed on the order (`AppliedVoucher.id`). */
        voucherId: components['parameters']['voucherId'];
      };
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /**
     * Remove a redeemed voucher from an order
     * @description 404 when the order does not exist or has expired, or the voucher is not (or no longer)
     *     in it: a client that sends the removal again after a lost answer takes a 404 as done.
     */
    delete: operations['removeVoucher'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/shop/v2/order/{id}/checkout': {
    parameters: {
      query?: never;
      header?: {
        /**
         * @description The shop access token (`shopAccessToken`, from the `?token=` query parameter or
         *     storage), sent when one is held. On the shop call a valid token reveals hidden
         *     placements.
         */
        'X-Auth-Token'?: components['parameters']['X-Auth-Token'];
        /** @description The id of the tracking event this call belongs to, when given. */
        'X-Tracking-Event-Id'?: components['parameters']['X-Tracking-Event-Id'];
        /** @description The visitor's interface language; localised answers and error details use it. */
        'X-Locale'?: components['parameters']['X-Locale'];
        /** @description The address of the page the visitor is on when the call is made. */
        'X-Page-Url'?: components['parameters']['X-Page-Url'];
        /** @description `1` only when the visitor has given full consent (consent all), else `0`. */
        'X-Tracking'?: components['parameters']['X-Tracking'];
      };
      path: {
        /** @description The order's id. */
        id: components['parameters']['orderId'];
      };
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Check out an order with the buyer form and a payment method
     * @description The answer says how to pay: `walle-lightbox` (load the payment lightbox from `url`)
     *     or `redirect` (navigate to `url`); the order then waits for the payment provider
     *     (status `pending`). An order whose payment failed or was cancelled may check out
     *     again. 422 when the order is empty or expired, the buyer form is invalid (one error
     *     per field, `field` form.KEY), personalisation is incomplete, or the payment method is
     *     unknown; 409 when the order is already paid, or when `expectedTotal` is given and the
     *     order's total is another (the basket or a price changed since the visitor saw it; the
     *     client reads the order again and shows it). The provider sends the visitor back to the
     *     order status page after a payment, and after a hosted page's failure or cancellation;
     *     to the checkout page (`/{lang}/order/checkout`) after a lightbox's failure or
     *     cancellation, where the order's status (`failed`, `cancelled`) tells the page what
     *     happened.
     */
    post: operations['checkoutOrder'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/shop/v2/order/{id}/status': {
    parameters: {
      query?: never;
      header?: {
        /**
         * @description The shop access token (`shopAccessToken`, from the `?token=` query parameter or
         *     storage), sent when one is held. On the shop call a valid token reveals hidden
         *     placements.
         */
        'X-Auth-Token'?: components['parameters']['X-Auth-Token'];
        /** @description The id of the tracking event this call belongs to, when given. */
        'X-Tracking-Event-Id'?: components['parameters']['X-Tracking-Event-Id'];
        /** @description The visitor's interface language; localised answers and error details use it. */
        'X-Locale'?: components['parameters']['X-Locale'];
        /** @description The address of the page the visitor is on when the call is made. */
        'X-Page-Url'?: components['parameters']['X-Page-Url'];
        /** @description `1` only when the visitor has given full consent (consent all), else `0`. */
        'X-Tracking'?: components['parameters']['X-Tracking'];
      };
      path: {
        /** @description The order's id. */
        id: components['parameters']['orderId'];
      };
      cookie?: never;
    };
    /** Get the status of an order after checkout */
    get: operations['getOrderStatus'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/shop/v2/order/{id}/personalize': {
    parameters: {
      query?: never;
      header?: {
        /**
         * @description The shop access token (`shopAccessToken`, from the `?token=` query parameter or
         *     storage), sent when one is held. On the shop call a valid token reveals hidden
         *     placements.
         */
        'X-Auth-Token'?: components['parameters']['X-Auth-Token'];
        /** @description The id of the tracking event this call belongs to, when given. */
        'X-Tracking-Event-Id'?: components['parameters']['X-Tracking-Event-Id'];
        /** @description The visitor's interface language; localised answers and error details use it. */
        'X-Locale'?: components['parameters']['X-Locale'];
        /** @description The address of the page the visitor is on when the call is made. */
        'X-Page-Url'?: components['parameters']['X-Page-Url'];
        /** @description `1` only when the visitor has given full consent (consent all), else `0`. */
        'X-Tracking'?: components['parameters']['X-Tracking'];
      };
      path: {
        /** @description The order's id. */
        id: components['parameters']['orderId'];
      };
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Save the personalisation data of items, keyed by item id
     * @description 422 when an item id is unknown or data does not satisfy the item's form.
     */
    post: operations['personalizeOrderItems'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/shop/v2/order/{id}/insurance': {
    parameters: {
      query?: never;
      header?: {
        /**
         * @description The shop access token (`shopAccessToken`, from the `?token=` query parameter or
         *     storage), sent when one is held. On the shop call a valid token reveals hidden
         *     placements.
         */
        'X-Auth-Token'?: components['parameters']['X-Auth-Token'];
        /** @description The id of the tracking event this call belongs to, when given. */
        'X-Tracking-Event-Id'?: components['parameters']['X-Tracking-Event-Id'];
        /** @description The visitor's interface language; localised answers and error details use it. */
        'X-Locale'?: components['parameters']['X-Locale'];
        /** @description The address of the page the visitor is on when the call is made. */
        'X-Page-Url'?: components['parameters']['X-Page-Url'];
        /** @description `1` only when the visitor has given full consent (consent all), else `0`. */
        'X-Tracking'?: components['parameters']['X-Tracking'];
      };
      path: {
        /** @description The order's id. */
        id: components['parameters']['orderId'];
      };
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Switch the order's ticket insurance on or off
     * @description 422 when the body is malformed or insurance is not available for this order.
     */
    post: operations['setOrderInsurance'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/shop/v2/order/{id}/reservation': {
    parameters: {
      query?: never;
      header?: {
        /**
         * @description The shop access token (`shopAccessToken`, from the `?token=` query parameter or
         *     storage), sent when one is held. On the shop call a valid token reveals hidden
         *     placements.
         */
        'X-Auth-Token'?: components['parameters']['X-Auth-Token'];
        /** @description The id of the tracking event this call belongs to, when given. */
        'X-Tracking-Event-Id'?: components['parameters']['X-Tracking-Event-Id'];
        /** @description The visitor's interface language; localised answers and error details use it. */
        'X-Locale'?: components['parameters']['X-Locale'];
        /** @description The address of the page the visitor is on when the call is made. */
        'X-Page-Url'?: components['parameters']['X-Page-Url'];
        /** @description `1` only when the visitor has given full consent (consent all), else `0`. */
        'X-Tracking'?: components['parameters']['X-Tracking'];
      };
      path: {
        /** @description The order's id. */
        id: components['parameters']['orderId'];
      };
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Extend the order's reservation (the visitor keeps it)
     * @description The reservation starts again at its full length from now (never shorter than it is),
     *     and the seats of the order stay held with it, as long as the reservation runs. The shop
     *     allows a bounded number of extensions per order (like pretix's cart renewal); the
     *     order's `reservationExtensionsLeft` says how many are left, and the storefront offers an
     *     extension only while it is more than 0. An order whose reservation has just run out
     *     is open again when every one of its seats can still be held. No body. Carries an
     *     `Idempotency-Key`: a repeat with the same key extends nothing more and answers 200 with
     *     the order as it is now, so a retried call never uses up a second extension.
     *     409 with a detail the visitor can read when the limit is reached, when a seat of the
     *     order has been taken meanwhile (the detail names it), or when the order is no longer
     *     open (checked out, paid). 404 when the order does not exist.
     */
    post: operations['extendReservation'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/builds/latest.json': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Get the id of the latest deployed build
     * @description A static file, polled for build freshness; an id that differs from the running
     *     build's id means a new build is deployed.
     */
    get: operations['getLatestBuild'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
}
export type webhooks = Record<string, never>;
export interface components {
  schemas: {
    Id: string;
    /** @description An amount of money, an integer in minor units. */
    Money: number;
    /**
     * @default de
     * @enum {string}
     */
    Lang: 'de' | 'en' | 'fr' | 'it';
    /** @description A text per language; when the wanted language is missing any available one is used. */
    LocalisedText: {
      de?: string;
      en?: string;
      fr?: string;
      it?: string;
    };
    Shop: {
      id: components['schemas']['Id'];
      slug: string;
      name: string;
      description: components['schemas']['LocalisedText'];
      media: {
        /**
         * Format: uri-reference
         * @description The favicon's address; null means the default favicon.
         */
        favicon: string | null;
      };
      languages: components['schemas']['Lang'][];
      /** @description ISO 4217 code. */
      currency: string;
      categories: components['schemas']['Category'][];
      articles: components['schemas']['Article'][];
      events: components['schemas']['ShopEvent'][];
      variants: components['schemas']['Variant'][];
      placements: components['schemas']['Placement'][];
      seatingCharts: components['schemas']['SeatingChart'][];
      userTrackingConfiguration: components['schemas']['TrackingConfiguration'];
      seatsio?: components['schemas']['SeatsioSettings'];
    };
    Category: {
      id: components['schemas']['Id'];
      /** @description null for the root category. */
      parent: string | null;
      eventId: string | null;
      name: components['schemas']['LocalisedText'];
    };
    /** @enum {string} */
    ArticleType: 'TICKET' | 'VOUCHER' | 'ACCOMMODATION' | 'BUNDLE' | 'PRODUCT';
    /** @enum {string} */
    InscriptionSetting: 'DISABLED' | 'ENABLED' | 'EMAIL_SHIPPING_ONLY';
    /** @enum {string} */
    DeliveryCode: 'EMAIL' | 'POST' | 'PICKUP';
    DeliveryOption: {
      code: components['schemas']['DeliveryCode'];
      /** @description Surcharge per item, minor units. */
      price: components['schemas']['Money'];
    };
    Accommodation: {
      checkIn: string;
      checkOut: string;
      address: string;
      amenities: components['schemas']['LocalisedText'];
    };
    Article: {
      id: components['schemas']['Id'];
      type: components['schemas']['ArticleType'];
      name: components['schemas']['LocalisedText'];
      description: components['schemas']['LocalisedText'];
      eventId: string | null;
      inscription: components['schemas']['InscriptionSetting'];
      deliveryOptions: components['schemas']['DeliveryOption'][];
      /** @description seats.io data of a seated article; null when not seated. */
      seatsio: {
        eventKey: string;
      } | null;
      accommodation: components['schemas']['Accommodation'] | null;
      media?: components['schemas']['Media'];
    };
    /**
     * @description What is left to sell, as the shop tells it: AVAILABLE, FEW_LEFT (worth saying to the buyer) or SOLD_OUT (shown, but cannot be added). Absent means the shop does not say; the storefront then treats the offer as available.
     * @enum {string}
     */
    Availability: 'AVAILABLE' | 'FEW_LEFT' | 'SOLD_OUT';
    /** @description One file of a picture, in one width and one format. */
    ImageRendition: {
      /** Format: uri-reference */
      url: string;
      /** @description The file's width in pixels (the srcset's w descriptor). */
      width: number;
      /** @description The file's media type, such as image/avif, image/webp or image/jpeg. */
      type: string;
    };
    /** @description One picture in several files (widths and formats). width and height give its shape, so the page keeps the picture's room before it loads. alt is null for a decorative picture. */
    Picture: {
      width: number;
      height: number;
      alt: components['schemas']['LocalisedText'] | null;
      renditions: components['schemas']['ImageRendition'][];
    };
    /** @description Pictures of an event, article or placement, the first being the main one. */
    Media: components['schemas']['Picture'][];
    PostalAddress: {
      streetAddress: string;
      postalCode: string;
      addressLocality: string;
      /** @description ISO 3166-1 alpha-2 code. */
      addressCountry: string;
    };
    ShopEvent: {
      id: components['schemas']['Id'];
      name: components['schemas']['LocalisedText'];
      /** Format: date-time */
      startsAt: string;
      venue: string;
      /** @description Where the venue is, for the buyer and for search engines' event results (schema.org PostalAddress). Absent or null when the shop does not say. */
      venueAddress?: components['schemas']['PostalAddress'] | null;
      /**
       * Format: date-time
       * @description When the event ends; for a run or a stay, its last day. Absent or null when the shop does not say.
       */
      endsAt?: string | null;
      media?: components['schemas']['Media'];
    };
    /** @enum {string} */
    PriceStrategy: 'FIXED' | 'CHOICE';
    BundleItem: {
      variantId: components['schemas']['Id'];
      minAmount: number;
    };
    Variant: {
      id: components['schemas']['Id'];
      articleId: components['schemas']['Id'];
      label: components['schemas']['LocalisedText'];
      price: components['schemas']['Money'];
      priceStrategy: components['schemas']['PriceStrategy'];
      /** @description CHOICE only, the lowest price the visitor may choose, minor units. */
      minPrice: number | null;
      /** @description The price after the shop's own discounts, when there is one, minor units. */
      totalDiscounted: number | null;
      bundleItems: components['schemas']['BundleItem'][];
      /** @description The seats.io category key this variant prices, for seated articles. */
      seatCategory: string | null;
      availability?: components['schemas']['Availability'];
    };
    PlacementOption: {
      articleId: components['schemas']['Id'];
      variantId: components['schemas']['Id'];
    };
    Placement: {
      id: components['schemas']['Id'];
      slug: string;
      articleId: components['schemas']['Id'];
      categoryId: components['schemas']['Id'];
      sequence: number;
      /** @description Only delivered when a valid shop access token is sent. */
      hidden: boolean;
      variantIds: components['schemas']['Id'][];
      options: {
        article: components['schemas']['PlacementOption'][];
        general: components['schemas']['PlacementOption'][];
      };
      /** @description The form each item of this placement is personalised with; null when none. */
      personalisation: {
        formId: components['schemas']['Id'];
      } | null;
      /** @description The placement as a whole; SOLD_OUT when nothing of it can be bought. Absent: the storefront derives it from the variants' availability. */
      availability?: components['schemas']['Availability'];
      media?: components['schemas']['Media'];
    };
    SeatingChart: {
      seatingChartId: components['schemas']['Id'];
      slug: string;
      categoryId: components['schemas']['Id'];
      placementId: components['schemas']['Id'];
      name: components['schemas']['LocalisedText'];
    };
    TrackingEventFlags: {
      addToBasket: boolean;
      beginCheckout: boolean;
      pageView: boolean;
      purchase: boolean;
      viewItem: boolean;
      selectItem: boolean;
      viewBasket: boolean;
      viewItemList: boolean;
      addPaymentInfo: boolean;
    };
    TrackingIntegration: {
      id: components['schemas']['Id'];
      active: boolean;
      events: components['schemas']['TrackingEventFlags'];
      /**
       * Format: uri-reference
       * @description Where the integration's script is loaded from.
       */
      scriptUrl: string;
    };
    /** @enum {string} */
    ChatRegion: 'EU' | 'US' | 'AU';
    TrackingConfiguration: {
      googleAnalytics: {
        measurements: components['schemas']['TrackingIntegration'][];
      };
      metaAds: {
        pixels: components['schemas']['TrackingIntegration'][];
      };
      tiktokAds: {
        pixels: components['schemas']['TrackingIntegration'][];
      };
      supportChat: {
        active: boolean;
        appId: string;
        region: components['schemas']['ChatRegion'];
        /** @description The three regional API bases; region picks one. */
        apiBases: {
          /** Format: uri-reference */
          EU: string;
          /** Format: uri-reference */
          US: string;
          /** Format: uri-reference */
          AU: string;
        };
        /** @enum {string} */
        alignment: 'left' | 'right';
        /** Format: uri-reference */
        scriptUrl: string;
      };
    };
    /** @enum {string} */
    FieldType:
      | 'text'
      | 'textarea'
      | 'email'
      | 'phone'
      | 'country'
      | 'date'
      | 'confirm'
      | 'radio'
      | 'file'
      | 'number';
    FormChoice: {
      value: string;
      label: components['schemas']['LocalisedText'];
    };
    FormField: {
      key: string;
      type: components['schemas']['FieldType'];
      required: boolean;
      /** @description Grouped fields are shown together under the form's group heading. */
      grouped: boolean;
      label: components['schemas']['LocalisedText'];
      /** @description radio only, the choices. */
      choices?: components['schemas']['FormChoice'][];
      /** @description number only, the lowest value. */
      min?: number;
      /** @description number only, the highest value. */
      max?: number;
    };
    Form: {
      id: components['schemas']['Id'];
      name: components['schemas']['LocalisedText'];
      fields: components['schemas']['FormField'][];
    };
    /** @description Form values keyed by field key. */
    FormData: {
      [key: string]: string | boolean | number | null;
    };
    ChildItem: {
      id: components['schemas']['Id'];
      variantId: components['schemas']['Id'];
      price: components['schemas']['Money'];
    };
    OrderItem: {
      id: components['schemas']['Id'];
      /** @description The variant's id. */
      variant: components['schemas']['Id'];
      placementId: components['schemas']['Id'];
      seatLabel: string | null;
      deliveryOption: components['schemas']['DeliveryCode'] | null;
      inscription: string | null;
      price: components['schemas']['Money'];
      personalisation: {
        formId: components['schemas']['Id'];
        /** @description null until the item is personalised. */
        data: components['schemas']['FormData'] | null;
      } | null;
      /** @description The child items of a bundle. */
      childItems: components['schemas']['ChildItem'][];
      /** @description Options chosen for this item, the variants of option articles. */
      options: components['schemas']['PlacementOption'][];
    };
    AppliedVoucher: {
      id: components['schemas']['Id'];
      code: string;
      /** @description Minor units taken off the total. */
      discount: components['schemas']['Money'];
    };
    /** @enum {string} */
    PaymentKind: 'walle-lightbox' | 'redirect';
    PaymentMethod: {
      id: components['schemas']['Id'];
      name: components['schemas']['LocalisedText'];
      kind: components['schemas']['PaymentKind'];
      /**
       * Format: int64
       * @description The payment provider's own id of this method's configuration, for a walle-lightbox
       *     method: Wallee's payment method configuration id, the number its lightbox script's
       *     LightboxCheckoutHandler.startPayment takes. Not shown in the spec; optional: without
       *     it the lightbox refuses through its error callback and the storefront falls back to
       *     the hosted page of a redirect method.
       */
      paymentMethodConfigurationId?: number;
    };
    /** @enum {string} */
    OrderStatus: 'open' | 'pending' | 'paid' | 'failed' | 'cancelled' | 'expired';
    /** @description All minor units. */
    OrderTotals: {
      items: components['schemas']['Money'];
      delivery: components['schemas']['Money'];
      discount: components['schemas']['Money'];
      insurance: components['schemas']['Money'];
      total: components['schemas']['Money'];
    };
    Order: {
      id: components['schemas']['Id'];
      /** @description The shop the order belongs to, by its slug (`Shop.slug`). */
      shop: components['schemas']['Id'];
      status: components['schemas']['OrderStatus'];
      currency: string;
      items: components['schemas']['OrderItem'][];
      /** @description The forms the order's items and buyer are filled in with. */
      forms: components['schemas']['Form'][];
      vouchers: components['schemas']['AppliedVoucher'][];
      insurance: {
        available: boolean;
        enabled: boolean;
        price: components['schemas']['Money'];
      };
      totals: components['schemas']['OrderTotals'];
      checkout: {
        paymentMethods: components['schemas']['PaymentMethod'][];
        /** @description The form (in `forms`) the buyer fills in at checkout. */
        buyerFormId: components['schemas']['Id'];
      };
      /** @description Seconds the reservation still lasts, counted from this answer. */
      reservationExpiresInSeconds: number;
      /**
       * @description Seat holds (seats.io). The shop API made one hold token for this order
       *     (seats.io `POST /hold-tokens`) that lasts as long as the reservation and is extended
       *     with it. The seating chart renders with `session: 'manual'` and this token, so a seat
       *     clicked on the chart is held with it; adding a seat's item needs the seat held with it,
       *     removing the item releases it, the checkout books the seats with it. Absent when the
       *     shop sells no seats.
       */
      seating?: components['schemas']['OrderSeating'];
      /**
       * @description How many more times the visitor may extend the reservation now
       *     (`POST /api/shop/v2/order/{id}/reservation`): 0 when it cannot be extended (every
       *     extension used, or the order is no longer open). Missing when the shop offers no
       *     extension; the storefront then offers none.
       */
      reservationExtensionsLeft?: number;
    };
    OrderSeating: {
      /** @description The seats.io hold token of the order. */
      holdToken: string;
    };
    /**
     * @description Every seat of a seats.io event and whether it can be had, as the shop API reads it from
     *     seats.io (its event report by label). The storefront's seat list (the keyboard and
     *     screen-reader way to choose seats) is built from it.
     */
    EventSeats: {
      eventKey: string;
      seats: components['schemas']['EventSeat'][];
    };
    EventSeat: {
      /** @description The seats.io object label, e.g. `A-12` (`OrderItem.seatLabel`). */
      label: string;
      row: string;
      number: string;
      category: {
        /** @description The seats.io category key (`Variant.seatCategory`). */
        key: string;
        label: components['schemas']['LocalisedText'];
      };
      /**
       * @description `free`: anyone may hold it; `held`: held with some order's hold token (the visitor's
       *     own ones too: the order says which are theirs); `booked`: sold or being paid for.
       * @enum {string}
       */
      status: 'free' | 'held' | 'booked';
    };
    /**
     * @description The shop's seats.io workspace: its public workspace key and the region its charts are
     *     served from. Optional: without it the storefront uses the site configuration's.
     */
    SeatsioSettings: {
      workspaceKey: string;
      /** @enum {string} */
      region: 'eu' | 'na' | 'sa' | 'oc';
    };
    CreateOrderRequest: {
      /** @description The shop, by its id (`Shop.id`) or its slug (`Shop.slug`). */
      shop: components['schemas']['Id'];
    };
    PresaleOrderRequest: {
      presaleToken: string;
    };
    NewOrderItem: {
      /** @description The variant's id. */
      variant: components['schemas']['Id'];
      placementId: components['schemas']['Id'];
      /** @description Bundles, the child items (at least each bundle item's minAmount). */
      childItems?: {
        variantId: components['schemas']['Id'];
      }[];
      seatLabel?: string;
      deliveryOption?: components['schemas']['DeliveryCode'];
      inscription?: string;
      /** @description CHOICE variants, the price the visitor chose, minor units. */
      price?: components['schemas']['Money'];
      options?: components['schemas']['PlacementOption'][];
    };
    AddItemsRequest: {
      items: components['schemas']['NewOrderItem'][];
      trackingEventId?: string;
    };
    VoucherRequest: {
      code: string;
    };
    CheckoutRequest: {
      /** @description The buyer form's values. */
      form: components['schemas']['FormData'];
      /** @description The id of one of the order's payment methods. */
      paymentMethod: components['schemas']['Id'];
      /**
       * @description The total the visitor saw and agreed to pay (minor units). Optional; when given and
       *     the order's total is another, the checkout is refused with 409.
       */
      expectedTotal?: components['schemas']['Money'];
    };
    PersonalizeRequest: {
      /** @description Personalisation data keyed by item id. */
      items: {
        [key: string]: components['schemas']['FormData'];
      };
    };
    InsuranceRequest: {
      enabled: boolean;
    };
    CheckoutAnswer: {
      /** @description walle-lightbox loads the payment lightbox from url; redirect navigates to url. */
      action: components['schemas']['PaymentKind'];
      /** Format: uri-reference */
      url: string;
    };
    OrderStatusAnswer: {
      orderId: components['schemas']['Id'];
      status: components['schemas']['OrderStatus'];
      currency: string;
      total: components['schemas']['Money'];
      itemCount: number;
      /** @description Where the visitor can go to pay again after a failure or cancellation. */
      paymentMethodId: string | null;
      /**
       * @description How the order's items are delivered, each way once, in the order EMAIL, POST, PICKUP
       *     (the status page says what happens next by it). Optional: without it the page says
       *     nothing about delivery.
       */
      deliveryOptions?: components['schemas']['DeliveryCode'][];
    };
    ApiError: {
      /** @description A message for the visitor, in the request's locale. */
      detail: string;
      /** @description The request field the error is about (dotted path), when there is one. */
      field?: string;
    };
    ApiErrorBody: {
      errors: components['schemas']['ApiError'][];
    };
    BuildInfo: {
      id: string;
    };
  };
  responses: {
    /** @description The order as it is now. */
    OrderOk: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['Order'];
      };
    };
    /** @description The order, created or with the items added. */
    OrderCreated: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['Order'];
      };
    };
    /** @description The shop, order, item, voucher, variant or presale token does not exist (or the order has expired). */
    NotFound: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        /**
         * @example {
         *       "errors": [
         *         {
         *           "detail": "Order not found"
         *         }
         *       ]
         *     }
         */
        'application/json': components['schemas']['ApiErrorBody'];
      };
    };
    /** @description A requested seat is already taken, or the order is no longer open (checked out or paid). */
    SeatTaken: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        /**
         * @example {
         *       "errors": [
         *         {
         *           "detail": "Seat A-12 is already taken",
         *           "field": "items.0.seatLabel"
         *         }
         *       ]
         *     }
         */
        'application/json': components['schemas']['ApiErrorBody'];
      };
    };
    /** @description The order is already paid. */
    Conflict: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['ApiErrorBody'];
      };
    };
    /**
     * @description The reservation cannot be extended: the order used every extension the shop allows, a
     *     seat of the order has been taken meanwhile, or the order is no longer open.
     */
    ReservationNotExtended: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        /**
         * @example {
         *       "errors": [
         *         {
         *           "detail": "Ihre Reservierung kann nicht mehr verlängert werden."
         *         }
         *       ]
         *     }
         */
        'application/json': components['schemas']['ApiErrorBody'];
      };
    };
    /** @description The order is no longer open (checked out, waiting for payment, or paid). */
    OrderLocked: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        /**
         * @example {
         *       "errors": [
         *         {
         *           "detail": "The order can no longer be changed"
         *         }
         *       ]
         *     }
         */
        'application/json': components['schemas']['ApiErrorBody'];
      };
    };
    /** @description The `X-XSRF-TOKEN` header is missing or does not match the session's CSRF token. */
    CsrfTokenMismatch: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        /**
         * @example {
         *       "errors": [
         *         {
         *           "detail": "CSRF token mismatch"
         *         }
         *       ]
         *     }
         */
        'application/json': components['schemas']['ApiErrorBody'];
      };
    };
    /** @description The payload or a header is malformed, or a value is not acceptable (an invalid voucher code, an invalid form). */
    Unprocessable: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        /**
         * @example {
         *       "errors": [
         *         {
         *           "detail": "The voucher code is not valid",
         *           "field": "code"
         *         }
         *       ]
         *     }
         */
        'application/json': components['schemas']['ApiErrorBody'];
      };
    };
    /** @description A client error. */
    ClientError: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['ApiErrorBody'];
      };
    };
    /** @description A server error. */
    ServerError: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        /**
         * @example {
         *       "errors": [
         *         {
         *           "detail": "Internal server error"
         *         }
         *       ]
         *     }
         */
        'application/json': components['schemas']['ApiErrorBody'];
      };
    };
    /** @description Any other failure (status 400-599). */
    Error: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['ApiErrorBody'];
      };
    };
  };
  parameters: {
    /**
     * @description The CSRF token: the URL-decoded value of the `XSRF-TOKEN` cookie set by
     *     `GET /sanctum/csrf-cookie`. Required on every state-changing call (POST, DELETE);
     *     missing or not matching the session's token -> 419. The client sends it on every
     *     call once it holds the cookie.
     */
    'X-XSRF-TOKEN': string;
    /**
     * @description The shop access token (`shopAccessToken`, from the `?token=` query parameter or
     *     storage), sent when one is held. On the shop call a valid token reveals hidden
     *     placements.
     */
    'X-Auth-Token': string;
    /** @description The id of the tracking event this call belongs to, when given. */
    'X-Tracking-Event-Id': string;
    /** @description The visitor's interface language; localised answers and error details use it. */
    'X-Locale': components['schemas']['Lang'];
    /** @description The address of the page the visitor is on when the call is made. */
    'X-Page-Url': string;
    /** @description `1` only when the visitor has given full consent (consent all), else `0`. */
    'X-Tracking': '0' | '1';
    /**
     * @description A fresh unique key per intended change, kept when the same change is retried. The
     *     server remembers the key per order and kind of change: a repeat with the same body
     *     changes nothing more and answers with the order as it is now; a repeat with a
     *     different body is answered with 422.
     */
    'Idempotency-Key': string;
    /** @description The shop's slug (site configuration `shopSlug`). */
    shopSlug: string;
    /** @description The order's id. */
    orderId: string;
    /** @description The id of an item of the order (`OrderItem.id`). */
    itemId: string;
    /** @description The id of a voucher redeemed on the order (`AppliedVoucher.id`). */
    voucherId: string;
    /**
     * @description A timestamp (milliseconds since the epoch) that keeps caches from answering.
     * @example 1717243200000
     */
    t: number;
  };
  requestBodies: never;
  headers: never;
  pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
  getCsrfCookie: {
    parameters: {
      query?: never;
      header?: {
        /**
         * @description The shop access token (`shopAccessToken`, from the `?token=` query parameter or
         *     storage), sent when one is held. On the shop call a valid token reveals hidden
         *     placements.
         */
        'X-Auth-Token'?: components['parameters']['X-Auth-Token'];
        /** @description The id of the tracking event this call belongs to, when given. */
        'X-Tracking-Event-Id'?: components['parameters']['X-Tracking-Event-Id'];
        /** @description The visitor's interface language; localised answers and error details use it. */
        'X-Locale'?: components['parameters']['X-Locale'];
        /** @description The address of the page the visitor is on when the call is made. */
        'X-Page-Url'?: components['parameters']['X-Page-Url'];
        /** @description `1` only when the visitor has given full consent (consent all), else `0`. */
        'X-Tracking'?: components['parameters']['X-Tracking'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The cookies are set. */
      204: {
        headers: {
          /**
           * @description Two cookies (two `Set-Cookie` header lines):
           *     `XSRF-TOKEN=<URL-encoded token>; Path=/; SameSite=Lax` (readable by scripts;
           *     its URL-decoded value goes back as the `X-XSRF-TOKEN` header) and
           *     `billett_session=<session id>; Path=/; HttpOnly; SameSite=Lax`.
           */
          'Set-Cookie': string;
          [name: string]: unknown;
        };
        content?: never;
      };
      500: components['responses']['ServerError'];
      '4XX': components['responses']['ClientError'];
      default: components['responses']['Error'];
    };
  };
  getShop: {
    parameters: {
      query?: never;
      header?: {
        /**
         * @description The shop access token (`shopAccessToken`, from the `?token=` query parameter or
         *     storage), sent when one is held. On the shop call a valid token reveals hidden
         *     placements.
         */
        'X-Auth-Token'?: components['parameters']['X-Auth-Token'];
        /** @description The id of the tracking event this call belongs to, when given. */
        'X-Tracking-Event-Id'?: components['parameters']['X-Tracking-Event-Id'];
        /** @description The visitor's interface language; localised answers and error details use it. */
        'X-Locale'?: components['parameters']['X-Locale'];
        /** @description The address of the page the visitor is on when the call is made. */
        'X-Page-Url'?: components['parameters']['X-Page-Url'];
        /** @description `1` only when the visitor has given full consent (consent all), else `0`. */
        'X-Tracking'?: components['parameters']['X-Tracking'];
      };
      path: {
        /** @description The shop's slug (site configuration `shopSlug`). */
        shopSlug: components['parameters']['shopSlug'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The shop. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Shop'];
        };
      };
      404: components['responses']['NotFound'];
      500: components['responses']['ServerError'];
      default: components['responses']['Error'];
    };
  };
  getEventSeats: {
    parameters: {
      query?: never;
      header?: {
        /**
         * @description The shop access token (`shopAccessToken`, from the `?token=` query parameter or
         *     storage), sent when one is held. On the shop call a valid token reveals hidden
         *     placements.
         */
        'X-Auth-Token'?: components['parameters']['X-Auth-Token'];
        /** @description The id of the tracking event this call belongs to, when given. */
        'X-Tracking-Event-Id'?: components['parameters']['X-Tracking-Event-Id'];
        /** @description The visitor's interface language; localised answers and error details use it. */
        'X-Locale'?: components['parameters']['X-Locale'];
        /** @description The address of the page the visitor is on when the call is made. */
        'X-Page-Url'?: components['parameters']['X-Page-Url'];
        /** @description `1` only when the visitor has given full consent (consent all), else `0`. */
        'X-Tracking'?: components['parameters']['X-Tracking'];
      };
      path: {
        /** @description The seats.io event key (`Article.seatsio.eventKey`). */
        eventKey: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The event's seats. */
      200: {
        headers: {
          /** @description `no-store`: the statuses change with every hold. */
          'Cache-Control'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['EventSeats'];
        };
      };
      404: components['responses']['NotFound'];
      500: components['responses']['ServerError'];
      default: components['responses']['Error'];
    };
  };
  createOrder: {
    parameters: {
      query?: never;
      header: {
        /**
         * @description The shop access token (`shopAccessToken`, from the `?token=` query parameter or
         *     storage), sent when one is held. On the shop call a valid token reveals hidden
         *     placements.
         */
        'X-Auth-Token'?: components['parameters']['X-Auth-Token'];
        /** @description The id of the tracking event this call belongs to, when given. */
        'X-Tracking-Event-Id'?: components['parameters']['X-Tracking-Event-Id'];
        /** @description The visitor's interface language; localised answers and error details use it. */
        'X-Locale'?: components['parameters']['X-Locale'];
        /** @description The address of the page the visitor is on when the call is made. */
        'X-Page-Url'?: components['parameters']['X-Page-Url'];
        /** @description `1` only when the visitor has given full consent (consent all), else `0`. */
        'X-Tracking'?: components['parameters']['X-Tracking'];
        /**
         * @description The CSRF token: the URL-decoded value of the `XSRF-TOKEN` cookie set by
         *     `GET /sanctum/csrf-cookie`. Required on every state-changing call (POST, DELETE);
         *     missing or not matching the session's token -> 419. The client sends it on every
         *     call once it holds the cookie.
         */
        'X-XSRF-TOKEN': components['parameters']['X-XSRF-TOKEN'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['CreateOrderRequest'];
      };
    };
    responses: {
      201: components['responses']['OrderCreated'];
      404: components['responses']['NotFound'];
      419: components['responses']['CsrfTokenMismatch'];
      422: components['responses']['Unprocessable'];
      500: components['responses']['ServerError'];
      default: components['responses']['Error'];
    };
  };
  createPresaleOrder: {
    parameters: {
      query?: never;
      header: {
        /**
         * @description The shop access token (`shopAccessToken`, from the `?token=` query parameter or
         *     storage), sent when one is held. On the shop call a valid token reveals hidden
         *     placements.
         */
        'X-Auth-Token'?: components['parameters']['X-Auth-Token'];
        /** @description The id of the tracking event this call belongs to, when given. */
        'X-Tracking-Event-Id'?: components['parameters']['X-Tracking-Event-Id'];
        /** @description The visitor's interface language; localised answers and error details use it. */
        'X-Locale'?: components['parameters']['X-Locale'];
        /** @description The address of the page the visitor is on when the call is made. */
        'X-Page-Url'?: components['parameters']['X-Page-Url'];
        /** @description `1` only when the visitor has given full consent (consent all), else `0`. */
        'X-Tracking'?: components['parameters']['X-Tracking'];
        /**
         * @description The CSRF token: the URL-decoded value of the `XSRF-TOKEN` cookie set by
         *     `GET /sanctum/csrf-cookie`. Required on every state-changing call (POST, DELETE);
         *     missing or not matching the session's token -> 419. The client sends it on every
         *     call once it holds the cookie.
         */
        'X-XSRF-TOKEN': components['parameters']['X-XSRF-TOKEN'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['PresaleOrderRequest'];
      };
    };
    responses: {
      201: components['responses']['OrderCreated'];
      404: components['responses']['NotFound'];
      419: components['responses']['CsrfTokenMismatch'];
      422: components['responses']['Unprocessable'];
      500: components['responses']['ServerError'];
      default: components['responses']['Error'];
    };
  };
  getOrder: {
    parameters: {
      query?: never;
      header?: {
        /**
         * @description The shop access token (`shopAccessToken`, from the `?token=` query parameter or
         *     storage), sent when one is held. On the shop call a valid token reveals hidden
         *     placements.
         */
        'X-Auth-Token'?: components['parameters']['X-Auth-Token'];
        /** @description The id of the tracking event this call belongs to, when given. */
        'X-Tracking-Event-Id'?: components['parameters']['X-Tracking-Event-Id'];
        /** @description The visitor's interface language; localised answers and error details use it. */
        'X-Locale'?: components['parameters']['X-Locale'];
        /** @description The address of the page the visitor is on when the call is made. */
        'X-Page-Url'?: components['parameters']['X-Page-Url'];
        /** @description `1` only when the visitor has given full consent (consent all), else `0`. */
        'X-Tracking'?: components['parameters']['X-Tracking'];
      };
      path: {
        /** @description The order's id. */
        id: components['parameters']['orderId'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: components['responses']['OrderOk'];
      404: components['responses']['NotFound'];
      500: components['responses']['ServerError'];
      default: components['responses']['Error'];
    };
  };
  addOrderItems: {
    parameters: {
      query?: never;
      header: {
        /**
         * @description The shop access token (`shopAccessToken`, from the `?token=` query parameter or
         *     storage), sent when one is held. On the shop call a valid token reveals hidden
         *     placements.
         */
        'X-Auth-Token'?: components['parameters']['X-Auth-Token'];
        /** @description The id of the tracking event this call belongs to, when given. */
        'X-Tracking-Event-Id'?: components['parameters']['X-Tracking-Event-Id'];
        /** @description The visitor's interface language; localised answers and error details use it. */
        'X-Locale'?: components['parameters']['X-Locale'];
        /** @description The address of the page the visitor is on when the call is made. */
        'X-Page-Url'?: components['parameters']['X-Page-Url'];
        /** @description `1` only when the visitor has given full consent (consent all), else `0`. */
        'X-Tracking'?: components['parameters']['X-Tracking'];
        /**
         * @description The CSRF token: the URL-decoded value of the `XSRF-TOKEN` cookie set by
         *     `GET /sanctum/csrf-cookie`. Required on every state-changing call (POST, DELETE);
         *     missing or not matching the session's token -> 419. The client sends it on every
         *     call once it holds the cookie.
         */
        'X-XSRF-TOKEN': components['parameters']['X-XSRF-TOKEN'];
        /**
         * @description A fresh unique key per intended change, kept when the same change is retried. The
         *     server remembers the key per order and kind of change: a repeat with the same body
         *     changes nothing more and answers with the order as it is now; a repeat with a
         *     different body is answered with 422.
         */
        'Idempotency-Key': components['parameters']['Idempotency-Key'];
      };
      path: {
        /** @description The order's id. */
        id: components['parameters']['orderId'];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['AddItemsRequest'];
      };
    };
    responses: {
      201: components['responses']['OrderCreated'];
      404: components['responses']['NotFound'];
      409: components['responses']['SeatTaken'];
      419: components['responses']['CsrfTokenMismatch'];
      422: components['responses']['Unprocessable'];
      500: components['responses']['ServerError'];
      default: components['responses']['Error'];
    };
  };
  removeOrderItem: {
    parameters: {
      query?: {
        keepSeatHold?: boolean;
      };
      header: {
        /**
         * @description The shop access token (`shopAccessToken`, from the `?token=` query parameter or
         *     storage), sent when one is held. On the shop call a valid token reveals hidden
         *     placements.
         */
        'X-Auth-Token'?: components['parameters']['X-Auth-Token'];
        /** @description The id of the tracking event this call belongs to, when given. */
        'X-Tracking-Event-Id'?: components['parameters']['X-Tracking-Event-Id'];
        /** @description The visitor's interface language; localised answers and error details use it. */
        'X-Locale'?: components['parameters']['X-Locale'];
        /** @description The address of the page the visitor is on when the call is made. */
        'X-Page-Url'?: components['parameters']['X-Page-Url'];
        /** @description `1` only when the visitor has given full consent (consent all), else `0`. */
        'X-Tracking'?: components['parameters']['X-Tracking'];
        /**
         * @description The CSRF token: the URL-decoded value of the `XSRF-TOKEN` cookie set by
         *     `GET /sanctum/csrf-cookie`. Required on every state-changing call (POST, DELETE);
         *     missing or not matching the session's token -> 419. The client sends it on every
         *     call once it holds the cookie.
         */
        'X-XSRF-TOKEN': components['parameters']['X-XSRF-TOKEN'];
      };
      path: {
        /** @description The order's id. */
        id: components['parameters']['orderId'];
        /** @description The id of an item of the order (`OrderItem.id`). */
        itemId: components['parameters']['itemId'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: components['responses']['OrderOk'];
      404: components['responses']['NotFound'];
      409: components['responses']['OrderLocked'];
      419: components['responses']['CsrfTokenMismatch'];
      422: components['responses']['Unprocessable'];
      500: components['responses']['ServerError'];
      default: components['responses']['Error'];
    };
  };
  redeemVoucher: {
    parameters: {
      query?: never;
      header: {
        /**
         * @description The shop access token (`shopAccessToken`, from the `?token=` query parameter or
         *     storage), sent when one is held. On the shop call a valid token reveals hidden
         *     placements.
         */
        'X-Auth-Token'?: components['parameters']['X-Auth-Token'];
        /** @description The id of the tracking event this call belongs to, when given. */
        'X-Tracking-Event-Id'?: components['parameters']['X-Tracking-Event-Id'];
        /** @description The visitor's interface language; localised answers and error details use it. */
        'X-Locale'?: components['parameters']['X-Locale'];
        /** @description The address of the page the visitor is on when the call is made. */
        'X-Page-Url'?: components['parameters']['X-Page-Url'];
        /** @description `1` only when the visitor has given full consent (consent all), else `0`. */
        'X-Tracking'?: components['parameters']['X-Tracking'];
        /**
         * @description The CSRF token: the URL-decoded value of the `XSRF-TOKEN` cookie set by
         *     `GET /sanctum/csrf-cookie`. Required on every state-changing call (POST, DELETE);
         *     missing or not matching the session's token -> 419. The client sends it on every
         *     call once it holds the cookie.
         */
        'X-XSRF-TOKEN': components['parameters']['X-XSRF-TOKEN'];
        /**
         * @description A fresh unique key per intended change, kept when the same change is retried. The
         *     server remembers the key per order and kind of change: a repeat with the same body
         *     changes nothing more and answers with the order as it is now; a repeat with a
         *     different body is answered with 422.
         */
        'Idempotency-Key': components['parameters']['Idempotency-Key'];
      };
      path: {
        /** @description The order's id. */
        id: components['parameters']['orderId'];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['VoucherRequest'];
      };
    };
    responses: {
      200: components['responses']['OrderOk'];
      404: components['responses']['NotFound'];
      409: components['responses']['OrderLocked'];
      419: components['responses']['CsrfTokenMismatch'];
      422: components['responses']['Unprocessable'];
      500: components['responses']['ServerError'];
      default: components['responses']['Error'];
    };
  };
  removeVoucher: {
    parameters: {
      query?: never;
      header: {
        /**
         * @description The shop access token (`shopAccessToken`, from the `?token=` query parameter or
         *     storage), sent when one is held. On the shop call a valid token reveals hidden
         *     placements.
         */
        'X-Auth-Token'?: components['parameters']['X-Auth-Token'];
        /** @description The id of the tracking event this call belongs to, when given. */
        'X-Tracking-Event-Id'?: components['parameters']['X-Tracking-Event-Id'];
        /** @description The visitor's interface language; localised answers and error details use it. */
        'X-Locale'?: components['parameters']['X-Locale'];
        /** @description The address of the page the visitor is on when the call is made. */
        'X-Page-Url'?: components['parameters']['X-Page-Url'];
        /** @description `1` only when the visitor has given full consent (consent all), else `0`. */
        'X-Tracking'?: components['parameters']['X-Tracking'];
        /**
         * @description The CSRF token: the URL-decoded value of the `XSRF-TOKEN` cookie set by
         *     `GET /sanctum/csrf-cookie`. Required on every state-changing call (POST, DELETE);
         *     missing or not matching the session's token -> 419. The client sends it on every
         *     call once it holds the cookie.
         */
        'X-XSRF-TOKEN': components['parameters']['X-XSRF-TOKEN'];
      };
      path: {
        /** @description The order's id. */
        id: components['parameters']['orderId'];
        /** @description The id of a voucher redeemed on the order (`AppliedVoucher.id`). */
        voucherId: components['parameters']['voucherId'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: components['responses']['OrderOk'];
      404: components['responses']['NotFound'];
      409: components['responses']['OrderLocked'];
      419: components['responses']['CsrfTokenMismatch'];
      422: components['responses']['Unprocessable'];
      500: components['responses']['ServerError'];
      default: components['responses']['Error'];
    };
  };
  checkoutOrder: {
    parameters: {
      query?: never;
      header: {
        /**
         * @description The shop access token (`shopAccessToken`, from the `?token=` query parameter or
         *     storage), sent when one is held. On the shop call a valid token reveals hidden
         *     placements.
         */
        'X-Auth-Token'?: components['parameters']['X-Auth-Token'];
        /** @description The id of the tracking event this call belongs to, when given. */
        'X-Tracking-Event-Id'?: components['parameters']['X-Tracking-Event-Id'];
        /** @description The visitor's interface language; localised answers and error details use it. */
        'X-Locale'?: components['parameters']['X-Locale'];
        /** @description The address of the page the visitor is on when the call is made. */
        'X-Page-Url'?: components['parameters']['X-Page-Url'];
        /** @description `1` only when the visitor has given full consent (consent all), else `0`. */
        'X-Tracking'?: components['parameters']['X-Tracking'];
        /**
         * @description The CSRF token: the URL-decoded value of the `XSRF-TOKEN` cookie set by
         *     `GET /sanctum/csrf-cookie`. Required on every state-changing call (POST, DELETE);
         *     missing or not matching the session's token -> 419. The client sends it on every
         *     call once it holds the cookie.
         */
        'X-XSRF-TOKEN': components['parameters']['X-XSRF-TOKEN'];
      };
      path: {
        /** @description The order's id. */
        id: components['parameters']['orderId'];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['CheckoutRequest'];
      };
    };
    responses: {
      /** @description How to pay. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "action": "redirect",
           *       "url": "https://pay.example.org/session/abc"
           *     }
           */
          'application/json': components['schemas']['CheckoutAnswer'];
        };
      };
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      419: components['responses']['CsrfTokenMismatch'];
      422: components['responses']['Unprocessable'];
      500: components['responses']['ServerError'];
      default: components['responses']['Error'];
    };
  };
  getOrderStatus: {
    parameters: {
      query?: never;
      header?: {
        /**
         * @description The shop access token (`shopAccessToken`, from the `?token=` query parameter or
         *     storage), sent when one is held. On the shop call a valid token reveals hidden
         *     placements.
         */
        'X-Auth-Token'?: components['parameters']['X-Auth-Token'];
        /** @description The id of the tracking event this call belongs to, when given. */
        'X-Tracking-Event-Id'?: components['parameters']['X-Tracking-Event-Id'];
        /** @description The visitor's interface language; localised answers and error details use it. */
        'X-Locale'?: components['parameters']['X-Locale'];
        /** @description The address of the page the visitor is on when the call is made. */
        'X-Page-Url'?: components['parameters']['X-Page-Url'];
        /** @description `1` only when the visitor has given full consent (consent all), else `0`. */
        'X-Tracking'?: components['parameters']['X-Tracking'];
      };
      path: {
        /** @description The order's id. */
        id: components['parameters']['orderId'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The order's status. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "orderId": "ord_1",
           *       "status": "paid",
           *       "currency": "CHF",
           *       "total": 9000,
           *       "itemCount": 2,
           *       "paymentMethodId": null
           *     }
           */
          'application/json': components['schemas']['OrderStatusAnswer'];
        };
      };
      404: components['responses']['NotFound'];
      500: components['responses']['ServerError'];
      default: components['responses']['Error'];
    };
  };
  personalizeOrderItems: {
    parameters: {
      query?: never;
      header: {
        /**
         * @description The shop access token (`shopAccessToken`, from the `?token=` query parameter or
         *     storage), sent when one is held. On the shop call a valid token reveals hidden
         *     placements.
         */
        'X-Auth-Token'?: components['parameters']['X-Auth-Token'];
        /** @description The id of the tracking event this call belongs to, when given. */
        'X-Tracking-Event-Id'?: components['parameters']['X-Tracking-Event-Id'];
        /** @description The visitor's interface language; localised answers and error details use it. */
        'X-Locale'?: components['parameters']['X-Locale'];
        /** @description The address of the page the visitor is on when the call is made. */
        'X-Page-Url'?: components['parameters']['X-Page-Url'];
        /** @description `1` only when the visitor has given full consent (consent all), else `0`. */
        'X-Tracking'?: components['parameters']['X-Tracking'];
        /**
         * @description The CSRF token: the URL-decoded value of the `XSRF-TOKEN` cookie set by
         *     `GET /sanctum/csrf-cookie`. Required on every state-changing call (POST, DELETE);
         *     missing or not matching the session's token -> 419. The client sends it on every
         *     call once it holds the cookie.
         */
        'X-XSRF-TOKEN': components['parameters']['X-XSRF-TOKEN'];
      };
      path: {
        /** @description The order's id. */
        id: components['parameters']['orderId'];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['PersonalizeRequest'];
      };
    };
    responses: {
      200: components['responses']['OrderOk'];
      404: components['responses']['NotFound'];
      409: components['responses']['OrderLocked'];
      419: components['responses']['CsrfTokenMismatch'];
      422: components['responses']['Unprocessable'];
      500: components['responses']['ServerError'];
      default: components['responses']['Error'];
    };
  };
  setOrderInsurance: {
    parameters: {
      query?: never;
      header: {
        /**
         * @description The shop access token (`shopAccessToken`, from the `?token=` query parameter or
         *     storage), sent when one is held. On the shop call a valid token reveals hidden
         *     placements.
         */
        'X-Auth-Token'?: components['parameters']['X-Auth-Token'];
        /** @description The id of the tracking event this call belongs to, when given. */
        'X-Tracking-Event-Id'?: components['parameters']['X-Tracking-Event-Id'];
        /** @description The visitor's interface language; localised answers and error details use it. */
        'X-Locale'?: components['parameters']['X-Locale'];
        /** @description The address of the page the visitor is on when the call is made. */
        'X-Page-Url'?: components['parameters']['X-Page-Url'];
        /** @description `1` only when the visitor has given full consent (consent all), else `0`. */
        'X-Tracking'?: components['parameters']['X-Tracking'];
        /**
         * @description The CSRF token: the URL-decoded value of the `XSRF-TOKEN` cookie set by
         *     `GET /sanctum/csrf-cookie`. Required on every state-changing call (POST, DELETE);
         *     missing or not matching the session's token -> 419. The client sends it on every
         *     call once it holds the cookie.
         */
        'X-XSRF-TOKEN': components['parameters']['X-XSRF-TOKEN'];
      };
      path: {
        /** @description The order's id. */
        id: components['parameters']['orderId'];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['InsuranceRequest'];
      };
    };
    responses: {
      200: components['responses']['OrderOk'];
      404: components['responses']['NotFound'];
      409: components['responses']['OrderLocked'];
      419: components['responses']['CsrfTokenMismatch'];
      422: components['responses']['Unprocessable'];
      500: components['responses']['ServerError'];
      default: components['responses']['Error'];
    };
  };
  extendReservation: {
    parameters: {
      query?: never;
      header: {
        /**
         * @description The shop access token (`shopAccessToken`, from the `?token=` query parameter or
         *     storage), sent when one is held. On the shop call a valid token reveals hidden
         *     placements.
         */
        'X-Auth-Token'?: components['parameters']['X-Auth-Token'];
        /** @description The id of the tracking event this call belongs to, when given. */
        'X-Tracking-Event-Id'?: components['parameters']['X-Tracking-Event-Id'];
        /** @description The visitor's interface language; localised answers and error details use it. */
        'X-Locale'?: components['parameters']['X-Locale'];
        /** @description The address of the page the visitor is on when the call is made. */
        'X-Page-Url'?: components['parameters']['X-Page-Url'];
        /** @description `1` only when the visitor has given full consent (consent all), else `0`. */
        'X-Tracking'?: components['parameters']['X-Tracking'];
        /**
         * @description The CSRF token: the URL-decoded value of the `XSRF-TOKEN` cookie set by
         *     `GET /sanctum/csrf-cookie`. Required on every state-changing call (POST, DELETE);
         *     missing or not matching the session's token -> 419. The client sends it on every
         *     call once it holds the cookie.
         */
        'X-XSRF-TOKEN': components['parameters']['X-XSRF-TOKEN'];
        /**
         * @description A fresh unique key per intended change, kept when the same change is retried. The
         *     server remembers the key per order and kind of change: a repeat with the same body
         *     changes nothing more and answers with the order as it is now; a repeat with a
         *     different body is answered with 422.
         */
        'Idempotency-Key': components['parameters']['Idempotency-Key'];
      };
      path: {
        /** @description The order's id. */
        id: components['parameters']['orderId'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: components['responses']['OrderOk'];
      404: components['responses']['NotFound'];
      409: components['responses']['ReservationNotExtended'];
      419: components['responses']['CsrfTokenMismatch'];
      500: components['responses']['ServerError'];
      default: components['responses']['Error'];
    };
  };
  getLatestBuild: {
    parameters: {
      query?: {
        /**
         * @description A timestamp (milliseconds since the epoch) that keeps caches from answering.
         * @example 1717243200000
         */
        t?: components['parameters']['t'];
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The latest build. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "id": "2024-06-01T12-00-00-abc1234"
           *     }
           */
          'application/json': components['schemas']['BuildInfo'];
        };
      };
      404: components['responses']['NotFound'];
      500: components['responses']['ServerError'];
      default: components['responses']['Error'];
    };
  };
}
