/**
 * The hostile shop's recorder (DEMO_FIXTURE=hostile): a 'beacon' probe that ever runs requests
 * GET /xss-hit?id=<probe id>; the hit is kept, with the text the probe was placed in, and logged.
 * GET /xss-hit/log answers every hit so far, so a journey can prove that none ran anywhere —
 * also on pages it did not watch (the hosted payment page, an iframe).
 */
import { Router } from 'express';
import type { XssProbe } from '../demoFixture/fixture';
import { XSS_HIT_PATH } from '../demoFixture/xssCorpus';

export const XSS_HIT_LOG_PATH = `${XSS_HIT_PATH}/log`;

export interface XssHit {
  /** the id the request named, as sent */
  id: string;
  /** where that probe was placed, when the id is one of the shop's */
  path: string | null;
  payload: string | null;
  /** the page that ran it (Referer), when the browser said */
  page: string | null;
  at: string;
}

/** At most this many hits are kept; a page that runs a probe in a loop cannot fill the memory. */
const MAX_HITS = 1000;

export function xssHitRoutes(probes: readonly XssProbe[]): Router {
  const byId = new Map(probes.map((probe) => [String(probe.id), probe]));
  const hits: XssHit[] = [];
  const router = Router();

  router.get(XSS_HIT_LOG_PATH, (_req, res) => {
    res.set('Cache-Control', 'no-store').json({ hits });
  });

  router.all(XSS_HIT_PATH, (req, res) => {
    const id = typeof req.query.id === 'string' ? req.query.id.slice(0, 40) : '';
    const probe = byId.get(id);
    const hit: XssHit = {
      id,
      path: probe?.path ?? null,
      payload: probe?.payload ?? null,
      page: req.get('referer') ?? null,
      at: new Date().toISOString(),
    };
    if (hits.length < MAX_HITS) hits.push(hit);
    console.warn(`[hostile shop] XSS probe ${id} ran: ${hit.path ?? 'unknown text'}`);
    res.set('Cache-Control', 'no-store').status(204).end();
  });

  return router;
}
