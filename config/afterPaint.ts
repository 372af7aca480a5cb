/**
 * A rendered page's scripts run after its first paint (docs/decisions/paint-before-scripts.md):
 * the build's entry that runs them, and the mark the server puts on the preloads it names.
 */
/** the webpack entry (src/afterPaintEntry.ts), first in the build's index.html */
export const AFTER_PAINT_ENTRY = 'after-paint';
/**
 * the id of the page's list of the scripts the after-paint script runs, a JSON array of their
 * addresses in a `<script type="application/json">` (never run, fetches nothing)
 */
export const PAGE_SCRIPTS_ID = 'billett-scripts';
/** set on `<html>` once the scripts have been started, so a second start does nothing */
export const SCRIPTS_RUN_MARK = 'data-scripts-run';
/**
 * dispatched on `document` once React has hydrated the page (src/app/AppProviders.tsx): the
 * after-paint script then gives back the clicks it held (src/afterPaint.ts, holdEarlyClicks)
 */
export const PAGE_HYDRATED_EVENT = 'billett:page-hydrated';
