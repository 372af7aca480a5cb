/** A saga channel that emits the time (Date.now()) every `intervalMs`; close() stops the interval. */
import { eventChannel, type EventChannel } from 'redux-saga';

export function tickChannel(intervalMs: number): EventChannel<number> {
  return eventChannel<number>((emit) => {
    const id = setInterval(() => emit(Date.now()), intervalMs);
    return () => clearInterval(id);
  });
}
