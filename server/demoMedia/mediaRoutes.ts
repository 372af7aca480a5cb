/**
 * GET /media/demo/<name>: the demo shop's poster files, as a shop's image CDN answers them. Only
 * the planned names are answered (anything else is a 404, never a path into the disk); each with
 * its own Content-Type and a year's immutable caching, since a name never changes its bytes.
 */
import { Router } from 'express';
import { MEDIA_PATH, plannedFileNamed } from './mediaPlan';
import { ensureFile, MEDIA_CACHE_DIR } from './renderMedia';

export const IMMUTABLE = 'public, max-age=31536000, immutable';

export function mediaRoutes(dir = MEDIA_CACHE_DIR): Router {
  const router = Router();
  router.get(`${MEDIA_PATH}:name`, async (req, res, next) => {
    const file = plannedFileNamed(req.params.name);
    if (!file) {
      res.status(404).type('text/plain').send('Not found');
      return;
    }
    try {
      const stored = await ensureFile(file, dir);
      res.sendFile(stored, {
        headers: { 'Content-Type': file.format.type, 'Cache-Control': IMMUTABLE },
        cacheControl: false,
        // the cache sits in node_modules/.cache
        dotfiles: 'allow',
        lastModified: false,
      });
    } catch (error) {
      next(error);
    }
  });
  return router;
}
