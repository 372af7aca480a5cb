import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import express, { Router, type Response } from 'express';
import { LANGUAGES } from '../../../src/lib/languages';

export const TRACKING_COLLECT_PATH = '/stand-ins/tracking/collect';
export const TRACKING_COLLECTED_PATH = '/stand-ins/tracking/collected';

/** The stand-in scripts: served path -> file beside this one (server/standIns/tracking/). */
export const TRACKING_SCRIPTS: Readonly<Record<string, string>> = {
  '/stand-ins/tracking/gtag.js': 'gtag.js',
  '/stand-ins/tracking/meta-pixel.js': 'meta-pixel.js',
  '/stand-ins/tracking/tiktok-pixel.js': 'tiktok-pixel.js',
  '/stand-ins/chat/widget.js': 'chat-widget.js',
};

const SCRIPT_DIR = __dirname;
/** What every stand-in shares (its recorder): served in front of each, see trackingStandInScript. */
const PRELUDE_FILE = 'prelude.js';
/** the most entries kept; older ones are dropped first */
const MAX_ENTRIES = 5000;
const CHAT_REGIONS = ['eu', 'us', 'au'];

/**
 * A stand-in as it is served: the shared prelude (prelude.js: standInRecorder, standInCopy) in
 * front of the stand-in's own file, both inside one function, so the prelude's helpers are the
 * stand-in's and not globals of the page. Read on every request, like the files themselves.
 */
export function trackingStandInScript(file: string): string {
  const prelude = readFileSync(join(SCRIPT_DIR, PRELUDE_FILE), 'utf8');
  const standIn = readFileSync(join(SCRIPT_DIR, file), 'utf8');
  return `(function () {\n${prelude}\n${standIn}\n})();\n`;
}

/** What the stand-ins were sent, in arrival order, with the time the server got it. */
export interface CollectedEntry {
  provider?: string;
  kind?: string;
  receivedAt: number;
  [field: string]: unknown;
}

/**
 * The stand-ins for the analytics tag, the two ad pixels and the support chat (DESIGN "Offline
 * stand-ins"): their scripts, the endpoint they record to (POST /stand-ins/tracking/collect,
 * kept in memory, per demo server), GET /stand-ins/tracking/collected for tests (DELETE empties
 * it), and the chat's regional API bases (POST /stand-ins/chat/api/{eu|us|au}/messenger/web/ping).
 */
export function trackingStandIns(): Router {
  const router = Router();
  const collected: CollectedEntry[] = [];

  const sendScript = (res: Response, file: string) => {
    res
      .type('application/javascript')
      .set('Cache-Control', 'no-cache')
      .send(trackingStandInScript(file));
  };
  for (const [path, file] of Object.entries(TRACKING_SCRIPTS))
    router.get(path, (_req, res) => sendScript(res, file));

  router.post(
    TRACKING_COLLECT_PATH,
    express.json({ limit: '256kb', type: () => true }),
    (req, res) => {
      const body: unknown = req.body;
      if (body === null || typeof body !== 'object' || Array.isArray(body)) {
        res.status(400).type('text').send('an entry is a JSON object');
        return;
      }
      collected.push({ ...(body as Record<string, unknown>), receivedAt: Date.now() });
      if (collected.length > MAX_ENTRIES) collected.splice(0, collected.length - MAX_ENTRIES);
      res.status(204).end();
    },
  );
  router.get(TRACKING_COLLECTED_PATH, (_req, res) => {
    res.set('Cache-Control', 'no-store').json({ entries: collected });
  });
  router.delete(TRACKING_COLLECTED_PATH, (_req, res) => {
    collected.length = 0;
    res.status(204).end();
  });

  // the Messenger's ping on boot, on its workspace's regional API base (Intercom: api_base)
  router.post(
    '/stand-ins/chat/api/:region/messenger/web/ping',
    express.urlencoded({ extended: false }),
    (req, res) => {
      const region = String(req.params.region).toLowerCase();
      if (!CHAT_REGIONS.includes(region)) {
        res.status(404).json({ error: 'unknown region' });
        return;
      }
      const body = (req.body ?? {}) as { app_id?: unknown };
      const appId = typeof body.app_id === 'string' ? body.app_id : '';
      res
        .set('Cache-Control', 'no-store')
        .json({ region: region.toUpperCase(), app_id: appId, languages: LANGUAGES });
    },
  );

  return router;
}
