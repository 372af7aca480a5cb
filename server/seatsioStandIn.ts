import { join } from 'node:path';
import { Router } from 'express';
import type { LocalisedText, Placement, Shop } from '../src/api/types';
import type { SeatMap } from './fixture';
import { sweepExpired } from './reservation';
import type { ShopState } from './state';

/** Where the storefront loads the chart script from (config/site.ts seatsChartJsUrl). */
export const SEATSIO_CHART_JS_PATH = '/stand-ins/seatsio/chart.js';
/** The stand-in's event data, next to the script: `${SEATSIO_EVENTS_PATH}/<eventKey>.json`. */
export const SEATSIO_EVENTS_PATH = '/stand-ins/seatsio/events';

/** The chart script itself: plain browser JavaScript, served as it is. */
const CHART_SCRIPT_FILE = join(__dirname, 'stand-ins', 'seatsio', 'chart.js');
/** Its stylesheet, which the script links next to itself (the page's policy allows no inline style). */
const CHART_STYLESHEET_FILE = join(__dirname, 'stand-ins', 'seatsio', 'chart.css');

/** Seat colours per category, in the order the categories first appear (white text reads on each). */
const CATEGORY_COLOURS = ['#1f5f7a', '#8a4a14', '#5b3f8c', '#2e6b30'];

export interface StandInSeat {
  /** the seat label the shop API knows, e.g. 'A-1' */
  label: string;
  /** the seat's own number in its row, e.g. '1' */
  number: string;
  /** booked: some order that has not expired holds it */
  status: 'free' | 'booked';
}

export interface StandInRow {
  label: string;
  /** the seats.io category key (Variant.seatCategory) */
  category: string;
  seats: StandInSeat[];
}

export interface StandInCategory {
  key: string;
  label: LocalisedText;
  color: string;
}

/** What the chart script draws: the event's seat map and which seats are taken now. */
export interface StandInEvent {
  eventKey: string;
  chartKey: string;
  name: LocalisedText;
  categories: StandInCategory[];
  rows: StandInRow[];
}

/** The seat labels of a placement that an order holds (every order that has not expired). */
function heldLabels(state: ShopState, placementId: string): Set<string> {
  sweepExpired(state);
  const held = new Set<string>();
  for (const record of state.orders.values()) {
    if (record.status === 'expired') continue;
    for (const item of record.items) {
      if (item.placementId === placementId && item.seatLabel) held.add(item.seatLabel);
    }
  }
  return held;
}

/**
 * A category's name in each language, taken from the first variant that prices it:
 * 'Kategorie 1 · Erwachsene' names category 'Kategorie 1'. The key when no variant says more.
 */
function categoryLabel(shop: Shop, placement: Placement, key: string): LocalisedText {
  const variant = shop.variants.find(
    (candidate) => placement.variantIds.includes(candidate.id) && candidate.seatCategory === key,
  );
  const label: LocalisedText = {};
  for (const [lang, text] of Object.entries(variant?.label ?? {})) {
    const name = text.split(' · ')[0].trim();
    if (name) label[lang as keyof LocalisedText] = name;
  }
  return Object.keys(label).length > 0 ? label : { de: key };
}

function eventOf(
  state: ShopState,
  map: SeatMap,
  placement: Placement,
  eventKey: string,
): StandInEvent {
  const { shop } = state.catalog.fixture;
  const held = heldLabels(state, placement.id);
  const keys = [...new Set(map.rows.map((row) => row.category))];
  const chart = shop.seatingCharts.find(
    (candidate) => candidate.seatingChartId === map.seatingChartId,
  );
  return {
    eventKey,
    chartKey: map.seatingChartId,
    name: chart?.name ?? {},
    categories: keys.map((key, index) => ({
      key,
      label: categoryLabel(shop, placement, key),
      color: CATEGORY_COLOURS[index % CATEGORY_COLOURS.length],
    })),
    rows: map.rows.map((row) => ({
      label: row.row,
      category: row.category,
      seats: Array.from({ length: row.seats }, (_, index) => {
        const label = `${row.row}-${index + 1}`;
        return { label, number: String(index + 1), status: held.has(label) ? 'booked' : 'free' };
      }),
    })),
  };
}

/** The stand-in event of a seats.io event key, or undefined when no seated placement has it. */
export function standInEvent(state: ShopState, eventKey: string): StandInEvent | undefined {
  const { catalog } = state;
  const article = catalog.fixture.shop.articles.find(
    (candidate) => candidate.seatsio?.eventKey === eventKey,
  );
  if (!article) return undefined;
  for (const placement of catalog.fixture.shop.placements) {
    if (placement.articleId !== article.id) continue;
    const map = catalog.seatMap(placement.id);
    if (map) return eventOf(state, map, placement, eventKey);
  }
  return undefined;
}

/**
 * The seats.io stand-in (DESIGN.md, "Offline stand-ins"): the chart script that defines
 * window.seatsio.SeatingChart, and the event data it draws (seats held by orders are booked).
 */
export function seatsioStandIn(state: ShopState): Router {
  const router = Router();
  router.get(SEATSIO_CHART_JS_PATH, (_req, res) => {
    res.type('application/javascript').set('Cache-Control', 'no-cache').sendFile(CHART_SCRIPT_FILE);
  });
  router.get(SEATSIO_CHART_JS_PATH.replace(/\.js$/, '.css'), (_req, res) => {
    res.type('text/css').set('Cache-Control', 'no-cache').sendFile(CHART_STYLESHEET_FILE);
  });
  router.get(`${SEATSIO_EVENTS_PATH}/:eventKey.json`, (req, res) => {
    const event = standInEvent(state, String(req.params.eventKey));
    res.set('Cache-Control', 'no-store');
    if (!event) {
      res.status(404).json({ errors: [{ detail: `Unknown event ${req.params.eventKey}` }] });
      return;
    }
    res.json(event);
  });
  return router;
}
