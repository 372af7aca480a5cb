/**
 * schema.org Event JSON-LD for an article page of an event (issue 19): the form search engines'
 * event results read (https://schema.org/Event, https://schema.org/Offer, Google Search Central's
 * "Event structured data"): name, startDate, endDate, location (a Place with its name), image
 * (absolute URLs), the article's description as plain text, one Offer per variant (name, price in major units as a string, priceCurrency,
 * availability, url of the page in its language), eventStatus and eventAttendanceMode.
 */
import type { Article, Lang, Picture, Placement, ShopEvent, Variant } from '../../api/types';
import { pictureSources } from '../../components/pictureSources';
import { localise } from '../../lib/localisedText';
import { minorDigits, minorToDecimalString } from '../../lib/money';
import { placementAvailability, variantAvailability } from '../shop/availability';
import { plainText } from './headText';

const SCHEMA = 'https://schema.org';

/** The shop's word for what is left, as schema.org's ItemAvailability says it. */
export const SCHEMA_AVAILABILITY = {
  AVAILABLE: `${SCHEMA}/InStock`,
  FEW_LEFT: `${SCHEMA}/LimitedAvailability`,
  SOLD_OUT: `${SCHEMA}/SoldOut`,
} as const;

export interface EventJsonLdInput {
  placement: Placement;
  article: Article;
  event: ShopEvent;
  variants: readonly Variant[];
  picture: Picture | undefined;
  currency: string;
  lang: Lang;
  /** the page's own address in its language (its canonical URL) */
  pageUrl: string;
}

/** The lowest price a visitor pays for a variant: its reduced price, or a chosen price's minimum. */
const lowestPrice = (variant: Variant) =>
  variant.priceStrategy === 'CHOICE'
    ? (variant.minPrice ?? variant.price)
    : (variant.totalDiscounted ?? variant.price);

/** The picture's files as absolute addresses, widest of the fallback format first. */
function images(picture: Picture | undefined, pageUrl: string): string[] {
  const sources = picture ? pictureSources(picture.renditions) : null;
  if (!sources) return [];
  return [new URL(sources.fallback.src, pageUrl).href];
}

export function eventJsonLd(input: EventJsonLdInput): Record<string, unknown> {
  const { placement, article, event, variants, picture, currency, lang, pageUrl } = input;
  const name = localise(article.name, lang) || localise(event.name, lang);
  const soldOut = placementAvailability(placement, variants) === 'SOLD_OUT';
  const digits = minorDigits(currency);
  const image = images(picture, pageUrl);
  const description = plainText(localise(article.description, lang));
  return {
    '@context': SCHEMA,
    '@type': 'Event',
    name,
    ...(description ? { description } : {}),
    startDate: event.startsAt,
    ...(event.endsAt ? { endDate: event.endsAt } : {}),
    eventStatus: `${SCHEMA}/EventScheduled`,
    eventAttendanceMode: `${SCHEMA}/OfflineEventAttendanceMode`,
    location: {
      '@type': 'Place',
      name: event.venue,
      ...(event.venueAddress
        ? { address: { '@type': 'PostalAddress', ...event.venueAddress } }
        : {}),
    },
    ...(image.length > 0 ? { image } : {}),
    url: pageUrl,
    offers: variants.map((variant) => ({
      '@type': 'Offer',
      name: localise(variant.label, lang) || variant.id,
      price: minorToDecimalString(lowestPrice(variant), digits),
      priceCurrency: currency,
      availability: SCHEMA_AVAILABILITY[soldOut ? 'SOLD_OUT' : variantAvailability(variant)],
      url: pageUrl,
    })),
  };
}
