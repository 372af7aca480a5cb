import { MAIN_CONTENT_ID } from '../../components/mainContent';

/**
 * The head's first tag on every page the server renders: the browser paints the page only once its
 * <main> is parsed whole (`<link rel=expect blocking=render>`, Chromium 124+; others ignore it).
 *
 * Without it Chromium painted a page whose parser had yielded halfway: the header's cart button
 * without its text, the consent banner with its title alone, a row of cards with one card; the
 * rest of the markup grew them in the next frame, and the page moved under the visitor's eyes
 * (layout shifts up to 0.22 on a phone, docs/decisions/server-rendering.md). The footer and the
 * data block may come after the first paint: nothing above them moves when they do.
 */
export const FIRST_PAINT_WHOLE = `<link rel="expect" href="#${MAIN_CONTENT_ID}" blocking="render">`;
