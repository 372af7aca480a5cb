/**
 * npm run contract:types        writes src/api/contract.gen.ts from src/api/openapi.yaml
 * npm run contract:types:check  fails when the committed file is not what the contract gives
 *
 * The shop API's TypeScript types are generated from the contract by openapi-typescript, the
 * maintained generator for OpenAPI 3 (no hand-written copy to keep in step). src/api/types.ts
 * names the contract's schemas for the rest of the code. `npm run typecheck` runs the check, so
 * a contract change whose types were not generated again turns CI red.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { pathToFileURL } from 'node:url';
import openapiTS, { astToString } from 'openapi-typescript';
import { format, resolveConfig } from 'prettier';

const ROOT = join(__dirname, '..');
export const CONTRACT = join(ROOT, 'src', 'api', 'openapi.yaml');
export const CONTRACT_TYPES = join(ROOT, 'src', 'api', 'contract.gen.ts');

const HEADER = `/**
 * The shop API's types, generated from src/api/openapi.yaml by openapi-typescript:
 * do not edit. \`npm run contract:types\` writes this file again after a contract change.
 */

`;

/** The file the contract gives today, formatted as the project formats its code. */
export async function contractTypes(): Promise<string> {
  const nodes = await openapiTS(pathToFileURL(CONTRACT));
  const options = (await resolveConfig(CONTRACT_TYPES)) ?? {};
  return format(HEADER + astToString(nodes), { ...options, filepath: CONTRACT_TYPES });
}

async function main(check: boolean): Promise<void> {
  const wanted = await contractTypes();
  const name = relative(ROOT, CONTRACT_TYPES);
  if (!check) {
    writeFileSync(CONTRACT_TYPES, wanted);
    console.log(`${name} written from the contract`);
    return;
  }
  let committed = '';
  try {
    committed = readFileSync(CONTRACT_TYPES, 'utf8');
  } catch {
    // missing: stale as well
  }
  if (committed !== wanted) {
    console.error(`${name} is not what src/api/openapi.yaml gives: run npm run contract:types`);
    process.exit(1);
  }
}

if (require.main === module) {
  main(process.argv.includes('--check')).catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
