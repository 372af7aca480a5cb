/**
 * The programme's search and filter code (programmeSearch.ts), a chunk of its own: loaded once,
 * when first wanted, and at hand at once after that. A page whose address holds filters needs it
 * before its first render, on the server and before the browser hydrates (prepareProgramme): the
 * programme then shows the filtered list from the start, also to a visitor without JavaScript.
 */
import type * as ProgrammeSearchModule from './programmeSearch';
import { reloadOnChunkError } from '../freshness/chunkReload';
import { navigationTargetPath } from '../freshness/navigationTarget';
import { hasFilters, readFilters } from './programmeFilters';

export type ProgrammeSearch = typeof ProgrammeSearchModule;

let search: Promise<ProgrammeSearch> | null = null;
/** the code once it has come (code, the same for every visitor: a server keeps it) */
let searchCode: ProgrammeSearch | null = null;

export const loadSearch = (): Promise<ProgrammeSearch> =>
  (search ??= reloadOnChunkError(
    () => import(/* webpackChunkName: "programme-search" */ './programmeSearch'),
    navigationTargetPath,
  ).then(
    (module) => (searchCode = module),
    (error: unknown) => {
      search = null; // a later search tries again
      throw error;
    },
  ));

/** The code when it has come, else null. */
export const loadedSearchCode = (): ProgrammeSearch | null => searchCode;

/** What an address (`search`, '?…') needs before its first render: the code when it holds filters. */
export function prepareProgramme(search: string): Promise<unknown> | null {
  return hasFilters(readFilters(new URLSearchParams(search))) ? loadSearch() : null;
}
