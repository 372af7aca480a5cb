/**
 * Third-party scripts (tags, pixels, the chat widget) as <script async> in the head, each URL at
 * most once. Nothing here runs before the visitor's consent: the callers decide when to load.
 */

export type ScriptLoader = (src: string) => Promise<void>;

const MARK = 'data-billett-third-party';
const loading = new Map<string, Promise<void>>();

const scriptsFor = (src: string) =>
  [...document.querySelectorAll<HTMLScriptElement>(`script[${MARK}]`)].filter(
    (script) => script.getAttribute('src') === src,
  );

/** Load a script once; a failed load rejects and may be tried again later. */
export const loadScript: ScriptLoader = (src) => {
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
