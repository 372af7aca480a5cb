/**
 * Page visibility, framework-free: call back when the page becomes visible again after it was
 * hidden (another tab, a minimised window, a locked phone). Returns the unsubscribe function,
 * so it can back an event channel directly.
 */
export type Visibility = 'visible' | 'hidden';

export function currentVisibility(doc: Document = document): Visibility {
  return doc.visibilityState === 'hidden' ? 'hidden' : 'visible';
}

/** Every visibility change, as 'visible' or 'hidden'. */
export function onVisibilityChange(
  listener: (visibility: Visibility) => void,
  doc: Document = document,
): () => void {
  const handle = () => listener(currentVisibility(doc));
  doc.addEventListener('visibilitychange', handle);
  return () => doc.removeEventListener('visibilitychange', handle);
}

/** Only the return: hidden first, then visible again (a repeated 'visible' does not count). */
export function onVisibleAgain(listener: () => void, doc: Document = document): () => void {
  let hidden = currentVisibility(doc) === 'hidden';
  return onVisibilityChange((visibility) => {
    if (visibility === 'hidden') hidden = true;
    else if (hidden) {
      hidden = false;
      listener();
    }
  }, doc);
}
