import type { RequestHandler } from 'express';
import type { BuildInfo } from '../../src/api/types';

export const BUILD_INFO_PATH = '/builds/latest.json';

/** GET /builds/latest.json: the id of the build being served, never cached. */
export function latestBuild(buildId: string): RequestHandler {
  return (_req, res) => {
    const body: BuildInfo = { id: buildId };
    res.set('Cache-Control', 'no-store').json(body);
  };
}
