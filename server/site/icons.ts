/**
 * The local icon endpoint, in the shape of the Iconify API: GET /icons/{prefix}.json?icons=a,b
 * answers only the icons asked for (with the aliases they need) out of the installed icon sets.
 * The storefront's icon loader asks here first, the public icon service only as a fallback.
 */
import express, { type Router } from 'express';
import type { IconifyJSON } from '@iconify/types';
import { icons as mdi } from '@iconify-json/mdi';

/** Icons change only with a dependency update: a day in every cache is safe. */
export const ICON_CACHE_CONTROL = 'public, max-age=86400';
const MAX_ICONS_PER_REQUEST = 200;
const NAME_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

const installedSets: Record<string, IconifyJSON> = { mdi };

/** Dimension defaults a partial set must carry along (as @iconify/utils' propsToCopy). */
const SET_PROPS = ['left', 'top', 'width', 'height', 'provider'] as const;

/**
 * The part of an icon set that holds `names`, following aliases to their parents; names it lacks
 * are listed in not_found. Same answer as @iconify/utils' getIcons(set, names, true): that package
 * ships as ES modules only, which this project's jest does not load, so its few lines live here
 * (icons.test.ts compares both on real data).
 */
export function pickIcons(set: IconifyJSON, names: readonly string[]): IconifyJSON {
  const icons: IconifyJSON['icons'] = Object.create(null);
  const aliases: NonNullable<IconifyJSON['aliases']> = Object.create(null);
  const result: IconifyJSON = { prefix: set.prefix, icons };
  if (set.lastModified) result.lastModified = set.lastModified;
  const sourceAliases = set.aliases ?? {};
  const notFound: string[] = [];
  let hasAliases = false;

  const add = (name: string, seen: Set<string>): boolean => {
    if (name in icons || name in aliases) return true;
    if (Object.hasOwn(set.icons, name)) {
      icons[name] = { ...set.icons[name] };
      return true;
    }
    const alias = Object.hasOwn(sourceAliases, name) ? sourceAliases[name] : undefined;
    if (!alias || seen.has(name)) return false;
    seen.add(name);
    if (!add(alias.parent, seen)) return false;
    aliases[name] = { ...alias };
    hasAliases = true;
    return true;
  };

  for (const name of names) {
    if (!add(name, new Set()) && !notFound.includes(name)) notFound.push(name);
  }
  if (hasAliases) result.aliases = aliases;
  for (const prop of SET_PROPS) {
    if (prop in set) (result as unknown as Record<string, unknown>)[prop] = set[prop];
  }
  if (notFound.length) result.not_found = notFound;
  return result;
}

/** The icons query parameter as a clean list of names, or null when it is unusable. */
function requestedNames(query: unknown): string[] | null {
  if (typeof query !== 'string') return null;
  const names = [
    ...new Set(
      query
        .split(',')
        .map((name) => name.trim())
        .filter(Boolean),
    ),
  ];
  if (names.length === 0 || names.length > MAX_ICONS_PER_REQUEST) return null;
  return names.every((name) => NAME_PATTERN.test(name)) ? names : null;
}

export function createIconRouter(sets: Record<string, IconifyJSON> = installedSets): Router {
  const router = express.Router();
  router.get('/icons/:prefix.json', (request, response) => {
    const set = Object.hasOwn(sets, request.params.prefix)
      ? sets[request.params.prefix]
      : undefined;
    if (!set) {
      response.status(404).json({ error: 'unknown icon set', prefix: request.params.prefix });
      return;
    }
    const names = requestedNames(request.query.icons);
    if (!names) {
      response
        .status(400)
        .json({ error: `icons must list 1 to ${MAX_ICONS_PER_REQUEST} icon names` });
      return;
    }
    response.set('Cache-Control', ICON_CACHE_CONTROL).json(pickIcons(set, names));
  });
  return router;
}
