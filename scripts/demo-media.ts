/**
 * npm run demo:media: renders every file of the demo shop's posters into the render cache
 * (node_modules/.cache/billett-demo-media), so no visitor waits for an encoder. The demo server
 * renders a missing file when it is first asked for; this only does it ahead.
 */
import { renderAll, MEDIA_CACHE_DIR } from '../server/demoMedia/renderMedia';

const started = performance.now();
renderAll()
  .then(({ files, rendered }) => {
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    console.log(
      `demo media: ${rendered} of ${files} files rendered in ${seconds} s (${MEDIA_CACHE_DIR})`,
    );
  })
  .catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
