/**
 * A rendered page's scripts run after its first paint (docs/decisions/paint-before-scripts.md):
 * the build's entry that runs them, and the mark the server puts on the preloads it names.
 */
/** the webpack entry (src/afterPaintEntry.ts), first in the build's index.html */
export const AFTER_PAINT_ENTRY = 'after-paint';
/** the attribute on a `<link rel="preload" as="script">` the after-paint script runs */
export const AFTER_PAINT_MARK = 'data-after-paint';
/** set on `<html>` once the scripts have been started, so a second start does nothing */
export const SCRIPTS_RUN_MARK = 'data-scripts-run';
/**
 * dispatched on `document` once React has hydrated the page (src/app/AppProviders.tsx): the
 * after-paint script then gives back the clicks it held (src/afterPaint.ts, holdEarlyClicks)
 */
export const PAGE_HYDRATED_EVENT = 'billett:page-hydrated';
