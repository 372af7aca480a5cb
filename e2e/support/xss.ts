/**
 * What the hostile journeys need (project 'hostile': the production build served with
 * DEMO_FIXTURE=hostile, an XSS payload in every server text, server/demoFixture/hostileFixture.ts):
 *
 * - traps installed before any page script runs: window.__xss (the recorder the 'recorder'
 *   probes call), a watch on document.title for the 'title' probes, every Content-Security-
 *   Policy violation (a payload that reached the DOM and was only stopped by the policy counts
 *   as a failure too), alerts and other dialogs, requests to /xss-hit ('beacon' probes) and to
 *   the corpus' image x, page errors;
 * - a check of the document for markup that could run (src/test/xssAudit.ts) and of every
 *   href for javascript:;
 * - the hostile shop's texts, to find things by the names a visitor sees.
 */
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { loadFixture } from '../../server/demoFixture/fixture';
import { injectionFindings } from '../../src/test/xssAudit';
import type { Lang } from './storefront';

export const HOSTILE = loadFixture('hostile');
export const SHOP_NAME = HOSTILE.shop.name;
export const BRAND = 'Billett';

type Localised = Partial<Record<Lang, string>>;
const pick = (text: Localised, lang: Lang): string => {
  const value = text[lang];
  if (!value) throw new Error(`no ${lang} text`);
  return value;
};
const byId = <T extends { id: string }>(list: T[], id: string): T => {
  const found = list.find((entry) => entry.id === id);
  if (!found) throw new Error(`no ${id} in the hostile shop`);
  return found;
};

/** The hostile shop's texts by id, as the storefront shows them. */
export const hostile = {
  category: (id: string, lang: Lang) => pick(byId(HOSTILE.shop.categories, id).name, lang),
  article: (id: string, lang: Lang) => pick(byId(HOSTILE.shop.articles, id).name, lang),
  variant: (id: string, lang: Lang) => pick(byId(HOSTILE.shop.variants, id).label, lang),
  event: (id: string) => byId(HOSTILE.shop.events, id),
  chart: (id: string, lang: Lang) =>
    pick(HOSTILE.shop.seatingCharts.find((chart) => chart.seatingChartId === id)!.name, lang),
  form: (id: string, lang: Lang) => pick(byId(HOSTILE.forms, id).name, lang),
  field: (formId: string, key: string, lang: Lang) =>
    pick(byId(HOSTILE.forms, formId).fields.find((field) => field.key === key)!.label, lang),
  choice: (formId: string, key: string, value: string, lang: Lang) =>
    pick(
      byId(HOSTILE.forms, formId)
        .fields.find((field) => field.key === key)!
        .choices!.find((choice) => choice.value === value)!.label,
      lang,
    ),
  payment: (id: string, lang: Lang) => pick(byId(HOSTILE.paymentMethods, id).name, lang),
  message: (key: 'voucherUsed' | 'voucherInvalid', lang: Lang) =>
    pick(HOSTILE.messages![key]!, lang),
  /** /<lang>/a/<slug>-<id> of a placement */
  placementPath: (id: string, lang: Lang) => {
    const placement = byId(HOSTILE.shop.placements, id);
    return `/${lang}/a/${placement.slug}-${placement.id}`;
  },
};

/** The title the storefront gives a page: 'Page · Shop · Billett'. */
export const pageTitle = (page: string) => `${page} · ${SHOP_NAME} · ${BRAND}`;

/** A text as part of a regular expression. */
export const literally = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

interface Violation {
  directive: string;
  blocked: string;
  sample: string;
}

/** What the page-side traps saw (kept on window, in every frame of the page's origin). */
interface PageEvidence {
  calls: number[];
  titles: string[];
  violations: Violation[];
}

export interface XssTraps {
  dialogs: string[];
  beacons: string[];
  pageErrors: string[];
  /** requests for the corpus' image 'x': an <img src=x> reached the DOM */
  corpusImages: string[];
}

/**
 * Installs the traps on `page` (before it loads anything): call once per page, before goto.
 * Dialogs are recorded and dismissed, so a probe's alert cannot block the journey.
 */
export async function installXssTraps(page: Page): Promise<XssTraps> {
  const traps: XssTraps = { dialogs: [], beacons: [], pageErrors: [], corpusImages: [] };
  await page.addInitScript(() => {
    const store = window as unknown as { __xssEvidence?: PageEvidence; __xss?: unknown };
    const evidence: PageEvidence = { calls: [], titles: [], violations: [] };
    store.__xssEvidence = evidence;
    store.__xss = (id: number) => {
      evidence.calls.push(id);
    };
    document.addEventListener(
      'securitypolicyviolation',
      (event) => {
        evidence.violations.push({
          directive: event.violatedDirective,
          blocked: event.blockedURI,
          sample: event.sample,
        });
      },
      true,
    );
    const watchTitle = () => {
      if (/^XSS/.test(document.title)) evidence.titles.push(document.title);
    };
    new MutationObserver(watchTitle).observe(document, {
      subtree: true,
      childList: true,
      characterData: true,
    });
  });
  // the document check of src/test/xssAudit.ts, given to the page as it is (no eval in the page)
  await page.addInitScript({
    content: `window.__xssAudit = ${injectionFindings.toString()};`,
  });
  page.on('dialog', (dialog) => {
    traps.dialogs.push(`${dialog.type()}: ${dialog.message()}`);
    void dialog.dismiss().catch(() => undefined);
  });
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/xss-hit')) traps.beacons.push(request.url());
    if (/\/x$/.test(url.pathname)) traps.corpusImages.push(request.url());
  });
  page.on('pageerror', (error) => traps.pageErrors.push(error.message));
  return traps;
}

/** The evidence of every frame of the page. */
async function pageEvidence(page: Page): Promise<PageEvidence> {
  const all: PageEvidence = { calls: [], titles: [], violations: [] };
  for (const frame of page.frames()) {
    const found = await frame
      .evaluate(() => (window as unknown as { __xssEvidence?: PageEvidence }).__xssEvidence)
      .catch(() => undefined);
    if (!found) continue;
    all.calls.push(...found.calls);
    all.titles.push(...found.titles);
    all.violations.push(...found.violations);
  }
  return all;
}

/** Markup in the document that could run, and every javascript: address of a link. */
async function documentFindings(page: Page): Promise<string[]> {
  const origin = new URL(page.url()).origin;
  return page.evaluate((origin) => {
    const audit = (window as unknown as { __xssAudit: typeof injectionFindings }).__xssAudit;
    const findings = audit(document.documentElement, {
      allowedScriptPrefixes: [`${origin}/`, '/'],
      allowedFramePrefixes: [`${origin}/stand-ins/`, '/stand-ins/'],
    });
    for (const element of Array.from(document.querySelectorAll('[href]'))) {
      const href = element.getAttribute('href') ?? '';
      if (/^\s*javascript:/i.test(href)) findings.push(`javascript: link ${href}`);
    }
    return findings;
  }, origin);
}

/** Everything the traps and the document check found on `page` so far. */
export async function xssEvidence(page: Page, traps: XssTraps) {
  const evidence = await pageEvidence(page);
  const title = await page.title();
  return {
    calls: evidence.calls,
    titles: evidence.titles,
    title: /^XSS/.test(title) ? title : null,
    violations: evidence.violations,
    dialogs: [...traps.dialogs],
    beacons: [...traps.beacons],
    corpusImages: [...traps.corpusImages],
    pageErrors: [...traps.pageErrors],
    markup: await documentFindings(page),
  };
}

/**
 * Nothing of the corpus ran and nothing that could run is in the page: no recorder call, no
 * 'XSS' title, no dialog, no /xss-hit request, no request for the corpus' image, no policy
 * violation, no page error, no suspicious markup, no javascript: link.
 */
export async function expectNoXss(page: Page, traps: XssTraps, where: string): Promise<void> {
  expect(
    { where, ...(await xssEvidence(page, traps)) },
    `nothing of the XSS corpus may run: ${where}`,
  ).toEqual({
    where,
    calls: [],
    titles: [],
    title: null,
    violations: [],
    dialogs: [],
    beacons: [],
    corpusImages: [],
    pageErrors: [],
    markup: [],
  });
}

/** The id the journeys' check of their own traps sends to /xss-hit (not one of the shop's). */
export const TRAP_CHECK_ID = 'trap-check';

/** The hits the hostile server recorded at /xss-hit (from any page, any visitor). */
export async function serverHits(
  request: APIRequestContext,
): Promise<{ id: string; path: string | null; page: string | null }[]> {
  const response = await request.get('/xss-hit/log');
  expect(response.status(), 'the hostile server records hits at /xss-hit').toBe(200);
  return (
    (await response.json()) as { hits: { id: string; path: string | null; page: string | null }[] }
  ).hits;
}

/** The hits of the shop's probes: every one is a payload that ran. */
export async function probeHits(request: APIRequestContext) {
  return (await serverHits(request)).filter((hit) => hit.id !== TRAP_CHECK_ID);
}

/** Answers the consent dialog: 'all' loads the tracking stand-ins and the chat with hostile names. */
export async function answerConsent(
  page: Page,
  texts: { dialog: { title: string; acceptAll: string; rejectAll: string } },
  choice: 'all' | 'none',
): Promise<void> {
  const dialog = page.getByRole('dialog', { name: texts.dialog.title, exact: true });
  await expect(dialog).toBeVisible();
  await dialog
    .getByRole('button', {
      name: choice === 'all' ? texts.dialog.acceptAll : texts.dialog.rejectAll,
      exact: true,
    })
    .click();
  await expect(dialog).toBeHidden();
}
