/**
 * Raw text keys and untranslated words on a page (issue 17, point 2): every visible text, every
 * attribute that names or describes something (aria-label, title, alt, placeholder) and every
 * accessible name in the page's accessibility tree is compared with the locale files. A text
 * that is a key of any namespace ('item.removeLabel', 'cart:title', 'voucher.heading') is a raw
 * key; on a page in en, fr or it, a German text where that language has another is untranslated.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import type { Lang } from './storefront';

const LOCALES = path.resolve(__dirname, '../../locales');

type Texts = { [key: string]: string | Texts };

function flatten(texts: Texts, prefix = ''): Map<string, string> {
  const flat = new Map<string, string>();
  for (const [key, value] of Object.entries(texts)) {
    const name = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') flat.set(name, value);
    else for (const [inner, text] of flatten(value, name)) flat.set(inner, text);
  }
  return flat;
}

const namespaces = readdirSync(path.join(LOCALES, 'de'))
  .filter((file) => file.endsWith('.json'))
  .map((file) => file.replace(/\.json$/, ''));

const read = (lang: Lang, namespace: string) =>
  flatten(JSON.parse(readFileSync(path.join(LOCALES, lang, `${namespace}.json`), 'utf8')) as Texts);

const withoutPlural = (key: string) => key.replace(/_(zero|one|two|few|many|other)$/, '');

/**
 * What a missing text shows instead: its key, with and without its namespace, and the tails a
 * keyPrefix leaves ('page.summary.heading' is also looked up as 'summary.heading').
 */
const RAW_KEYS: ReadonlySet<string> = (() => {
  const keys = new Set<string>();
  for (const namespace of namespaces) {
    for (const key of read('de', namespace).keys()) {
      const parts = withoutPlural(key).split('.');
      for (let start = 0; start < parts.length; start += 1) {
        const tail = parts.slice(start).join('.');
        // a one-word tail counts only in camel case ('loadFailed'): 'items' or 'optional' are
        // words of the texts too, and a missing namespace shows its dotted keys anyway
        if (!tail.includes('.') && !/^[a-z]+[A-Z]\w*$/.test(tail)) continue;
        keys.add(tail);
        keys.add(`${namespace}:${tail}`);
      }
    }
  }
  return keys;
})();

/** German texts that the other language words differently, by language. */
function germanOnly(lang: Lang): ReadonlySet<string> {
  const only = new Set<string>();
  if (lang === 'de') return only;
  for (const namespace of namespaces) {
    const german = read('de', namespace);
    const other = read(lang, namespace);
    for (const [key, text] of german) {
      const theirs = other.get(key);
      if (theirs !== undefined && theirs !== text && text.length >= 4 && !text.includes('{{'))
        only.add(text);
    }
  }
  return only;
}

/** Every text a visitor sees or hears on the page: text nodes, naming attributes, accessible names. */
async function pageTexts(page: Page): Promise<string[]> {
  const shown = await page.evaluate(() => {
    const found: string[] = [document.title];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (parent && parent.closest('script, style, noscript, template')) continue;
      const text = node.textContent?.trim();
      if (text) found.push(text);
    }
    const attributes = ['aria-label', 'aria-description', 'title', 'alt', 'placeholder'];
    for (const element of Array.from(document.body.querySelectorAll('*')))
      for (const name of attributes) {
        const value = element.getAttribute(name)?.trim();
        if (value) found.push(value);
      }
    return found;
  });
  // the accessibility tree: names computed from labels, aria-labelledby, contents
  const tree = await page.locator('body').ariaSnapshot();
  const names = [...tree.matchAll(/"((?:[^"\\]|\\.)*)"/g)].map((match) =>
    match[1].replace(/\\"/g, '"'),
  );
  return [...shown, ...names];
}

const KEY_LIKE = /(?:[a-z][\w-]*:)?[a-zA-Z][\w-]*(?:\.[a-zA-Z_][\w-]*)+/g;

/** The raw keys and untranslated German texts on the page, each with where it was seen. */
export async function untranslatedTexts(page: Page, lang: Lang): Promise<string[]> {
  const german = germanOnly(lang);
  const problems = new Set<string>();
  for (const text of await pageTexts(page)) {
    if (RAW_KEYS.has(text)) problems.add(`raw key: ${text}`);
    for (const candidate of text.match(KEY_LIKE) ?? [])
      if (candidate !== text && candidate.includes('.') && RAW_KEYS.has(candidate))
        problems.add(`raw key: ${candidate} (in "${text}")`);
    if (german.has(text)) problems.add(`German on a ${lang} page: ${text}`);
  }
  return [...problems];
}
