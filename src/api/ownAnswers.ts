/**
 * Failures a feature answers itself, so the shared error alert stays quiet about them (the
 * presale page shows a refused code under its field; the order status page shows the 404 page
 * for an unknown order). The feature says so where it owns the call, when its code loads: the
 * error saga (features/errors) sits below those features and never imports them, and the
 * registry sits in api/, below every feature that registers.
 */
import type { Action } from '@reduxjs/toolkit';

/** A failed call's action and its status (the HTTP status, or how it failed). */
export type OwnAnswer = (action: Action, status: unknown) => boolean;

const ownAnswers = new Set<OwnAnswer>();

/** A feature answers the failures `rule` picks itself (registered once, however often called). */
export function answersFailuresItself(rule: OwnAnswer): void {
  ownAnswers.add(rule);
}

/** Whether a feature whose code has loaded answers this failure itself. */
export function answeredByItsFeature(action: Action, status: unknown): boolean {
  for (const rule of ownAnswers) if (rule(action, status)) return true;
  return false;
}
