import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fixtureProblems } from './fixtureValidation';
import { hostileFixture } from './hostileFixture';
import type { DemoFixture } from './fixtureTypes';

export type { DemoFixture, DemoVoucher, SeatMap, SeatRow, XssProbe } from './fixtureTypes';

const DEMO_SHOP_PATH = join(__dirname, '..', 'fixtures', 'demo-shop.json');

/** The seeded demo shop, read fresh each call so no caller can change another's copy. */
export function loadDemoFixture(): DemoFixture {
  return JSON.parse(readFileSync(DEMO_SHOP_PATH, 'utf8')) as DemoFixture;
}

/** The fixtures known by name; anything else DEMO_FIXTURE says is a path to a JSON file. */
export const FIXTURE_NAMES = ['demo', 'hostile'] as const;
export type FixtureName = (typeof FIXTURE_NAMES)[number];

/** `value` as a DemoFixture when the server can serve it; else an error listing the problems. */
export function parseDemoFixture(value: unknown, source: string): DemoFixture {
  const problems = fixtureProblems(value);
  if (problems.length > 0) {
    const shown = problems.slice(0, 20).map((problem) => `  ${problem}`);
    if (problems.length > shown.length)
      shown.push(`  … and ${problems.length - shown.length} more`);
    throw new Error(`The fixture ${source} cannot be served:\n${shown.join('\n')}`);
  }
  return value as DemoFixture;
}

/** A fixture JSON file (absolute, or relative to `cwd`), checked. */
export function loadFixtureFile(path: string, cwd: string = process.cwd()): DemoFixture {
  const file = resolve(cwd, path);
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    throw new Error(`The fixture file ${file} cannot be read: ${(error as Error).message}`);
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    throw new Error(`The fixture file ${file} is not JSON: ${(error as Error).message}`);
  }
  return parseDemoFixture(json, file);
}

/** The fixture DEMO_FIXTURE names: 'demo', 'hostile', or a path to a fixture JSON file. */
export function loadFixture(nameOrPath: string, cwd: string = process.cwd()): DemoFixture {
  const name = nameOrPath.trim();
  if (name === '' || name === 'demo') return loadDemoFixture();
  if (name === 'hostile') return hostileFixture(loadDemoFixture());
  return loadFixtureFile(name, cwd);
}
