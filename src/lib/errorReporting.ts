/**
 * The error-reporting hook. Code that meets an error worth reporting calls
 * reportError; where the reports go is decided once, at boot (setErrorReporter).
 */

export type ErrorReporter = (error: unknown, context: Record<string, unknown>) => void;

const consoleReporter: ErrorReporter = (error, context) => {
  console.error('[billett]', error, context);
};

let reporter: ErrorReporter = consoleReporter;

/** Replace the reporter; returns the previous one, so a test can put it back. */
export function setErrorReporter(next: ErrorReporter): ErrorReporter {
  const previous = reporter;
  reporter = next;
  return previous;
}

/** Send an error to the reporter. A failing reporter never breaks the caller. */
export function reportError(error: unknown, context: Record<string, unknown> = {}): void {
  try {
    reporter(error, context);
  } catch (reporterFailure) {
    console.error('[billett] error reporter failed', reporterFailure);
  }
}

const reported = new WeakSet<object>();

/**
 * reportError, once per thrown error: what shows an error (an error page) may render and run its
 * effects again for the same one (a re-render, StrictMode's second run in development, a remount),
 * which is not a new occurrence. Errors that are not objects cannot be told apart: each call reports.
 */
export function reportErrorOnce(error: unknown, context: Record<string, unknown> = {}): void {
  if (typeof error === 'object' && error !== null) {
    if (reported.has(error)) return;
    reported.add(error);
  }
  reportError(error, context);
}
