const started = Date.now();

/** A progress line on stderr, with the seconds since the bench started. */
export function progress(message: string): void {
  const seconds = ((Date.now() - started) / 1000).toFixed(1).padStart(6);
  process.stderr.write(`[bench ${seconds} s] ${message}\n`);
}
