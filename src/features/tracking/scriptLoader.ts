/**
 * Third-party scripts (tags, pixels, the chat widget) as <script async> in the head, each URL at
 * most once. Nothing here runs before the visitor's consent: the callers decide when to load.
 * The URLs come from the shop's configuration (the server): only an http(s) address or a
 * relative one on the page's own origin becomes a script; anything else (javascript:, data:,
 * blob:, a protocol-relative //host) is refused.
 */

export type ScriptLoader = (src: string) => Promise<void>;

const MARK = 'data-billett-third-party';
const loading = new Map<string, Promise<void>>();

const scriptsFor = (src: string) =>
  [...document.querySelectorAll<HTMLScriptElement>(`script[${MARK}]`)].filter(
    (script) => script.getAttribute('src') === src,
  );

const WEB_PROTOCOLS: ReadonlySet<string> = new Set(['http:', 'https:']);

/**
 * Whether `src` may become a script: an absolute http(s) URL, or a relative one that stays on
 * the page's origin (`/stand-ins/x.js`, `x.js`; not `//elsewhere.example/x.js`, which takes the
 * page's protocol to another host). Parsed as the browser parses a script's src, so leading
 * spaces, tabs in the scheme or backslashes do not slip past.
 */
export function isScriptAddressAllowed(src: string, page: string = document.baseURI): boolean {
  if (src.trim() === '') return false; // would be the page itself
  let absolute: URL | null = null;
  try {
    absolute = new URL(src);
  } catch {
    absolute = null; // no scheme: relative
  }
  if (absolute) return WEB_PROTOCOLS.has(absolute.protocol);
  try {
    const resolved = new URL(src, page);
    return WEB_PROTOCOLS.has(resolved.protocol) && resolved.origin === new URL(page).origin;
  } catch {
    return false;
  }
}

/**
 * Load a script once; a failed load rejects and may be tried again later. An address that is not
 * allowed (isScriptAddressAllowed) rejects at once and puts nothing on the page.
 */
export const loadScript: ScriptLoader = (src) => {
  if (!isScriptAddressAllowed(src)) {
    return Promise.reject(
      new Error(`The script address ${src.slice(0, 80)} is refused (only http(s) or this site)`),
    );
  }
  const pending = loading.get(src);
  if (pending) return pending;
  const promise = new Promise<void>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = src;
    script.async = true;
    script.setAttribute(MARK, '');
    script.addEventListener('load', () => resolve());
    script.addEventListener('error', () => {
      loading.delete(src);
      script.remove();
      reject(new Error(`The script ${src} could not be loaded`));
    });
    document.head.appendChild(script);
  });
  loading.set(src, promise);
  return promise;
};

/** Take a script's element out of the page (what it already set up stays, see its own shutdown). */
export function removeScript(src: string): void {
  loading.delete(src);
  for (const script of scriptsFor(src)) script.remove();
}
