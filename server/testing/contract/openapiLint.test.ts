/** @jest-environment ./src/test/nodeEnvironment.cjs */
/**
 * The contract parses, is OpenAPI 3.1, and Redocly's `recommended` ruleset finds nothing in it:
 * no errors and no warnings. No rule is switched off.
 *
 * @redocly/openapi-core 2 is published as ES modules only, which jest (CommonJS, babel-jest)
 * cannot load in-process without --experimental-vm-modules. So the lint runs in a child
 * Node process and reports its problems as JSON.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parse } from 'yaml';
import { OPENAPI_FILE } from './contractValidator';

interface Problem {
  ruleId: string;
  severity: 'error' | 'warn';
  message: string;
  pointer: string | undefined;
}

const PROJECT_ROOT = path.resolve(__dirname, '..', '..', '..');

const LINT_SCRIPT = `
import { createConfig, lint } from '@redocly/openapi-core';
const config = await createConfig({ extends: ['recommended'] });
const problems = await lint({ ref: process.argv[1], config });
process.stdout.write(JSON.stringify(problems.map((p) => ({
  ruleId: p.ruleId,
  severity: p.severity,
  message: p.message,
  pointer: p.location?.[0]?.pointer,
}))));
`;

function redoclyLint(file: string): Problem[] {
  const run = spawnSync(process.execPath, ['--input-type=module', '-e', LINT_SCRIPT, file], {
    cwd: PROJECT_ROOT,
    encoding: 'utf8',
    timeout: 60_000,
  });
  if (run.status !== 0) {
    throw new Error(`redocly lint did not run (exit ${String(run.status)}):\n${run.stderr}`);
  }
  return JSON.parse(run.stdout) as Problem[];
}

const describeProblems = (problems: Problem[]): string[] =>
  problems.map((p) => `${p.severity} ${p.ruleId}: ${p.message} at ${p.pointer ?? '?'}`);

describe('src/api/openapi.yaml', () => {
  it('parses as YAML and is an OpenAPI 3.1 document', () => {
    const document = parse(fs.readFileSync(OPENAPI_FILE, 'utf8')) as Record<string, unknown>;
    expect(document.openapi).toMatch(/^3\.1\.\d+$/);
    expect(document).toHaveProperty('info.title');
    expect(document).toHaveProperty('info.version');
    expect(document).toHaveProperty('paths');
    expect(document).toHaveProperty('components.schemas');
  });

  it("passes Redocly's recommended ruleset without errors or warnings", () => {
    const problems = redoclyLint(OPENAPI_FILE);
    expect(describeProblems(problems)).toEqual([]);
  }, 60_000);

  it('the lint really runs: a broken copy is reported', () => {
    const broken = fs
      .readFileSync(OPENAPI_FILE, 'utf8')
      .replace('      summary: Get an order\n', '')
      .replace(/^security: \[\]\n/m, '');
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'billett-openapi-'));
    const file = path.join(dir, 'openapi.yaml');
    fs.writeFileSync(file, broken);
    try {
      const rules = new Set(redoclyLint(file).map((p) => p.ruleId));
      expect(rules).toContain('operation-summary');
      expect(rules).toContain('security-defined');
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);
});
