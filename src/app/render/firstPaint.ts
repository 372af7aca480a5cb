import { PAGE_DATA_ID } from './pageDataId';

/**
 * The head's first tag on every page the server renders: the browser paints the page only once its
 * whole markup (#root: header, main, footer) is parsed (`<link rel=expect blocking=render>`,
 * Chromium 124+; others ignore it). It names the data block that follows #root: Chromium ends the
 * wait when the named element is inserted, not when it is parsed whole (a cut document showed
 * it), so the block's JSON, which may be large, does not hold the paint back.
 *
 * Without it Chromium painted a page whose parser had yielded halfway: the header's cart button
 * without its text, the consent banner with its title alone, a row of cards with one card; the
 * rest of the markup grew them in the next frame, and the page moved under the visitor's eyes
 * (layout shifts up to 0.22 on a phone, docs/decisions/server-rendering.md). Waiting for <main>
 * was not enough: on a short page the footer stands at the bottom of the screen (the site is at
 * least a screen tall), and a footer painted half-parsed grew upwards when its last links came
 * (0.008 on a phone, a busy machine's CI run).
 */
export const FIRST_PAINT_WHOLE = `<link rel="expect" href="#${PAGE_DATA_ID}" blocking="render">`;
