/**
 * Which amount control of the page the visitor used last (a variant on a placement), so that
 * only its confirmation speaks: two confirmations of one basket would say the same twice.
 * View state of the page, as a component's own state would be, shared by its controls.
 */
type Listener = () => void;

let last: string | null = null;
const listeners = new Set<Listener>();

export const lastAmountChange = {
  get: (): string | null => last,
  set(key: string | null): void {
    if (key === last) return;
    last = key;
    for (const listener of listeners) listener();
  },
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};
