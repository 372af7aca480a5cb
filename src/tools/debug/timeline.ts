/**
 * A log as a readable timeline: one line per action (`#seq  +m:ss.mmm  what happened`), shop API
 * calls told as calls (asked, answered, failed), runs of the same action (the reservation's
 * ticks) folded into one line.
 */
import { isLogRecord, PAGE_LEFT, STORE_CREATED, type LoggedAction } from './actionLog';

const API_THUNK = /^(\w+)\/(executeQuery|executeMutation)\/(pending|fulfilled|rejected)$/;
const MAX_DETAIL = 110;

type Plain = Record<string, unknown>;
const isObject = (value: unknown): value is Plain =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A short, single-line rendering of a value. */
export function brief(value: unknown, max = MAX_DETAIL): string {
  let text: string;
  if (value === undefined) text = '';
  else if (typeof value === 'string') text = JSON.stringify(value);
  else if (isObject(value))
    text = Object.entries(value)
      .filter(([, entry]) => entry !== undefined)
      .map(
        ([key, entry]) =>
          `${key}=${typeof entry === 'object' && entry !== null ? JSON.stringify(entry) : String(entry)}`,
      )
      .join(' ');
  else text = JSON.stringify(value) ?? String(value);
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}

function describeApiCall(action: LoggedAction, match: RegExpExecArray): string {
  const [, reducerPath, kind, phase] = match;
  const arg = isObject(action.meta) && isObject(action.meta.arg) ? action.meta.arg : {};
  const endpoint = typeof arg.endpointName === 'string' ? arg.endpointName : '?';
  const args = arg.originalArgs === undefined ? '' : brief(arg.originalArgs, 60);
  const call = `${reducerPath} ${endpoint}(${args})`;
  const verb = kind === 'executeQuery' ? 'asked' : 'sent';
  if (phase === 'pending') return `${call} ${verb}`;
  if (phase === 'fulfilled') {
    const payload = action.payload;
    const id = isObject(payload) && typeof payload.id === 'string' ? ` id=${payload.id}` : '';
    return `${call} answered${id}`;
  }
  if (isObject(action.meta) && action.meta.condition === true)
    return `${call} skipped (in the cache or under way)`;
  const payload = isObject(action.payload) ? action.payload : {};
  const status = payload.status ?? (isObject(action.error) ? action.error.name : undefined);
  const message = typeof payload.message === 'string' ? ` ${JSON.stringify(payload.message)}` : '';
  return `${call} failed${status === undefined ? '' : ` (${String(status)})`}${message}`;
}

/** One action in words. */
export function describeAction(action: LoggedAction): string {
  if (action.type === STORE_CREATED) {
    const state =
      isObject(action.payload) && isObject(action.payload.state) ? action.payload.state : {};
    const locale = isObject(state.locale) ? ` (language ${String(state.locale.lang)})` : '';
    return `── the page loaded: a new store${locale} ──`;
  }
  if (action.type === PAGE_LEFT) return '── the page was left: its state recorded for the check ──';
  const apiCall = API_THUNK.exec(action.type);
  if (apiCall) return describeApiCall(action, apiCall);
  if (action.type.endsWith('/config/middlewareRegistered'))
    return `${action.type} (the API's middleware is running)`;
  if (action.type.endsWith('/internalSubscriptions/subscriptionsUpdated'))
    return `${action.type} (who uses which cached answer)`;
  if (action.type.endsWith('/queries/cacheEntriesUpserted') && Array.isArray(action.payload)) {
    const entries = action.payload.map((entry: unknown) => {
      const query =
        isObject(entry) && isObject(entry.queryDescription) ? entry.queryDescription : {};
      return `${String(query.endpointName)}(${query.originalArgs === undefined ? '' : brief(query.originalArgs, 40)})`;
    });
    return `${action.type.split('/')[0]} cache written: ${entries.join(', ')}`;
  }
  const detail = brief(action.payload);
  const failed = action.error === undefined ? '' : ' (failed)';
  return detail === '' ? `${action.type}${failed}` : `${action.type}${failed}  ${detail}`;
}

const pad = (value: number, width: number) => String(value).padStart(width, '0');

/** `+m:ss.mmm` after the start. */
export function elapsed(ms: number): string {
  const sign = ms < 0 ? '-' : '+';
  const total = Math.abs(Math.round(ms));
  const minutes = Math.floor(total / 60000);
  return `${sign}${minutes}:${pad(Math.floor(total / 1000) % 60, 2)}.${pad(total % 1000, 3)}`;
}

/** The timeline's lines; consecutive actions of the same type (not API calls) are folded. */
export function timelineLines(
  actions: readonly LoggedAction[],
  startTime = actions[0]?.time ?? 0,
): string[] {
  const lines: string[] = [];
  const seqWidth = String(actions[actions.length - 1]?.seq ?? 0).length;
  const line = (action: LoggedAction, text: string) =>
    `#${String(action.seq).padStart(seqWidth)}  ${elapsed(action.time - startTime)}  ${text}`;
  for (let i = 0; i < actions.length;) {
    const first = actions[i];
    let j = i + 1;
    const foldable = !isLogRecord(first.type) && !API_THUNK.test(first.type);
    while (foldable && j < actions.length && actions[j].type === first.type) j += 1;
    const run = j - i;
    if (run >= 3) {
      const last = actions[j - 1];
      const from = brief(first.payload, 30);
      const to = brief(last.payload, 30);
      const range = from === to || (from === '' && to === '') ? '' : `  ${from} → ${to}`;
      lines.push(
        line(first, `${first.type} ×${run} until ${elapsed(last.time - startTime)}${range}`),
      );
    } else {
      for (let k = i; k < j; k += 1) lines.push(line(actions[k], describeAction(actions[k])));
    }
    i = j;
  }
  return lines;
}
