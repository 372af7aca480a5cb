/**
 * Where the router is navigating to right now, so a page chunk that fails to load can reload
 * the browser at that address (spec section 4: chunk load error -> reload at the target path).
 */
let target: string | null = null;

export function navigationStarted(path: string | null): void {
  target = path;
}

/** The path being navigated to, else the current address. */
export function navigationTargetPath(): string {
  return target ?? `${window.location.pathname}${window.location.search}${window.location.hash}`;
}
