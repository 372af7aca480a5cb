/**
 * Loads icons in the Iconify API's JSON shape: GET {base}/{prefix}.json?icons=a,b.
 * The bases are tried in order (the demo server's '/icons' first, the public service
 * 'https://api.iconify.design' as the production fallback; config decides). Names asked for in the
 * same tick are fetched together; each icon is cached, failures too. A failure is only logged
 * (spec section 8): the caller gets null and shows an empty space. Framework-free.
 */
import type { ExtendedIconifyAlias, ExtendedIconifyIcon, IconifyJSON } from '@iconify/types';
import { safeSvgBody } from './safeSvg';

/** Icon fetch timeout (spec section 9). */
export const ICON_FETCH_TIMEOUT_MS = 1500;
export const LOCAL_ICON_BASE = '/icons';
export const PUBLIC_ICON_BASE = 'https://api.iconify.design';

/** An icon ready to draw: the SVG body (transformations applied) and its view box. */
export interface IconData {
  /** the drawing only, safe to put into an <svg> (createIconLoader keeps it so: safeSvg.ts) */
  body: string;
  left: number;
  top: number;
  width: number;
  height: number;
}

export interface IconLogger {
  warn(message: string, ...details: unknown[]): void;
}

export interface IconLoaderOptions {
  /** tried in order until one answers with the icon */
  bases: readonly string[];
  timeoutMs?: number;
  fetch?: typeof fetch;
  logger?: IconLogger;
}

export interface IconLoader {
  /** the icon, or null when it cannot be had; never rejects */
  load(prefix: string, name: string): Promise<IconData | null>;
  /** the cached answer: the icon, null for a known failure, undefined when not (yet) known */
  peek(prefix: string, name: string): IconData | null | undefined;
}

const NAME_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export function isValidIconName(value: string): boolean {
  return NAME_PATTERN.test(value);
}

/** Iconify's rules for flips and quarter turns (as in @iconify/utils iconToSVG), applied to a body. */
function applyTransformations(
  body: string,
  box: { left: number; top: number; width: number; height: number },
  hFlip: boolean,
  vFlip: boolean,
  rotate: number,
): IconData {
  const transformations: string[] = [];
  let rotation = rotate;
  let { left, top, width, height } = box;
  if (hFlip) {
    if (vFlip) {
      rotation += 2;
    } else {
      transformations.push(`translate(${width + left} ${0 - top})`, 'scale(-1 1)');
      top = 0;
      left = 0;
    }
  } else if (vFlip) {
    transformations.push(`translate(${0 - left} ${height + top})`, 'scale(1 -1)');
    top = 0;
    left = 0;
  }
  rotation = ((rotation % 4) + 4) % 4;
  if (rotation === 1) {
    const centre = height / 2 + top;
    transformations.unshift(`rotate(90 ${centre} ${centre})`);
  } else if (rotation === 2) {
    transformations.unshift(`rotate(180 ${width / 2 + left} ${height / 2 + top})`);
  } else if (rotation === 3) {
    const centre = width / 2 + left;
    transformations.unshift(`rotate(-90 ${centre} ${centre})`);
  }
  if (rotation % 2 === 1) {
    [left, top] = [top, left];
    [width, height] = [height, width];
  }
  const wrapped = transformations.length
    ? `<g transform="${transformations.join(' ')}">${body}</g>`
    : body;
  return { body: wrapped, left, top, width, height };
}

/** One icon out of an Iconify JSON answer, following aliases; null when it is not in there. */
export function resolveIcon(data: IconifyJSON, name: string): IconData | null {
  const chain: ExtendedIconifyAlias[] = [];
  let current = name;
  let icon: ExtendedIconifyIcon | undefined;
  for (let depth = 0; depth < 6; depth += 1) {
    icon = data.icons?.[current];
    if (icon) break;
    const alias = data.aliases?.[current];
    if (!alias) return null;
    chain.push(alias);
    current = alias.parent;
  }
  if (!icon || typeof icon.body !== 'string') return null;
  // the closest definition wins for dimensions; flips and turns add up along the chain
  const pick = (key: 'left' | 'top' | 'width' | 'height', fallback: number): number => {
    for (const alias of chain) {
      const value = alias[key];
      if (typeof value === 'number') return value;
    }
    const own = icon[key] ?? data[key];
    return typeof own === 'number' ? own : fallback;
  };
  let hFlip = Boolean(icon.hFlip);
  let vFlip = Boolean(icon.vFlip);
  let rotate = icon.rotate ?? 0;
  for (const alias of chain) {
    if (alias.hFlip) hFlip = !hFlip;
    if (alias.vFlip) vFlip = !vFlip;
    rotate += alias.rotate ?? 0;
  }
  return applyTransformations(
    icon.body,
    {
      left: pick('left', 0),
      top: pick('top', 0),
      width: pick('width', 16),
      height: pick('height', 16),
    },
    hFlip,
    vFlip,
    rotate,
  );
}

interface Pending {
  resolve: (icon: IconData | null) => void;
}

export function createIconLoader(options: IconLoaderOptions): IconLoader {
  const { bases, timeoutMs = ICON_FETCH_TIMEOUT_MS, logger = console } = options;
  const doFetch =
    options.fetch ?? ((...args: Parameters<typeof fetch>) => globalThis.fetch(...args));
  const cache = new Map<string, IconData | null>();
  const inFlight = new Map<string, Promise<IconData | null>>();
  /** names waiting for this tick's request, per prefix */
  const queue = new Map<string, Map<string, Pending[]>>();
  let scheduled = false;

  const keyOf = (prefix: string, name: string) => `${prefix}:${name}`;

  async function fetchFrom(base: string, prefix: string, names: string[]): Promise<IconifyJSON> {
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), timeoutMs);
    try {
      const url = `${base.replace(/\/$/, '')}/${prefix}.json?icons=${names.join(',')}`;
      const response = await doFetch(url, { signal: controller.signal });
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      const data = (await response.json()) as IconifyJSON;
      if (!data || typeof data !== 'object') throw new Error('not an icon set');
      return data;
    } catch (error) {
      if (controller.signal.aborted) throw new Error(`no answer within ${timeoutMs} ms`);
      throw error;
    } finally {
      clearTimeout(timer);
    }
  }

  async function fetchBatch(
    prefix: string,
    names: string[],
  ): Promise<Map<string, IconData | null>> {
    const found = new Map<string, IconData | null>();
    let missing = names;
    const problems: string[] = [];
    for (const base of bases) {
      if (missing.length === 0) break;
      try {
        const data = await fetchFrom(base, prefix, missing);
        for (const name of missing) {
          const icon = resolveIcon(data, name);
          // the answer comes from an endpoint or a public service: only its drawing is kept
          const body = icon ? safeSvgBody(icon.body) : '';
          if (icon && body) found.set(name, { ...icon, body });
        }
        missing = missing.filter((name) => !found.has(name));
        if (missing.length) problems.push(`${base}: not found`);
      } catch (error) {
        problems.push(`${base}: ${error instanceof Error ? error.message : String(error)}`);
      }
    }
    for (const name of missing) found.set(name, null);
    if (missing.length) {
      logger.warn(
        `[icons] could not load ${missing.map((name) => keyOf(prefix, name)).join(', ')}`,
        problems,
      );
    }
    return found;
  }

  function flush() {
    scheduled = false;
    const batches = [...queue.entries()];
    queue.clear();
    for (const [prefix, waiting] of batches) {
      const names = [...waiting.keys()];
      void fetchBatch(prefix, names).then((result) => {
        for (const [name, pendings] of waiting) {
          const icon = result.get(name) ?? null;
          cache.set(keyOf(prefix, name), icon);
          inFlight.delete(keyOf(prefix, name));
          for (const pending of pendings) pending.resolve(icon);
        }
      });
    }
  }

  return {
    peek(prefix, name) {
      return cache.get(keyOf(prefix, name));
    },
    load(prefix, name) {
      const key = keyOf(prefix, name);
      if (cache.has(key)) return Promise.resolve(cache.get(key) ?? null);
      const running = inFlight.get(key);
      if (running) return running;
      if (!isValidIconName(prefix) || !isValidIconName(name) || bases.length === 0) {
        logger.warn(
          `[icons] cannot load '${key}'`,
          bases.length === 0 ? 'no icon source' : 'invalid name',
        );
        cache.set(key, null);
        return Promise.resolve(null);
      }
      const promise = new Promise<IconData | null>((resolve) => {
        let waiting = queue.get(prefix);
        if (!waiting) {
          waiting = new Map();
          queue.set(prefix, waiting);
        }
        waiting.set(name, [...(waiting.get(name) ?? []), { resolve }]);
      });
      inFlight.set(key, promise);
      if (!scheduled) {
        scheduled = true;
        queueMicrotask(flush);
      }
      return promise;
    },
  };
}
