/**
 * What Redux DevTools may see: access tokens, CSRF values, e-mail addresses, personal values and
 * form data are replaced with '[redacted]'. The real state and actions are untouched.
 * The rules live in ONE module, tools/debug/redaction.ts, shared with the action recorder
 * (so an exported action log and the DevTools show the same redacted story).
 */
import { redactAction, redactState, REDACTED } from './redaction';

export { REDACTED };

export const stateSanitizer = <S>(state: S): S => redactState(state);
export const actionSanitizer = <A>(action: A): A => redactAction(action);
