/** The id of the page's data block (pageData.ts): alone, for the early script, which carries little. */
export const PAGE_DATA_ID = 'billett-page';
