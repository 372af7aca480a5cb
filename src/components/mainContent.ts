/**
 * The id of every layout's <main>: the skip link's target, where focus goes back to when a dialog
 * closes, and the element the server's page waits for before its first paint (a page is shown
 * only once its main content is parsed whole: server/site/pageDocument.ts).
 */
export const MAIN_CONTENT_ID = 'main';
