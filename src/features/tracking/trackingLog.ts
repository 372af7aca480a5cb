/** A tracking failure is logged only, never shown (spec sections 7 and 8). */
export function logTrackingFailure(what: string, error: unknown): void {
  console.warn(`[tracking] ${what} failed`, error);
}
