/**
 * The hostile demo shop for jest render tests: the real demo API serving
 * server/demoFixture/hostileFixture.ts (an XSS payload in every text), the fixture itself to know
 * the texts, and the check that a rendered page holds nothing that runs (xssAudit.ts) — in the
 * container and in the head.
 */
import { loadDemoFixture } from '../../server/demoFixture/fixture';
import { hostileFixture } from '../../server/demoFixture/hostileFixture';
import type { Lang, LocalisedText } from '../api/types';
import { demoApiPerTest } from './demoApi';
import { injectionFindings } from './xssAudit';

export const HOSTILE = hostileFixture(loadDemoFixture());

/** `const start = hostileApiPerTest()`: each test's `await start()` serves the hostile shop. */
export function hostileApiPerTest() {
  const start = demoApiPerTest();
  return () => start({ fixture: HOSTILE });
}

const byId = <T extends { id: string }>(list: T[], id: string): T => {
  const found = list.find((entry) => entry.id === id);
  if (!found) throw new Error(`no ${id} in the hostile shop`);
  return found;
};

/** The hostile texts a test looks for, by id and language. */
export const hostileText = {
  article: (id: string, lang: Lang) => text(byId(HOSTILE.shop.articles, id).name, lang),
  variant: (id: string, lang: Lang) => text(byId(HOSTILE.shop.variants, id).label, lang),
  category: (id: string, lang: Lang) => text(byId(HOSTILE.shop.categories, id).name, lang),
  event: (id: string, lang: Lang) => text(byId(HOSTILE.shop.events, id).name, lang),
  form: (id: string, lang: Lang) => text(byId(HOSTILE.forms, id).name, lang),
  field: (formId: string, key: string, lang: Lang) => {
    const field = byId(HOSTILE.forms, formId).fields.find((entry) => entry.key === key);
    if (!field) throw new Error(`no field ${key} in ${formId}`);
    return text(field.label, lang);
  },
  payment: (id: string, lang: Lang) => text(byId(HOSTILE.paymentMethods, id).name, lang),
};

function text(localised: LocalisedText, lang: Lang): string {
  const value = localised[lang];
  if (!value) throw new Error(`no ${lang} text`);
  return value;
}

/** What in the rendered document (body and head) could run: none expected. */
export const documentFindings = (): string[] => injectionFindings(document.documentElement);
