import { join } from 'node:path';
import express, { Router, type Request, type Response } from 'express';
import { chartScript } from './chartScript';
import type { LocalisedText, Placement, Shop } from '../../../src/api/types';
import type { SeatMap } from '../../demoFixture/fixture';
import { sweepExpired } from '../../shopState/reservation';
import {
  ObjectStatusError,
  type ObjectRequest,
  type ObjectStatus,
} from '../../shopState/seatsioObjects';
import type { ShopState } from '../../shopState/state';

/** Where the storefront loads the chart script from (config/site.ts seatsChartJsUrl). */
export const SEATSIO_CHART_JS_PATH = '/stand-ins/seatsio/chart.js';
/** The stand-in's event data, next to the script: `${SEATSIO_EVENTS_PATH}/<eventKey>.json`. */
export const SEATSIO_EVENTS_PATH = '/stand-ins/seatsio/events';
/**
 * The stand-in's REST API, next to the script, with seats.io's paths (api-{region}.seatsio.net):
 * hold-tokens/{token}, events/{eventKey}/actions/hold and /release. The chart calls it as the real
 * chart calls seats.io when it holds a seat in a session.
 */
export const SEATSIO_API_PATH = '/stand-ins/seatsio/api';

/** Its stylesheet, which the script links next to itself (the page's policy allows no inline style). */
const CHART_STYLESHEET_FILE = join(__dirname, 'chart.css');

/** Seat colours per category, in the order the categories first appear (white text reads on each). */
const CATEGORY_COLOURS = ['#1f5f7a', '#8a4a14', '#5b3f8c', '#2e6b30'];

export interface StandInSeat {
  /** the seat label the shop API knows, e.g. 'A-1' */
  label: string;
  /** the seat's own number in its row, e.g. '1' */
  number: string;
  /** seats.io's object status for the event */
  status: ObjectStatus;
  /** held with the hold token the chart asked with (its own seats, re-selected on render) */
  heldWithToken?: true;
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
  holdToken: string | undefined,
): StandInEvent {
  const { shop } = state.catalog.fixture;
  sweepExpired(state);
  const taken = new Map(state.seatsio.notFree(eventKey).map((info) => [info.label, info]));
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
        const info = taken.get(label);
        const seat: StandInSeat = {
          label,
          number: String(index + 1),
          status: info?.status ?? 'free',
        };
        if (holdToken && info?.status === 'reservedByToken' && info.holdToken === holdToken)
          seat.heldWithToken = true;
        return seat;
      }),
    })),
  };
}

/**
 * The stand-in event of a seats.io event key, or undefined when no seated placement has it; the
 * seats held with `holdToken` are marked.
 */
export function standInEvent(
  state: ShopState,
  eventKey: string,
  holdToken?: string,
): StandInEvent | undefined {
  const { catalog } = state;
  const article = catalog.fixture.shop.articles.find(
    (candidate) => candidate.seatsio?.eventKey === eventKey,
  );
  if (!article) return undefined;
  for (const placement of catalog.fixture.shop.placements) {
    if (placement.articleId !== article.id) continue;
    const map = catalog.seatMap(placement.id);
    if (map) return eventOf(state, map, placement, eventKey, holdToken);
  }
  return undefined;
}

/** A status change seats.io refused: 400 with its error list. */
function refused(res: Response, error: ObjectStatusError): void {
  res.status(400).json({
    errors: [
      { code: 'ILLEGAL_STATUS_CHANGE', message: `${error.message}: ${error.labels.join(', ')}` },
    ],
    messages: [error.message],
  });
}

/** `{ objects, holdToken }` of a hold or release call, or null when malformed. */
function objectsCall(req: Request): { objects: ObjectRequest[]; holdToken: string } | null {
  const body = (req.body ?? {}) as { objects?: unknown; holdToken?: unknown };
  if (!Array.isArray(body.objects) || typeof body.holdToken !== 'string') return null;
  const objects = body.objects.filter(
    (object): object is ObjectRequest =>
      typeof object === 'string' ||
      (typeof object === 'object' && object !== null && typeof object.objectId === 'string'),
  );
  return objects.length === body.objects.length ? { objects, holdToken: body.holdToken } : null;
}

/**
 * The seats.io stand-in (DESIGN.md, "Offline stand-ins"): the chart script that defines
 * window.seatsio.SeatingChart (its parts in chart/, joined by chartScript.ts), the event data it
 * draws (each seat's status; those held with the chart's hold token marked) and the REST calls a
 * chart in a session makes: reading its hold token, holding and releasing seats. They work on
 * state.seatsio, which the demo shop API uses too.
 */
export function seatsioStandIn(state: ShopState): Router {
  const router = Router();
  router.get(SEATSIO_CHART_JS_PATH, (_req, res) => {
    res.type('application/javascript').set('Cache-Control', 'no-cache').send(chartScript());
  });
  router.get(SEATSIO_CHART_JS_PATH.replace(/\.js$/, '.css'), (_req, res) => {
    res.type('text/css').set('Cache-Control', 'no-cache').sendFile(CHART_STYLESHEET_FILE);
  });
  router.get(`${SEATSIO_EVENTS_PATH}/:eventKey.json`, (req, res) => {
    const holdToken = typeof req.query.holdToken === 'string' ? req.query.holdToken : undefined;
    const event = standInEvent(state, String(req.params.eventKey), holdToken);
    res.set('Cache-Control', 'no-store');
    if (!event) {
      res.status(404).json({ errors: [{ detail: `Unknown event ${req.params.eventKey}` }] });
      return;
    }
    res.json(event);
  });

  const api = Router();
  api.use(express.json({ limit: '64kb', type: () => true }));
  api.use((_req, res, next) => {
    res.set('Cache-Control', 'no-store');
    next();
  });
  api.post('/hold-tokens', (req, res) => {
    const minutes = (req.body as { expiresInMinutes?: unknown } | undefined)?.expiresInMinutes;
    res.json(state.seatsio.createHoldToken(typeof minutes === 'number' ? minutes : undefined));
  });
  api.get('/hold-tokens/:token', (req, res) => {
    sweepExpired(state);
    const token = state.seatsio.retrieveHoldToken(String(req.params.token));
    if (token) res.json(token);
    else
      res
        .status(404)
        .json({ errors: [{ code: 'HOLD_TOKEN_NOT_FOUND', message: 'Hold token not found' }] });
  });
  // seats.io's "change expiration date" (docs.seats.io/docs/api/change-expiration-date)
  api.post('/hold-tokens/:token', (req, res) => {
    const minutes = (req.body as { expiresInMinutes?: unknown } | undefined)?.expiresInMinutes;
    const token =
      typeof minutes === 'number'
        ? state.seatsio.expireInMinutes(String(req.params.token), minutes)
        : undefined;
    if (token) res.json(token);
    else
      res
        .status(typeof minutes === 'number' ? 404 : 400)
        .json({ errors: [{ code: 'HOLD_TOKEN_NOT_FOUND', message: 'Hold token not found' }] });
  });
  for (const action of ['hold', 'release'] as const) {
    api.post(`/events/:eventKey/actions/${action}`, (req, res) => {
      const call = objectsCall(req);
      const eventKey = String(req.params.eventKey);
      if (!call || !standInEvent(state, eventKey)) {
        res.status(400).json({
          errors: [{ code: 'INVALID_REQUEST', message: 'objects and holdToken are required' }],
        });
        return;
      }
      sweepExpired(state);
      try {
        state.seatsio[action](eventKey, call.objects, call.holdToken);
      } catch (error) {
        if (error instanceof ObjectStatusError) {
          refused(res, error);
          return;
        }
        throw error;
      }
      res.status(204).end();
    });
  }
  router.use(SEATSIO_API_PATH, api);
  return router;
}
