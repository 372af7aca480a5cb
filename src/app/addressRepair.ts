/**
 * An address the router cannot represent is repaired before the router reads it: encoded tabs
 * and line breaks in the path (%09, %0A, %0D, as a link broken across lines in an e-mail has
 * them) are dropped, as browsers drop raw ones. React Router decodes the path and parses pieces of
 * it again as URLs, and the URL parser drops those characters: '/%0A/x' is read as '//x', 'x' as
 * a host, and one that is no host name ('/%09/a%20b') throws while rendering, above every error
 * boundary: a blank screen (found by the route fuzz test).
 */
const DROPPED_ESCAPES = /%0[9ad]/gi;

/** The path without encoded tabs and line breaks. */
export const repairedPath = (pathname: string): string => pathname.replace(DROPPED_ESCAPES, '');

/** Replaces the window's address (no navigation) when its path needs repair. */
export function repairAddress(view: Window = window): void {
  const { origin, pathname, search, hash } = view.location;
  const repaired = repairedPath(pathname);
  if (repaired === pathname) return;
  // the whole address: a path alone starting '//' would be read as another host
  view.history.replaceState(view.history.state, '', `${origin}${repaired}${search}${hash}`);
}
