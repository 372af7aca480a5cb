/**
 * When an action was dispatched, for the sagas that reckon with time. An action dispatched before
 * the sagas arrived (app/sagaSlot.ts) reaches them later: its time is noted as it is dispatched,
 * and a saga reads it here instead of taking the moment it sees the action (a reservation's end
 * counted from its answer's receipt; a tracked event's 100 ms wait from when it happened).
 */
const times = new WeakMap<object, number>();

export function noteDispatchTime(action: object, at: number): void {
  times.set(action, at);
}

/** When `action` was dispatched: noted for one that waited for the sagas, else now. */
export function dispatchedAt(action: object): number {
  return times.get(action) ?? Date.now();
}
