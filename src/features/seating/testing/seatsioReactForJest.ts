/**
 * jest cannot load @seatsio/seatsio-react as it is: the package offers only an `import` export
 * (build/index.mjs), which jest's CommonJS resolver does not take, and the transform does not
 * cover .mjs. Test files that render the real wrapper mock the module with this, which turns
 * that very file into CommonJS with the project's Babel and runs it in the test's realm:
 *
 *   jest.mock('@seatsio/seatsio-react', () =>
 *     jest.requireActual('./testing/seatsioReactForJest').loadSeatsioReact(), { virtual: true });
 *
 * (A jest.config moduleNameMapper to build/index.mjs plus an .mjs transform would make this
 * unnecessary.)
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { transformSync } from '@babel/core';

const ENTRY = join(
  process.cwd(),
  'node_modules',
  '@seatsio',
  'seatsio-react',
  'build',
  'index.mjs',
);

export function loadSeatsioReact(): unknown {
  const source = readFileSync(ENTRY, 'utf8');
  const result = transformSync(source, {
    filename: ENTRY,
    babelrc: false,
    configFile: false,
    presets: [['@babel/preset-env', { targets: { node: 'current' }, modules: 'commonjs' }]],
  });
  const module = { exports: {} as Record<string, unknown> };
  // the module's own require is the test's, so it shares React with the components under test
  new Function('module', 'exports', 'require', result?.code ?? '')(module, module.exports, require);
  return module.exports;
}
