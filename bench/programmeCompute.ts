import { siteConfig } from '../config/site';
import type { DemoFixture } from '../server/demoFixture/fixture';
import { configureStore } from '@reduxjs/toolkit';
import { rootReducer } from '../src/app/store';
import { shopApi } from '../src/api/shopApi';
import { selectProgramme, programmeCards } from '../src/features/catalog/programme';
import { selectPlacementCards } from '../src/features/catalog/placementCards';
import { shopQuery } from '../src/features/shop/shopQuery';
import { BIG_CATEGORY_ID } from '../server/demoFixture/bigCategory';
import { median } from './median';

export interface ProgrammeComputeFigures {
  /** the programme's entries */
  entries: number;
  /** median ms: the programme from a new shop answer (indexes, sort, days), in Node */
  programmeMs: number;
  /** median ms: the first page of 60 cards of the programme made */
  firstCardsMs: number;
  /** median ms: the big category's card list and its first 60 cards */
  categoryCardsMs: number;
  runs: number;
}

const slug = siteConfig.shopSlug ?? 'demo';

/**
 * What the storefront computes from one shop answer of `fixture`, in Node on the real store and
 * selectors: each run puts the answer into a new store (as RTK Query does), then times the
 * memoised programme selector's first call (what the categories home pays once per answer), its
 * first page of cards, and the big category's first page of cards. Median of `runs`.
 */
export async function programmeCompute(
  fixture: DemoFixture,
  runs = 5,
): Promise<ProgrammeComputeFigures> {
  const programme: number[] = [];
  const first: number[] = [];
  const category: number[] = [];
  let entries = 0;
  for (let run = 0; run < runs; run += 1) {
    // the storefront's reducer and shop API, without its start: that needs a browser (consent)
    const store = configureStore({
      reducer: rootReducer,
      middleware: (defaults) => defaults().concat(shopApi.middleware),
    });
    await store.dispatch(
      shopQuery.util.upsertQueryData('getShop', slug, structuredClone(fixture.shop)),
    );
    const state = store.getState();
    let start = performance.now();
    const made = selectProgramme(state, 'de');
    programme.push(performance.now() - start);
    entries = made.entries.length;
    start = performance.now();
    programmeCards(made, made.entries).slice(0, 60);
    first.push(performance.now() - start);
    start = performance.now();
    selectPlacementCards(state, BIG_CATEGORY_ID, 'de').slice(0, 60);
    category.push(performance.now() - start);
  }
  return {
    entries,
    programmeMs: median(programme),
    firstCardsMs: median(first),
    categoryCardsMs: median(category),
    runs,
  };
}
