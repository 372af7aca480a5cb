/**
 * @jest-environment node
 *
 * `npm run replay -- <log.json>` (scripts/replay.ts), run as a tester runs it.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
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

function tempFile(name: string, text: string): string {
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'billett-replay-')), name);
  writeFileSync(file, text);
  return file;
}

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
