/**
 * A page's texts load with the page (issue 17, point 2): every part of the storefront that is a
 * chunk of its own (preloadablePart: a page, the cart panel, a dialog) names the namespaces it
 * shows beyond the core ones, and the part is rendered only once they are there. This test reads
 * the code: from each part's module it follows every import that belongs to the part (static ones,
 * `eager` ones, and lazy ones that are not parts themselves), collects every namespace the code
 * reads texts from, and requires each to be a core namespace or one the part declares. The main
 * bundle (src/index.tsx, the layouts, the error toast and every dialog shell in it) may read core
 * namespaces only, since nothing else is loaded before its first render.
 *
 * What counts as reading a namespace: useTranslation('ns' | ['ns', …] | CONSTANT | nothing =
 * 'common'), a `ns: 'ns' | CONSTANT` option, and a key written as 'ns:key'.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { CORE_NAMESPACES } from '../features/locale/textNamespaces';
import { namespaces as allNamespaces } from '../features/locale/resources';

const SRC = path.resolve(__dirname, '..');
const PART_DEFINITION = path.join(SRC, 'features/navigation/preloadablePart.tsx');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'test' ? [] : sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

function resolveModule(from: string, request: string): string | null {
  if (!request.startsWith('.')) return null;
  const base = path.resolve(path.dirname(from), request);
  for (const candidate of [base, `${base}.tsx`, `${base}.ts`, path.join(base, 'index.ts')]) {
    if (/\.tsx?$/.test(candidate) && existsSync(candidate)) return candidate;
  }
  return null;
}

/** A part as the code declares it: where, the module its importer loads, the namespaces named. */
interface PartDeclaration {
  file: string;
  module: string;
  namespaces: string[];
}

const PART_CALL =
  /preloadablePart(?:<[^>(]*>)?\(\s*\(\)\s*=>\s*import\(\s*(?:\/\*[\s\S]*?\*\/\s*)*'([^']+)'\s*,?\s*\)\s*(?:,\s*\[([^\]]*)\])?\s*,?\s*\)/g;

function partDeclarations(): PartDeclaration[] {
  return sourceFiles(SRC)
    .filter((file) => file !== PART_DEFINITION)
    .flatMap((file) => {
      const source = readFileSync(file, 'utf8');
      const calls = (source.match(/preloadablePart(?:<[^>(]*>)?\(/g) ?? []).length;
      const found = [...source.matchAll(PART_CALL)].map((match) => {
        const module = resolveModule(file, match[1]);
        if (!module) throw new Error(`${file}: cannot resolve the part's module ${match[1]}`);
        const namespaces = [...(match[2] ?? '').matchAll(/'([^']+)'/g)].map((ns) => ns[1]);
        return { file, module, namespaces };
      });
      // a part written another way would escape this test
      if (found.length !== calls)
        throw new Error(`${file}: ${calls} preloadablePart calls, ${found.length} understood`);
      return found;
    });
}

/** The part modules: the walk of another part stops at their importer. */
const partModules = (parts: readonly PartDeclaration[]) =>
  new Set(parts.map((part) => part.module));

/** Relative imports of a module: static and `eager` ones, and lazy ones unless they load a part. */
function importsOf(file: string, source: string, parts: ReadonlySet<string>): string[] {
  const requests: string[] = [];
  for (const match of source.matchAll(
    /^\s*(import|export)\s+(type\s+)?([^'";]*?from\s+)?'([^']+)'/gm,
  )) {
    if (match[2]) continue; // type-only: no code, no texts
    requests.push(match[4]);
  }
  for (const match of source.matchAll(
    /import\(\s*((?:\/\*[\s\S]*?\*\/\s*)*)'([^']+)'\s*,?\s*\)/g,
  )) {
    const target = resolveModule(file, match[2]);
    const eager = /webpackMode:\s*"eager"/.test(match[1]);
    if (target && (eager || !parts.has(target))) requests.push(match[2]);
  }
  return requests
    .map((request) => resolveModule(file, request))
    .filter((module): module is string => module !== null);
}

/** A string constant of the module (`const NAME = 'value'`), to read useTranslation(NAME). */
function constantOf(source: string, name: string): string | undefined {
  return new RegExp(`const\\s+${name}\\s*=\\s*'([^']+)'`).exec(source)?.[1];
}

const known = new Set<string>(allNamespaces);

/** The namespaces a module reads texts from. */
function namespacesRead(file: string, source: string): string[] {
  const read: string[] = [];
  const value = (token: string): string => {
    const literal = /^'([^']+)'$/.exec(token.trim());
    if (literal) return literal[1];
    const constant = constantOf(source, token.trim());
    if (constant === undefined) throw new Error(`${file}: cannot read the namespace ${token}`);
    return constant;
  };
  for (const match of source.matchAll(/useTranslation\(\s*([^),]*)/g)) {
    const argument = match[1].trim();
    if (argument === '') read.push('common');
    else if (argument.startsWith('['))
      read.push(...[...argument.matchAll(/'([^']+)'/g)].map((ns) => ns[1]));
    else read.push(value(argument));
  }
  for (const match of source.matchAll(/\bns:\s*([A-Za-z_]\w*|'[^']+')/g))
    read.push(value(match[1]));
  for (const match of source.matchAll(/['`]([a-z]+):[\w.]+['`]/g))
    if (known.has(match[1])) read.push(match[1]);
  return read;
}

/** Every namespace read by `entry` and what it imports, with the module that reads it. */
function textsOfGraph(entry: string, parts: ReadonlySet<string>): Map<string, string> {
  const read = new Map<string, string>();
  const seen = new Set<string>();
  const queue = [entry];
  while (queue.length > 0) {
    const file = queue.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    const source = readFileSync(file, 'utf8');
    for (const ns of namespacesRead(file, source)) if (!read.has(ns)) read.set(ns, file);
    queue.push(...importsOf(file, source, parts));
  }
  return read;
}

const core = new Set<string>(CORE_NAMESPACES);
const relative = (file: string) => path.relative(SRC, file);

const missing = (read: Map<string, string>, declared: readonly string[]) =>
  [...read]
    .filter(([ns]) => !core.has(ns) && !declared.includes(ns))
    .map(([ns, file]) => `${ns} (read in ${relative(file)})`);

describe('every part loads the texts its code reads', () => {
  const parts = partDeclarations();
  const modules = partModules(parts);

  it('finds the pages, the cart panel and the dialogs', () => {
    const names = parts.map((part) => relative(part.module));
    expect(names).toEqual(
      expect.arrayContaining([
        'features/checkout/CheckoutPage.tsx',
        'features/checkout/OrderStatusPage.tsx',
        'features/order/cart/CartPanel.tsx',
        'features/personalisation/PersonalisationDialog.tsx',
        'features/customisation/CustomisationDialog.tsx',
      ]),
    );
  });

  it.each(parts.map((part) => [relative(part.module), part] as const))(
    '%s: every namespace it reads is core or declared',
    (_name, part) => {
      for (const ns of part.namespaces) expect(known.has(ns)).toBe(true);
      expect(missing(textsOfGraph(part.module, modules), part.namespaces)).toEqual([]);
    },
  );

  it('the main bundle reads core namespaces only', () => {
    expect(missing(textsOfGraph(path.join(SRC, 'index.tsx'), modules), [])).toEqual([]);
  });

  it('sees a namespace the code reads without declaring it', () => {
    // the checkout page shows the cart panel's pieces (items, vouchers, insurance, totals)
    const checkout = parts.find((part) => part.module.endsWith('checkout/CheckoutPage.tsx'))!;
    const read = textsOfGraph(checkout.module, modules);
    expect(read.has('cart')).toBe(true);
    expect(missing(read, ['checkout', 'forms'])).toEqual([
      expect.stringMatching(/^cart \(read in features\/order\/cart\//),
    ]);
  });
});
