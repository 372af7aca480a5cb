/**
 * Intl's output written the same on the server and in the browser. ICU versions differ in the
 * spaces they put into a formatted text: Node 20's ICU 78 writes thin spaces (U+2009) around a
 * range's dash and some write narrow no-break spaces (U+202F) before a time's AM/PM, where
 * Chromium writes plain spaces (it patches them back for the web's sake). A page rendered on the
 * server and hydrated in the browser must hold the same characters, so both become plain spaces.
 * Framework-free.
 */
const ICU_SPACES = /[\u2009\u202f]/g;

export const sameOnServerAndBrowser = (text: string): string => text.replace(ICU_SPACES, ' ');
