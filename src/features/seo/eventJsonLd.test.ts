import { hostileFixture } from '../../../server/demoFixture/hostileFixture';
import { loadDemoFixture } from '../../../server/demoFixture/fixture';
import type { Lang, Shop } from '../../api/types';
import { LANGUAGES } from '../../lib/languages';
import { mainPicture } from '../shop/mainPicture';
import { jsonForScript } from '../../lib/scriptJson';
import { eventJsonLd } from './eventJsonLd';

/**
 * schema.org's vocabulary for the types the storefront writes, as schema.org defines them
 * (https://schema.org/Event, /Place, /Offer, and /Thing, which each extends), with the ranges
 * of the properties it uses; and what Google's event results require (name, startDate, location)
 * and recommend (https://developers.google.com/search/docs/appearance/structured-data/event).
 */
const THING = [
  'additionalType',
  'alternateName',
  'description',
  'disambiguatingDescription',
  'identifier',
  'image',
  'mainEntityOfPage',
  'name',
  'potentialAction',
  'sameAs',
  'subjectOf',
  'url',
];
const PROPERTIES: Record<string, string[]> = {
  Event: [
    ...THING,
    'about',
    'actor',
    'aggregateRating',
    'attendee',
    'audience',
    'composer',
    'contributor',
    'director',
    'doorTime',
    'duration',
    'endDate',
    'eventAttendanceMode',
    'eventSchedule',
    'eventStatus',
    'funder',
    'inLanguage',
    'isAccessibleForFree',
    'keywords',
    'location',
    'maximumAttendeeCapacity',
    'offers',
    'organizer',
    'performer',
    'previousStartDate',
    'remainingAttendeeCapacity',
    'review',
    'sponsor',
    'startDate',
    'subEvent',
    'superEvent',
    'translator',
    'typicalAgeRange',
    'workFeatured',
    'workPerformed',
  ],
  Place: [...THING, 'address', 'geo', 'hasMap', 'latitude', 'longitude', 'telephone'],
  // https://schema.org/PostalAddress (a ContactPoint, so a Thing)
  PostalAddress: [
    ...THING,
    'addressCountry',
    'addressLocality',
    'addressRegion',
    'postOfficeBoxNumber',
    'postalCode',
    'streetAddress',
  ],
  Offer: [
    ...THING,
    'availability',
    'availabilityStarts',
    'availabilityEnds',
    'category',
    'eligibleQuantity',
    'price',
    'priceCurrency',
    'priceSpecification',
    'priceValidUntil',
    'seller',
    'validFrom',
    'validThrough',
  ],
};
const ENUMERATIONS: Record<string, string[]> = {
  // https://schema.org/ItemAvailability
  availability: [
    'BackOrder',
    'Discontinued',
    'InStock',
    'InStoreOnly',
    'LimitedAvailability',
    'MadeToOrder',
    'OnlineOnly',
    'OutOfStock',
    'PreOrder',
    'PreSale',
    'Reserved',
    'SoldOut',
  ].map((member) => `https://schema.org/${member}`),
  // https://schema.org/EventStatusType
  eventStatus: [
    'EventCancelled',
    'EventMovedOnline',
    'EventPostponed',
    'EventRescheduled',
    'EventScheduled',
  ].map((member) => `https://schema.org/${member}`),
  // https://schema.org/EventAttendanceModeEnumeration
  eventAttendanceMode: [
    'MixedEventAttendanceMode',
    'OfflineEventAttendanceMode',
    'OnlineEventAttendanceMode',
  ].map((member) => `https://schema.org/${member}`),
};
const ISO_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/;

/** Where `node` leaves schema.org's vocabulary or Google's event requirements: none when valid. */
function vocabularyProblems(node: unknown, at = '$'): string[] {
  if (Array.isArray(node))
    return node.flatMap((entry, i) => vocabularyProblems(entry, `${at}[${i}]`));
  if (!node || typeof node !== 'object') return [];
  const record = node as Record<string, unknown>;
  const type = String(record['@type']);
  const allowed = PROPERTIES[type];
  if (!allowed) return [`${at}: unknown type ${type}`];
  const problems: string[] = [];
  for (const [key, value] of Object.entries(record)) {
    if (key === '@type' || key === '@context') continue;
    if (!allowed.includes(key)) problems.push(`${at}.${key}: not a property of ${type}`);
    if (ENUMERATIONS[key] && !ENUMERATIONS[key].includes(String(value)))
      problems.push(`${at}.${key}: ${String(value)} is no member of its enumeration`);
    if (typeof value === 'object') problems.push(...vocabularyProblems(value, `${at}.${key}`));
  }
  if (type === 'Event') {
    for (const key of ['name', 'startDate', 'location'])
      if (!record[key]) problems.push(`${at}.${key}: required by Google's event results`);
    for (const key of ['startDate', 'endDate'])
      if (key in record && !ISO_DATE_TIME.test(String(record[key])))
        problems.push(`${at}.${key}: not an ISO 8601 date and time with its offset`);
    for (const image of (record.image ?? []) as string[])
      if (!/^https?:\/\//.test(image)) problems.push(`${at}.image: ${image} is not absolute`);
  }
  if (type === 'Offer') {
    if (!/^\d+(\.\d+)?$/.test(String(record.price)))
      problems.push(`${at}.price: not a number in major units as text`);
    if (!/^[A-Z]{3}$/.test(String(record.priceCurrency)))
      problems.push(`${at}.priceCurrency: not an ISO 4217 code`);
  }
  return problems;
}

const ORIGIN = 'https://shop.example';

/** The JSON-LD of every placement of an event in `shop`, in `lang`. */
function everyEvent(shop: Shop, lang: Lang) {
  return shop.placements.flatMap((placement) => {
    const article = shop.articles.find((entry) => entry.id === placement.articleId);
    const event = shop.events.find((entry) => entry.id === article?.eventId);
    if (!article || !event) return [];
    const variants = shop.variants.filter((variant) => placement.variantIds.includes(variant.id));
    return [
      eventJsonLd({
        placement,
        article,
        event,
        variants,
        picture: mainPicture(placement, article, event),
        currency: shop.currency,
        lang,
        pageUrl: `${ORIGIN}/${lang}/a/${placement.slug}-${placement.id}`,
      }),
    ];
  });
}

const demo = loadDemoFixture().shop;

describe('eventJsonLd', () => {
  it('describes the magic flute with an Offer per variant, in the page’s language', () => {
    const [flute] = everyEvent(
      { ...demo, placements: demo.placements.filter((p) => p.id === 'pl-zauberfloete') },
      'fr',
    );
    const pageUrl = `${ORIGIN}/fr/a/die-zauberfloete-pl-zauberfloete`;
    expect(flute).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Event',
      name: 'La Flûte enchantée',
      startDate: '2027-01-23T19:00:00+01:00',
      location: {
        '@type': 'Place',
        name: 'Grosser Saal',
        address: {
          '@type': 'PostalAddress',
          streetAddress: 'Theaterplatz 1',
          postalCode: '8001',
          addressLocality: 'Zürich',
          addressCountry: 'CH',
        },
      },
      image: [
        expect.stringMatching(
          /^https:\/\/shop\.example\/media\/demo\/zauberfloete-1440\.[0-9a-f]{12}\.jpg$/,
        ),
      ],
      url: pageUrl,
    });
    expect(flute.offers).toEqual([
      expect.objectContaining({
        '@type': 'Offer',
        price: '75.00',
        priceCurrency: 'CHF',
        availability: 'https://schema.org/InStock',
        url: pageUrl,
      }),
      expect.objectContaining({ price: '35.00', availability: 'https://schema.org/InStock' }),
      expect.objectContaining({
        price: '45.00',
        availability: 'https://schema.org/LimitedAvailability',
      }),
    ]);
  });

  it('offers a discounted variant at its reduced price, a price of one’s choice at its minimum', () => {
    const all = everyEvent(demo, 'en');
    const byPage = (placementId: string) =>
      all.find((entry) => String(entry.url).endsWith(placementId))?.offers;
    // the student ticket: CHF 30.00, reduced to CHF 25.00
    expect(byPage('pl-kammermusik')).toEqual([
      expect.objectContaining({ name: 'Adult', price: '35.00' }),
      expect.objectContaining({ name: 'Child (under 16)', price: '15.00' }),
      expect.objectContaining({ name: 'Student', price: '25.00' }),
    ]);
    // the solidarity price: from CHF 15.00, CHF 30.00 suggested
    expect(byPage('pl-jazz-nacht')).toContainEqual(
      expect.objectContaining({ price: '15.00', priceCurrency: 'CHF' }),
    );
  });

  it('says a sold-out evening and a sold-out room are sold out, and gives a run its end', () => {
    const all = everyEvent(demo, 'en');
    const gala = all.find(
      (entry) => entry.name === 'New Year’s Eve Gala' || entry.name === "New Year's Eve Gala",
    );
    expect(gala).toMatchObject({
      startDate: '2026-12-31T20:00:00+01:00',
      endDate: '2027-01-01T01:00:00+01:00',
    });
    expect(gala?.offers).toEqual([
      expect.objectContaining({ availability: 'https://schema.org/SoldOut', price: '95.00' }),
    ]);
    const hotel = all.find((entry) => String(entry.url).endsWith('pl-konzert-hotel'));
    expect(
      (hotel?.offers as { availability: string }[]).map((offer) => offer.availability),
    ).toEqual(['https://schema.org/SoldOut', 'https://schema.org/LimitedAvailability']);
  });

  it.each(LANGUAGES)(
    'stays within schema.org’s vocabulary for every event of the demo shop (%s)',
    (lang) => {
      const all = everyEvent(demo, lang);
      expect(all.length).toBeGreaterThanOrEqual(10);
      for (const node of all) expect([node.url, vocabularyProblems(node)]).toEqual([node.url, []]);
    },
  );

  it('is found out by the check when it leaves the vocabulary', () => {
    const [node] = everyEvent(demo, 'de');
    const problems = vocabularyProblems({
      ...node,
      startDate: 'morgen',
      venue: 'x',
      location: undefined,
    });
    expect(problems.sort()).toEqual([
      "$.location: required by Google's event results",
      '$.startDate: not an ISO 8601 date and time with its offset',
      '$.venue: not a property of Event',
    ]);
    expect(
      vocabularyProblems({
        ...node,
        offers: [
          { '@type': 'Offer', price: '12,50', priceCurrency: 'chf', availability: 'InStock' },
        ],
      }),
    ).toEqual([
      '$.offers[0].availability: InStock is no member of its enumeration',
      '$.offers[0].price: not a number in major units as text',
      '$.offers[0].priceCurrency: not an ISO 4217 code',
    ]);
  });
});

describe('jsonForScript', () => {
  it('keeps hostile shop text inside the script element, and reads back as it was', () => {
    const hostile = hostileFixture(loadDemoFixture()).shop;
    for (const lang of LANGUAGES) {
      for (const node of everyEvent(hostile, lang)) {
        const text = jsonForScript(node);
        expect(text).not.toMatch(/[<>&\u2028\u2029]/);
        expect(JSON.parse(text)).toEqual(node);
        expect(vocabularyProblems(node)).toEqual([]);
      }
    }
    // the hostile texts are there, as text
    expect(
      everyEvent(hostile, 'en')
        .map((node) => String(node.name))
        .join(' '),
    ).toMatch(/<|__xss/);
    expect(jsonForScript({ name: '</script><script>alert(1)</script><!--' })).toBe(
      '{"name":"\\u003c/script\\u003e\\u003cscript\\u003ealert(1)\\u003c/script\\u003e\\u003c!--"}',
    );
  });

  it('never lists a hostile picture file as the event’s image', () => {
    const hostile = hostileFixture(loadDemoFixture()).shop;
    const images = everyEvent(hostile, 'de').flatMap((node) => (node.image ?? []) as string[]);
    expect(images.length).toBeGreaterThanOrEqual(9);
    for (const image of images) expect(image).toMatch(/^https:\/\/shop\.example\/media\/demo\//);
  });
});
