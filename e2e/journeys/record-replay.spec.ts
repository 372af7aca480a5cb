import { execFile } from 'node:child_process';
import { copyFile, readFile, writeFile } from 'node:fs/promises';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page, type TestInfo } from '@playwright/test';
import catalogDe from '../../locales/de/catalog.json';
import debugDe from '../../locales/de/debug.json';
import demo from '../../server/fixtures/demo-shop.json';
import { axeViolations } from '../support/axe';
import { cartButton } from '../support/order';
import { runPageTimers } from '../support/pageClock';

/**
 * Record and replay (src/tools/debug): a visitor's journey is recorded in the browser, the log
 * is exported with the keyboard shortcut and from the ?debug=1 panel, on the shop's pages and on
 * the checkout (the empty layout), and `npm run replay` rebuilds the very state each page load
 * had: the one left with the state recorded when it was left, the last with the state at export.
 * An edit of an earlier page load is found. No token or e-mail address is in a downloaded log.
 *
 * BILLETT_UPDATE_LOG_FIXTURE=1 also copies the last log to src/tools/debug/fixtures/, where a
 * jest test (journeyLog.test.ts) replays it as a regression test.
 */

const ROOT = path.resolve(__dirname, '../..');
const FIXTURE = path.join(ROOT, 'src/tools/debug/fixtures/journey.log.json');
const ACCESS_TOKEN = demo.accessToken;
const SHOP_NAME = demo.shop.name;
const EMAIL = /[^\s@"'\\]+@[^\s@"'\\]+\.[a-z]{2,}/i;
const impro = (() => {
  const placement = demo.shop.placements.find((candidate) => candidate.id === 'pl-improtheater')!;
  const article = demo.shop.articles.find((candidate) => candidate.id === placement.articleId)!;
  return {
    path: `/de/a/${placement.slug}-${placement.id}`,
    name: article.name.de,
    adult: 'Erwachsene',
  };
})();
const fill = (text: string, values: Record<string, string | number>) =>
  text.replace(/\{\{(\w+)\}\}/g, (_, key: string) => String(values[key] ?? ''));

interface LogFile {
  format: string;
  buildId: string;
  actionCount: number;
  actions: { seq: number; type: string }[];
  finalState: { hash: string };
  payload: string;
  preloadedState: string;
}

interface ReplaySummary {
  hash: string;
  recordedHash: string;
  sameAsRecorded: boolean;
  differingSlices: string[];
  pageLoads: { number: number; checkedAt: string; differingSlices: string[] }[];
  actions: number;
}

/** The consent dialog (when the storefront shows one) is answered, so the journey can go on. */
async function answerConsent(page: Page) {
  const textsFile = path.join(ROOT, 'locales/de/consent.json');
  if (!existsSync(textsFile)) return;
  const texts = JSON.parse(readFileSync(textsFile, 'utf8')) as {
    dialog?: { title?: string; rejectAll?: string };
  };
  if (!texts.dialog?.title || !texts.dialog.rejectAll) return;
  const dialog = page.getByRole('dialog', { name: texts.dialog.title });
  if (await dialog.isVisible().catch(() => false)) {
    await dialog.getByRole('button', { name: texts.dialog.rejectAll, exact: true }).click();
    await expect(dialog).toBeHidden();
  }
}

async function settle(page: Page, h1: string) {
  await page.getByRole('heading', { level: 1, name: h1, exact: true }).waitFor();
  await page.locator('.loading-bar[data-phase="idle"]').waitFor({ state: 'attached' });
}

/** Waits for the download `trigger` starts and saves it among the test's results. */
async function downloaded(page: Page, testInfo: TestInfo, trigger: () => Promise<void>) {
  const download = page.waitForEvent('download');
  await trigger();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(
    /^billett-action-log-\d{4}-\d\d-\d\dT\d\d-\d\d-\d\d\.json$/,
  );
  const saved = testInfo.outputPath(
    file.suggestedFilename().replace('.json', `-${Date.now()}.json`),
  );
  await file.saveAs(saved);
  const text = await readFile(saved, 'utf8');
  return { saved, text, log: JSON.parse(text) as LogFile };
}

/** `npm run replay -- <file> --json` (the script the npm script runs, without npm's own output). */
function replay(
  file: string,
  format = '--json',
): Promise<{ code: number; summary: ReplaySummary | null; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    execFile(
      path.join(ROOT, 'node_modules/.bin/tsx'),
      ['scripts/replay.ts', file, format],
      { cwd: ROOT, maxBuffer: 32 * 1024 * 1024 },
      (error, stdout, stderr) => {
        const code = error ? Number((error as { code?: number }).code ?? 1) : 0;
        let summary: ReplaySummary | null = null;
        try {
          summary = JSON.parse(stdout) as ReplaySummary;
        } catch {
          summary = null;
        }
        resolve({ code, summary, stdout, stderr });
      },
    );
  });
}

function expectNoSecrets(text: string) {
  expect(text.includes(ACCESS_TOKEN), 'the access token is in the log').toBe(false);
  expect(text.match(EMAIL)?.[0] ?? null, 'an e-mail address is in the log').toBeNull();
}

test('a recorded journey replays to the state the page had, and holds no secrets', async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);

  // a visitor with an access token, the debug panel on
  await page.goto(`/de?token=${ACCESS_TOKEN}&debug=1`);
  await settle(page, SHOP_NAME);
  await answerConsent(page);
  // the panel shows once the recorder has come, which takes over this page load from its start:
  // a page left before that leaves no record of its load (src/tools/debug/actionTap.ts), and the
  // page's scripts come after its first paint (docs/decisions/paint-before-scripts.md)
  await expect(page.getByRole('complementary', { name: debugDe.panel.label })).toBeVisible();

  // two adult tickets on an article page: an order is made and the items are added
  await page.goto(impro.path);
  await settle(page, impro.name);
  const group = page.getByRole('group', {
    name: fill(catalogDe.amount.value, { label: impro.adult }),
    exact: true,
  });
  const addedItems = page.waitForResponse(
    (response) =>
      response.request().method() === 'POST' &&
      /\/order\/[^/]+\/items$/.test(new URL(response.url()).pathname),
  );
  const increase = group.getByRole('button', {
    name: fill(catalogDe.amount.increase, { label: impro.adult }),
    exact: true,
  });
  await increase.click();
  await increase.click();
  expect((await addedItems).ok()).toBe(true);
  await expect(group.getByRole('status')).toHaveText('2');
  // the add's answer is in the store: the cart button counts the server's order
  await expect(cartButton(page).getByTestId('cart-count')).toHaveText('2');

  // export 1: the keyboard shortcut
  const first = await downloaded(page, testInfo, () =>
    page.keyboard.press('Control+Alt+Shift+KeyL'),
  );
  expect(first.log.format).toBe('billett-action-log');
  expect(first.log.actions.map((action) => action.type)).toEqual(
    expect.arrayContaining([
      '@@billett/storeCreated',
      'order/amountChanged',
      'shopApi/executeMutation/fulfilled',
    ]),
  );
  expectNoSecrets(first.text);
  const firstReplay = await replay(first.saved);
  expect(firstReplay.stderr).not.toContain('replay:');
  expect(firstReplay.code).toBe(0);
  expect(firstReplay.summary).toMatchObject({
    hash: first.log.finalState.hash,
    sameAsRecorded: true,
    differingSlices: [],
  });

  // a page load: the log goes on in sessionStorage, a new store starts a new part of it
  await page.reload();
  await settle(page, impro.name);
  const panel = page.getByRole('complementary', { name: debugDe.panel.label });
  await panel.getByText(debugDe.panel.title, { exact: true }).click();
  await expect(panel.getByText(/\d+ Aktionen aufgezeichnet/)).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await page.screenshot({ path: path.join(ROOT, 'e2e/artifacts/screenshots/debug-panel.png') });

  // export 2: the panel's button
  const second = await downloaded(page, testInfo, () =>
    panel.getByRole('button', { name: debugDe.panel.download, exact: true }).click(),
  );
  await expect(panel.getByRole('status')).toContainText('heruntergeladen');
  // three page loads: the home page, the article page, the reload
  const loads = second.log.actions.filter((action) => action.type === '@@billett/storeCreated');
  expect(loads).toHaveLength(3);
  // each load starts from the page the server sent: its store made with the server's slices, and
  // the server's shop API cache taken over next, before anything the visitor does
  // (what the store's making dispatches may come between: RTK Query's middlewareRegistered, the
  // consent cookie's choice restored)
  const making = new Set(['shopApi/config/middlewareRegistered', 'consent/restored']);
  const records = second.log.actions.filter((action) => !making.has(action.type));
  for (const load of loads)
    expect([load.seq, records[records.indexOf(load) + 1]?.type]).toEqual([
      load.seq,
      'page/hydrated',
    ]);
  expect(second.log.actions[0].seq).toBe(0);
  expect(second.log.actionCount).toBeGreaterThan(first.log.actionCount);
  expectNoSecrets(second.text);
  expectNoSecrets(second.log.payload);
  const secondReplay = await replay(second.saved);
  expect(secondReplay.code).toBe(0);
  expect(secondReplay.summary).toMatchObject({
    hash: second.log.finalState.hash,
    sameAsRecorded: true,
  });
  // each page load is checked: the two left against their own end, the last against the export
  expect(
    secondReplay.summary!.pageLoads.map((load) => [load.checkedAt, load.differingSlices]),
  ).toEqual([
    ['left', []],
    ['left', []],
    ['export', []],
  ]);

  if (process.env.BILLETT_UPDATE_LOG_FIXTURE === '1') await copyFile(second.saved, FIXTURE);

  // the checkout (the empty layout) has the panel and the shortcut too
  await page.getByRole('button', { name: /^Warenkorb/ }).click();
  await page.getByRole('link', { name: 'Zur Kasse', exact: true }).click();
  await settle(page, 'Kasse');
  const checkoutPanel = page.getByRole('complementary', { name: debugDe.panel.label });
  await expect(checkoutPanel).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  // and loaded as a page of its own (a reload, a link from the payment provider)
  await page.reload();
  await settle(page, 'Kasse');
  await expect(checkoutPanel).toBeVisible();
  const third = await downloaded(page, testInfo, () =>
    page.keyboard.press('Control+Alt+Shift+KeyL'),
  );
  expectNoSecrets(third.text);
  const thirdReplay = await replay(third.saved);
  expect(thirdReplay.code).toBe(0);
  expect(thirdReplay.summary!.pageLoads.map((load) => load.checkedAt)).toEqual([
    'left',
    'left',
    'left',
    'export',
  ]);
  await checkoutPanel.getByText(debugDe.panel.title, { exact: true }).click();
  const fromPanel = await downloaded(page, testInfo, () =>
    checkoutPanel.getByRole('button', { name: debugDe.panel.download, exact: true }).click(),
  );
  expect(fromPanel.log.actionCount).toBeGreaterThanOrEqual(third.log.actionCount);

  // an edited earlier page load (the article page's amount) is found, though the later page
  // loads start from states of their own and the export still matches
  const edited = JSON.parse(third.text) as Omit<LogFile, 'actions'> & {
    actions: { type: string; payload?: { amount?: number } }[];
  };
  // the visitor's last click there (the one the state keeps)
  const click = [...edited.actions]
    .reverse()
    .find((action) => action.type === 'order/amountChanged')!;
  click.payload!.amount = 7;
  const editedFile = testInfo.outputPath('edited.json');
  await writeFile(editedFile, JSON.stringify(edited));
  const editedReplay = await replay(editedFile, '--quiet');
  expect(editedReplay.code).toBe(1);
  expect(editedReplay.stdout).toMatch(
    / 2\. #\d+–#\d+: DIFFERENT from the state recorded when the page was left in: order/,
  );
  expect(editedReplay.stdout).toContain('the same state as at export, but page load 2');

  // a log cut short is refused with a clear message
  const cut = testInfo.outputPath('cut.json');
  await writeFile(cut, second.text.slice(0, Math.floor(second.text.length / 2)));
  const refused = await replay(cut);
  expect(refused.code).toBe(2);
  expect(refused.stderr).toContain('the log is truncated');
});

test("a visitor's page loads no recorder; the shortcut brings it with every action of the page load, and the tab's log then spans page loads", async ({
  page,
}, testInfo) => {
  test.setTimeout(90_000);
  const recorderLoads: string[] = [];
  page.on('request', (request) => {
    // assets/action-log.js from the dev server, assets/action-log.<hash>.js from a build
    if (/\/assets\/action-log(\.[0-9a-f]{8})?\.js$/.test(new URL(request.url()).pathname))
      recorderLoads.push(request.url());
  });

  // an article, one ticket asked for at once (on a clock the test can move on, running as usual)
  await page.clock.install();
  await page.goto(impro.path);
  const group = page.getByRole('group', {
    name: fill(catalogDe.amount.value, { label: impro.adult }),
    exact: true,
  });
  const addedItem = page.waitForResponse(
    (response) =>
      response.request().method() === 'POST' &&
      /\/order\/[^/]+\/items$/.test(new URL(response.url()).pathname),
  );
  await group
    .getByRole('button', {
      name: fill(catalogDe.amount.increase, { label: impro.adult }),
      exact: true,
    })
    .click();
  await expect(group.getByRole('status')).toHaveText('1');
  expect((await addedItem).ok()).toBe(true);
  await settle(page, impro.name);
  await answerConsent(page);
  // the page has loaded and the browser has been idle: still no recorder (no debug mode, no log)
  await page.waitForFunction(() => document.readyState === 'complete');
  // the idle callbacks (1 s at most) and the timers of 1.5 s after them run: a recorder they
  // brought would be asked for before the page's next request
  await runPageTimers(page, 2500);
  expect(recorderLoads).toHaveLength(0);

  // the shortcut brings it, and it holds the page load from its very first action
  const first = await downloaded(page, testInfo, () =>
    page.keyboard.press('Control+Alt+Shift+KeyL'),
  );
  expect(recorderLoads).toHaveLength(1);
  const firstTypes = first.log.actions.map((action) => action.type);
  expect(first.log.actions[0]).toMatchObject({ seq: 0, type: '@@billett/storeCreated' });
  expect(firstTypes.filter((type) => type === '@@billett/storeCreated')).toHaveLength(1);
  expect(firstTypes).toEqual(
    expect.arrayContaining(['order/amountChanged', 'shopApi/executeMutation/fulfilled']),
  );

  // the tab has a log now: the next page load records from its start, after its load
  await page.reload();
  await settle(page, impro.name);
  await expect(group.getByRole('status')).toHaveText('1');
  await expect.poll(() => recorderLoads.length).toBe(2);

  const { saved, text, log } = await downloaded(page, testInfo, () =>
    page.keyboard.press('Control+Alt+Shift+KeyL'),
  );
  const types = log.actions.map((action) => action.type);
  expect(types.filter((type) => type === '@@billett/storeCreated')).toHaveLength(2);
  expect(log.actions[0]).toMatchObject({ seq: 0, type: '@@billett/storeCreated' });
  // the first page's actions, from its very first, before the second page load
  const reloadAt = types.lastIndexOf('@@billett/storeCreated');
  expect(types.slice(0, reloadAt)).toEqual(
    expect.arrayContaining(['order/amountChanged', 'shopApi/executeMutation/fulfilled']),
  );
  expectNoSecrets(text);
  const replayed = await replay(saved);
  expect(replayed.code).toBe(0);
  expect(replayed.summary).toMatchObject({ hash: log.finalState.hash, sameAsRecorded: true });
});
