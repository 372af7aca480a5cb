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
