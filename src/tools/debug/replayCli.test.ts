/**
 * @jest-environment ./src/test/nodeEnvironment.cjs
 *
 * `npm run replay -- <log.json>` (scripts/replay.ts), run as a tester runs it.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '../../..');
const FIXTURE = path.join(__dirname, 'fixtures/journey.log.json');
const recorded = JSON.parse(readFileSync(FIXTURE, 'utf8')) as { finalState: { hash: string } };

function replay(...args: string[]) {
  const run = spawnSync(path.join(ROOT, 'node_modules/.bin/tsx'), ['scripts/replay.ts', ...args], {
    cwd: ROOT,
    encoding: 'utf8',
  });
  return { status: run.status, stdout: run.stdout, stderr: run.stderr };
}

/** The folders of this file's logs, removed when its tests are done (a run leaves nothing behind). */
const tempFolders: string[] = [];

function tempFile(name: string, text: string): string {
  const folder = mkdtempSync(path.join(tmpdir(), 'billett-replay-'));
  tempFolders.push(folder);
  const file = path.join(folder, name);
  writeFileSync(file, text);
  return file;
}

afterAll(() => {
  for (const folder of tempFolders) rmSync(folder, { recursive: true, force: true });
});

jest.setTimeout(60_000);

describe('npm run replay', () => {
  it('prints the timeline and the final state hash, the one recorded at export', () => {
    const { status, stdout, stderr } = replay(FIXTURE);
    expect(stderr).toBe('');
    expect(status).toBe(0);
    expect(stdout).toContain('Timeline');
    expect(stdout).toMatch(
      /#\s*0 {2}\+0:00\.000 {2}── the page loaded: a new store \(language de\) ──/,
    );
    expect(stdout).toContain('order/amountChanged  placementId=pl-improtheater');
    expect(stdout).toContain(`sha256 ${recorded.finalState.hash}`);
    expect(stdout).toContain('the same state the storefront had when the log was exported');
    // every page load checked: the two left against their own end, the last against the export
    expect(stdout).toMatch(/ 1\. #0–#\d+: replays to the state recorded when the page was left/);
    expect(stdout).toMatch(/ 2\. #\d+–#\d+: replays to the state recorded when the page was left/);
    expect(stdout).toMatch(/ 3\. #\d+–#\d+: replays to the state recorded at export/);
  });

  it('finds an edited earlier page load, though the later ones and the export still match', () => {
    const log = JSON.parse(readFileSync(FIXTURE, 'utf8')) as {
      actions: { type: string; payload?: { amount?: number } }[];
    };
    const clicks = log.actions.filter((action) => action.type === 'order/amountChanged');
    clicks[clicks.length - 1].payload!.amount = 5;
    const { status, stdout } = replay(tempFile('edited-load.json', JSON.stringify(log)), '--quiet');
    expect(status).toBe(1);
    expect(stdout).toMatch(
      / 2\. #\d+–#\d+: DIFFERENT from the state recorded when the page was left in: order/,
    );
    expect(stdout).toMatch(/ 3\. #\d+–#\d+: replays to the state recorded at export/);
    expect(stdout).toContain('the same state as at export, but page load 2 did not replay');

    const json = replay(tempFile('edited-load.json', JSON.stringify(log)), '--json');
    const summary = JSON.parse(json.stdout) as {
      sameAsRecorded: boolean;
      differingSlices: string[];
      pageLoads: { number: number; checkedAt: string; differingSlices: string[] }[];
    };
    expect(summary.sameAsRecorded).toBe(false);
    expect(summary.differingSlices).toEqual([]);
    expect(summary.pageLoads.map((load) => [load.checkedAt, load.differingSlices])).toEqual([
      ['left', []],
      ['left', ['order']],
      ['export', []],
    ]);
  });

  it('stops with a clear message on a truncated or foreign log', () => {
    const text = readFileSync(FIXTURE, 'utf8');
    const cut = replay(tempFile('cut.json', text.slice(0, 5000)));
    expect(cut.status).toBe(2);
    expect(cut.stdout).toBe('');
    expect(cut.stderr).toMatch(/^replay: .*cut\.json: the log is truncated: its JSON ends early/);

    const foreign = replay(tempFile('har.json', '{"log":{"version":"1.2","entries":[]}}'));
    expect(foreign.status).toBe(2);
    expect(foreign.stderr).toContain('not a Billett action log: "format" is missing');
  });

  it('says which slices differ when the state does not come out as recorded', () => {
    const log = JSON.parse(readFileSync(FIXTURE, 'utf8')) as {
      finalState: { slices: Record<string, string> };
    };
    log.finalState.slices.cart = '0'.repeat(64);
    const { status, stdout } = replay(tempFile('edited.json', JSON.stringify(log)), '--quiet');
    expect(status).toBe(1);
    expect(stdout).toContain('DIFFERENT in: cart');
    expect(stdout).not.toContain('Timeline');
  });
});
