/**
 * fast-check arbitraries for addresses a visitor (or a broken link, a crawler, a mangled e-mail)
 * may open: the storefront's real route shapes with odd languages and odd ids, random path
 * segments (unicode, valid and malformed percent-encodings, dots, empty and very long segments)
 * and query strings (random keys, repeated keys, the parameters the storefront reads with odd
 * values). Shared by the jest property test and the browser journey, so both fuzz the same space.
 *
 * An address is generated as a raw string starting with '/'; `asBrowserSees` turns it into what
 * the browser's location holds after its URL parser ran (non-ASCII percent-encoded, '\' as '/',
 * dot segments resolved), which is what the router gets in a real visit.
 */
import fc from 'fast-check';
import demo from '../../server/fixtures/demo-shop.json';

export const SHOP_LANGUAGES = ['de', 'en', 'fr', 'it'] as const;

const LOWER = 'abcdefghijklmnopqrstuvwxyz';
const DIGITS = '0123456789';
/** the characters a path segment may hold as they are (RFC 3986 unreserved and sub-delims) */
const SAFE = `${LOWER}${LOWER.toUpperCase()}${DIGITS}-._~!$&'()*+,;=:@`;

const charsOf = (alphabet: string, minLength: number, maxLength: number) =>
  fc.string({ unit: fc.constantFrom(...alphabet), minLength, maxLength });

/** percent-encodings no decoder accepts: truncated, not hex, overlong, lone surrogates, bad bytes */
export const MALFORMED_ENCODINGS = [
  '%E0%A4%A',
  '%',
  '%%',
  '%Z1',
  '%1',
  '%G0',
  '%C3%28',
  '%C0%AF',
  '%ED%A0%80',
  '%FF%FE',
  '%F0%9F%98',
  '%E2%82',
  '%u00e9',
  '%%32%35',
] as const;

/** escapes that decode to something awkward: NUL, controls, '/', '\', '?', '#', '%' itself, dots */
const AWKWARD_ESCAPES = [
  '%00',
  '%0A',
  '%0D',
  '%09',
  '%7F',
  '%2F',
  '%5C',
  '%3F',
  '%23',
  '%25',
  '%2e',
  '%2E%2E',
  '%20',
  '%C2%A0',
  '%EF%BB%BF',
  '%E2%80%AE',
] as const;

const DOT_SEGMENTS = ['.', '..', '...', '.%2e', '%2e.', '..%2F..'] as const;

/** markup and script-looking text, as it may arrive in a pasted link */
const MARKUP = ['<script>alert(1)</script>', '"><img src=x onerror=alert(1)>', "'", '{{7*7}}'];

const plainSegment = charsOf(`${LOWER}${DIGITS}-`, 1, 24);
const unicodeText = fc.string({ unit: 'grapheme', minLength: 1, maxLength: 12 });
const binaryText = fc.string({ unit: 'binary', minLength: 1, maxLength: 12 });

/** One path segment, without the slashes around it ('' makes an empty segment, '//'). */
export const segmentArb: fc.Arbitrary<string> = fc.oneof(
  { weight: 4, arbitrary: plainSegment },
  { weight: 2, arbitrary: charsOf(SAFE, 1, 16) },
  { weight: 2, arbitrary: unicodeText },
  { weight: 1, arbitrary: binaryText },
  { weight: 2, arbitrary: unicodeText.map(encodeURIComponent) },
  // encoded twice: '%2520' must stay a literal '%20' after one decoding
  { weight: 1, arbitrary: unicodeText.map((text) => encodeURIComponent(encodeURIComponent(text))) },
  {
    weight: 3,
    arbitrary: fc
      .tuple(
        fc.constantFrom('', 'konzerte-', 'pl-', 'a'),
        fc.constantFrom(...MALFORMED_ENCODINGS),
        fc.constantFrom('', '-x', '%41'),
      )
      .map((parts) => parts.join('')),
  },
  { weight: 2, arbitrary: fc.constantFrom(...AWKWARD_ESCAPES) },
  { weight: 2, arbitrary: fc.constantFrom(...DOT_SEGMENTS) },
  { weight: 1, arbitrary: fc.constant('') },
  { weight: 1, arbitrary: fc.constantFrom(...MARKUP).map(encodeURIComponent) },
  // very long: a few thousand characters (whole addresses stay under the servers' 16 KB line limit)
  {
    weight: 1,
    arbitrary: fc
      .tuple(fc.constantFrom('a', 'é', '%41', '-', 'ü%'), fc.integer({ min: 200, max: 1200 }))
      .map(([unit, count]) => unit.repeat(count)),
  },
);

/** The language segment: the shop's four, and what is almost one, or nothing like one. */
export const languageArb: fc.Arbitrary<string> = fc.oneof(
  { weight: 12, arbitrary: fc.constantFrom(...SHOP_LANGUAGES) },
  {
    weight: 4,
    arbitrary: fc.constantFrom(
      'xx',
      'DE',
      'En',
      'de-CH',
      'de_CH',
      'fr-FR',
      'it-',
      '',
      '%64e',
      '%64%65',
      'd%65',
      'deu',
      'd',
      'de%00',
      'de%2F',
      'de%20',
      '%20de',
      'de.',
      'zh-Hant-TW',
      '%09',
      '%0A',
      '%0D%0A',
      'c',
      'a',
      'order',
      'about',
    ),
  },
  { weight: 1, arbitrary: segmentArb },
);

/** Numbers as text that a parser would take wrong: huge, negative, fractional, zero, NaN-like. */
export const numberLikeArb: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    '9999999999999999999999',
    '18446744073709551616',
    '9007199254740993',
    '-1',
    '-0',
    '0',
    '00000',
    '1.5',
    '-2.75',
    '.5',
    '1e308',
    '1e309',
    '-1e309',
    'NaN',
    'Infinity',
    '-Infinity',
    'undefined',
    'null',
    'true',
    '0x1F',
    '0b101',
    '1_000',
    '١٢٣',
    '%2D1',
  ),
  fc.bigInt({ min: -(10n ** 30n), max: 10n ** 30n }).map(String),
  fc.double().map(String),
  fc.integer().map(String),
);

const categoryIds = demo.shop.categories.map((category) => category.id);
const placementSegments = demo.shop.placements.map(
  (placement) => `${placement.slug}-${placement.id}`,
);
const charts = demo.shop.seatingCharts;
const chartSegments = charts.map((chart) => `${chart.slug}-${chart.seatingChartId}`);

/** A real id changed a little: other case, cut short, something added, encoded, a slug-id on it. */
const tampered = (real: readonly string[]) =>
  fc.tuple(fc.constantFrom(...real), fc.nat({ max: 7 }), numberLikeArb).map(([id, how, n]) => {
    switch (how) {
      case 0:
        return id.toUpperCase();
      case 1:
        return id.slice(0, Math.max(1, id.length - 3));
      case 2:
        return `${id}-${n}`;
      case 3:
        return `${n}-${id}`;
      case 4:
        return encodeURIComponent(id).replace(/-/g, '%2D');
      case 5:
        return `${id}%00`;
      case 6:
        return `x-${id}`;
      default:
        return `${id}.`;
    }
  });

/** An id segment for a route with real ids of the demo shop in `real`. */
const idArb = (real: readonly string[]) =>
  fc.oneof(
    { weight: 5, arbitrary: fc.constantFrom(...real) },
    { weight: 2, arbitrary: tampered(real) },
    { weight: 3, arbitrary: numberLikeArb },
    { weight: 1, arbitrary: numberLikeArb.map((n) => `slug-${n}`) },
    { weight: 3, arbitrary: segmentArb },
  );

const orderIdArb = fc.oneof(
  fc.stringMatching(/^ord-[0-9a-f]{12}$/),
  fc.constantFrom('ord-', 'ord-0', 'ORD-000000000000', 'status', 'checkout', 'presale'),
  numberLikeArb,
  segmentArb,
);

/** The path below the language: the storefront's route shapes with odd ids, or random segments. */
export const routeTailArb: fc.Arbitrary<string> = fc.oneof(
  { weight: 1, arbitrary: fc.constant('') },
  { weight: 3, arbitrary: idArb(categoryIds).map((id) => `/c/${id}`) },
  { weight: 3, arbitrary: idArb(placementSegments).map((id) => `/a/${id}`) },
  {
    weight: 2,
    arbitrary: fc
      .tuple(
        idArb([...categoryIds, ...charts.map((chart) => chart.categoryId)]),
        idArb(chartSegments),
      )
      .map(([category, chart]) => `/c/${category}/${chart}`),
  },
  { weight: 3, arbitrary: orderIdArb.map((id) => `/order/${id}/status`) },
  {
    weight: 2,
    arbitrary: fc.constantFrom(
      '/order/presale',
      '/order/checkout',
      '/about/imprint',
      '/about/privacy-policy',
      '/about',
      '/order',
      '/c',
      '/a',
      '/c/',
      '/a/',
      '/order//status',
      '/about/imprint/',
      '/ABOUT/IMPRINT',
    ),
  },
  {
    weight: 3,
    arbitrary: fc
      .array(segmentArb, { minLength: 1, maxLength: 5 })
      .map((segments) => `/${segments.join('/')}`),
  },
  // a real shape with more after it
  {
    weight: 1,
    arbitrary: fc
      .tuple(fc.constantFrom('/c/main-konzerte', '/order/presale', '/about/imprint'), segmentArb)
      .map(([shape, extra]) => `${shape}/${extra}`),
  },
);

/** The parameters the storefront reads, with values that should never hurt. */
const KNOWN_KEYS = ['token', 'presaleToken', 'debug', 'returnTo', 'page', 'sort', 'date'] as const;

const queryValueArb: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    '',
    '1',
    '0',
    'true',
    'false',
    'yes',
    demo.accessToken,
    ...demo.presaleTokens,
    ' ',
    '%20',
    '+',
    '=',
    '&',
    '%26',
    '%3D',
    'undefined',
    'null',
    '[object Object]',
  ),
  numberLikeArb,
  charsOf(`${LOWER}${DIGITS}-_.`, 1, 20),
  unicodeText,
  unicodeText.map(encodeURIComponent),
  fc.constantFrom(...MALFORMED_ENCODINGS, ...AWKWARD_ESCAPES),
  fc.constantFrom(...MARKUP),
  fc.integer({ min: 500, max: 3000 }).map((count) => 'x'.repeat(count)),
);

const queryKeyArb: fc.Arbitrary<string> = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...KNOWN_KEYS) },
  {
    weight: 1,
    arbitrary: fc.constantFrom('Token', 'TOKEN', 'presaletoken', 'debug[]', '', '__proto__'),
  },
  { weight: 1, arbitrary: fc.constantFrom('to%6Ben', 'presale%54oken', '%00', '%E0%A4%A') },
  { weight: 2, arbitrary: charsOf(`${LOWER}_`, 1, 10) },
  { weight: 1, arbitrary: unicodeText },
);

const pairArb = fc.oneof(
  { weight: 6, arbitrary: fc.tuple(queryKeyArb, queryValueArb).map(([k, v]) => `${k}=${v}`) },
  { weight: 1, arbitrary: queryKeyArb },
  { weight: 1, arbitrary: fc.constantFrom('', '=', '==', '&', '?', 'a=b=c') },
);

/** '' or '?…': a few pairs, some keys repeated (the array may hold the same key twice). */
export const queryArb: fc.Arbitrary<string> = fc.oneof(
  { weight: 1, arbitrary: fc.constant('') },
  {
    weight: 4,
    arbitrary: fc
      .array(pairArb, { minLength: 1, maxLength: 5 })
      .map((pairs) => `?${pairs.join('&')}`),
  },
  // the same known key twice with different values
  {
    weight: 1,
    arbitrary: fc
      .tuple(fc.constantFrom(...KNOWN_KEYS), queryValueArb, queryValueArb)
      .map(([key, a, b]) => `?${key}=${a}&${key}=${b}`),
  },
);

const hashArb = fc.oneof(
  { weight: 6, arbitrary: fc.constant('') },
  { weight: 1, arbitrary: fc.constantFrom('#', '#main', '#%E0%A4%A', '#top?x=1') },
);

/**
 * Addresses the server answers itself (the shop API, stand-ins, icons, sitemaps; server/): not
 * the storefront's, so they are left out.
 */
const SERVER_OWNED =
  /^\/(?:(?:api|sanctum|stand-ins|builds|icons|xss-hit)(?:[/?#]|$)|[^/?#]*\/sitemap\.xml)/i;

/** A whole address (path, query, hash) as typed or pasted, always starting with '/'. */
export const addressArb: fc.Arbitrary<string> = fc
  .tuple(languageArb, routeTailArb, queryArb, hashArb)
  .map(([lang, tail, query, hash]) => `/${lang}${tail}${query}${hash}`)
  .filter((address) => !SERVER_OWNED.test(asBrowserSees(address).toLowerCase()));

/**
 * Addresses that crashed or blanked the storefront once (each fixed, see the commits naming the
 * route fuzz test): both fuzz tests try them first, as fast-check examples.
 */
export const FOUND_ADDRESSES: readonly string[] = [
  // a token HTTP cannot carry: every shop call failed
  '/de?token=%E2%93%A7%F0%9F%90%87',
  '/%64e/c/7.4e-323/grosser-saal-chart-grosser-saal?presale%54oken=𐡷𑱕&token=',
  // '//' + no host name: the boot threw
  '//konzerte-%1/-v/pl-%%41?debug=1&presaleToken=𐁒𝐀',
  '//de?token=demo-access-2026',
  // an encoded tab or line break as the first segment: the router threw while rendering
  '/%09/a%20b',
  '/it/../%09/%F0%90%A9%A0%E1%BE%BE/2R*ir#top?x=1',
  '/%0A/de/c/main-konzerte',
  // an order id whose status call is longer than a server takes (431): a retry for ever
  `/fr/order/${'%C3%BC%'.repeat(1200)}/status`,
];

/** What the browser's location holds for `raw` (its URL parser normalises the address). */
export function asBrowserSees(raw: string, origin = 'http://localhost'): string {
  // concatenated, not resolved: '//x' stays a path on this origin, as the address bar keeps it
  const url = new URL(`${origin}${raw}`);
  return `${url.pathname}${url.search}${url.hash}`;
}
