import { chromium } from '@playwright/test';
import { gzipSync } from 'node:zlib';
const paths = process.argv.slice(2);
(async () => {
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
  for (const path of paths) {
    const page = await browser.newPage();
    const files: Promise<[string, number]>[] = [];
    page.on('response', (r) => {
      if (r.request().resourceType() === 'script')
        files.push(r.body().then((b) => [new URL(r.url()).pathname, gzipSync(b, { level: 9 }).length]));
    });
    await page.goto('http://127.0.0.1:8099' + path);
    await page.waitForTimeout(900);
    const all = await Promise.all(files);
    console.log(path, (all.reduce((a, [, n]) => a + n, 0) / 1024).toFixed(1));
    for (const [f, n] of all) console.log('  ', (n / 1024).toFixed(1), f);
    await page.close();
  }
  await browser.close();
})();
