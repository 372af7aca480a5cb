/**
 * The hostile demo shop (DEMO_FIXTURE=hostile): the seeded demo shop with an XSS payload from
 * server/demoFixture/xssCorpus.ts in every text the server provides — the shop's name and
 * description, the names of categories, articles, events and seating charts, venues and addresses,
 * variant labels, amenities, the names and field and choice labels of every form, payment method
 * names, and the server's messages about vouchers. Descriptions (HTML) get several payloads each,
 * the shop's description the whole corpus in every language. The favicon is a javascript: URL.
 *
 * Ids, slugs, codes, keys, prices, tokens and structure stay as they are, so the shop still works:
 * the voucher codes, the access token and the presale code redeem as in the demo shop.
 */
import type { Lang, LocalisedText } from '../../src/api/types';
import type { DemoFixture, XssProbe } from './fixtureTypes';
import { message, type MessageTexts } from '../messages/messages';
import {
  armPayload,
  corpusPayload,
  probe,
  XSS_CORPUS,
  type PayloadContext,
  type XssPayload,
} from './xssCorpus';
import { isLang, LANGUAGES } from '../../src/lib/languages';

/** Keys whose plain string values are texts a visitor reads (LocalisedText objects always are). */
export const PLAIN_TEXT_KEYS: readonly string[] = [
  'name',
  'venue',
  'address',
  'streetAddress',
  'addressLocality',
];

/** LocalisedText values under these keys are HTML (sanitised by the storefront). */
export const HTML_TEXT_KEYS: readonly string[] = ['description'];

/** The server messages a visitor sees around vouchers; the hostile shop words them itself. */
export const HOSTILE_MESSAGE_KEYS = [
  'voucherInvalid',
  'voucherUsed',
  'voucherDuplicate',
  'voucherNotFound',
  'voucherOtherShop',
] as const;

/**
 * The order of the payloads in the shop's description: the ones a visitor reads as text first,
 * markup last (an unclosed <style> or <svg> takes all that follows with it, as in any page).
 */
const DESCRIPTION_ORDER: readonly PayloadContext[] = [
  'template',
  'encoded',
  'attribute',
  'url',
  'head',
  'markup',
];
const WHOLE_CORPUS = [...XSS_CORPUS].sort(
  (a, b) => DESCRIPTION_ORDER.indexOf(a.context) - DESCRIPTION_ORDER.indexOf(b.context),
);

/** How many payloads each article description carries (the shop's description: all of them). */
const PAYLOADS_PER_DESCRIPTION = 4;

/** Texts that get a chosen payload rather than the next one in turn. */
const CHOSEN: Record<string, string> = {
  // the shop's name is in every page title, og:site_name and the header
  '$.shop.name': 'title-breakout',
};

const isLocalisedText = (value: unknown): value is LocalisedText => {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return false;
  const entries = Object.entries(value);
  return (
    entries.length > 0 && entries.every(([key, text]) => isLang(key) && typeof text === 'string')
  );
};

/** Hands out probe ids and payloads in turn, and keeps the index of where each went. */
class Armoury {
  readonly probes: XssProbe[] = [];
  private turn = 0;

  /** `payload` (or the next corpus payload) armed with a fresh id, noted at `path`. */
  arm(path: string, payload?: XssPayload): string {
    const chosen = payload ?? XSS_CORPUS[this.turn++ % XSS_CORPUS.length];
    const armed = armPayload(chosen, this.probes.length + 1);
    this.probes.push({ id: armed.id, path, payload: armed.name, kind: armed.kind });
    return armed.payload;
  }

  /** A plain text with one payload after it. */
  text(original: string, path: string): string {
    const chosen = CHOSEN[path] ? corpusPayload(CHOSEN[path]) : undefined;
    return `${original} ${this.arm(path, chosen)}`;
  }

  /** An HTML text with `payloads` appended, one paragraph each. */
  html(original: string, path: string, payloads: readonly (XssPayload | undefined)[]): string {
    return original + payloads.map((payload) => `<p>${this.arm(path, payload)}</p>`).join('');
  }
}

function armLocalised(
  armoury: Armoury,
  text: LocalisedText,
  path: string,
  html: boolean,
  wholeCorpus: boolean,
): LocalisedText {
  const armed: LocalisedText = {};
  for (const [lang, original] of Object.entries(text) as [Lang, string][]) {
    const at = `${path}.${lang}`;
    if (!html) armed[lang] = armoury.text(original, at);
    else
      armed[lang] = armoury.html(
        original,
        at,
        wholeCorpus
          ? WHOLE_CORPUS
          : Array.from({ length: PAYLOADS_PER_DESCRIPTION }, () => undefined),
      );
  }
  return armed;
}

/** Every text under `value` armed, everything else copied as it is. */
function armTexts(armoury: Armoury, value: unknown, path: string, key: string): unknown {
  if (Array.isArray(value))
    return value.map((entry, index) => armTexts(armoury, entry, `${path}[${index}]`, key));
  if (isLocalisedText(value)) {
    const html = HTML_TEXT_KEYS.includes(key);
    return armLocalised(armoury, value, path, html, path === '$.shop.description');
  }
  if (value && typeof value === 'object') {
    const copy: Record<string, unknown> = {};
    for (const [child, entry] of Object.entries(value))
      copy[child] = armTexts(armoury, entry, `${path}.${child}`, child);
    return copy;
  }
  if (typeof value === 'string' && PLAIN_TEXT_KEYS.includes(key)) return armoury.text(value, path);
  return value;
}

/** The voucher messages in every language, each with a payload after the server's own words. */
function armMessages(armoury: Armoury): MessageTexts {
  const texts: MessageTexts = {};
  for (const key of HOSTILE_MESSAGE_KEYS) {
    const localised: LocalisedText = {};
    for (const lang of LANGUAGES)
      localised[lang] = armoury.text(message(lang, key), `$.messages.${key}.${lang}`);
    texts[key] = localised;
  }
  return texts;
}

/**
 * `base` (the demo shop) with an XSS payload in every text; `xssProbes` says which probe id went
 * where, so a hit recorded at /xss-hit names the text that leaked.
 */
export function hostileFixture(base: DemoFixture): DemoFixture {
  const armoury = new Armoury();
  const { messages: _ignored, xssProbes: _none, ...rest } = base;
  const armed = armTexts(armoury, rest, '$', '$') as DemoFixture;
  armed.messages = armMessages(armoury);
  // not a text but a link the storefront builds: a javascript: favicon must never reach the page
  const faviconId = armoury.probes.length + 1;
  armoury.probes.push({
    id: faviconId,
    path: '$.shop.media.favicon',
    payload: 'javascript-favicon',
    kind: 'recorder',
  });
  armed.shop.media = { ...armed.shop.media, favicon: `javascript:${probe(faviconId, 'recorder')}` };
  armHostileRenditions(armoury, armed);
  armed.xssProbes = armoury.probes;
  return armed;
}

/**
 * Addresses a picture's file must never be written with: a script, a data document, another
 * host. The first picture of the shop's first event gets them in place of its smallest files (the
 * picture keeps its other files, so it still shows); each carries a probe.
 */
export const HOSTILE_RENDITION_URLS: readonly ((probeCall: string) => string)[] = [
  (probeCall) => `javascript:${probeCall}`,
  (probeCall) =>
    `data:image/svg+xml,${encodeURIComponent(`<svg xmlns="http://www.w3.org/2000/svg" onload="${probeCall}"/>`)}`,
  (probeCall) => `//evil.example/poster.avif?${encodeURIComponent(probeCall)}`,
];

function armHostileRenditions(armoury: Armoury, armed: DemoFixture) {
  const event = armed.shop.events.find((entry) => entry.media && entry.media.length > 0);
  const picture = event?.media?.[0];
  if (!event || !picture) return;
  const smallest = Math.min(...picture.renditions.map((file) => file.width));
  let turn = 0;
  picture.renditions = picture.renditions.map((file, index) => {
    if (file.width !== smallest) return file;
    const id = armoury.probes.length + 1;
    const path = `$.shop.events[${armed.shop.events.indexOf(event)}].media[0].renditions[${index}].url`;
    const url = HOSTILE_RENDITION_URLS[turn++ % HOSTILE_RENDITION_URLS.length];
    armoury.probes.push({ id, path, payload: 'hostile-rendition-url', kind: 'recorder' });
    return { ...file, url: url(probe(id, 'recorder')) };
  });
}
