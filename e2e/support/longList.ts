/**
 * A long category for the browser journeys: the demo shop has none, so the long-list project's
 * server adds one main category of LONG_LIST_PLACEMENTS placements (DEMO_BIG_CATEGORY, as the
 * benchmark makes it: server/demoFixture/bigCategory.ts, copies of the shop's own visible,
 * unseated placements, each linking to a real article with real variants and prices). The server
 * renders it as it renders every page.
 */
export { BIG_CATEGORY_ID } from '../../server/demoFixture/bigCategory';

/** how many placements the long category of the long-list project holds */
export const LONG_LIST_PLACEMENTS = 2000;
