/*
 * Shared by the tracking and chat stand-ins. The demo server serves each stand-in with this
 * prelude in front, both inside one function (trackingStandInScript in trackingStandIns.ts beside
 * this file), so nothing here becomes a global of the page.
 *
 *   var record = standInRecorder('analytics');  // once, while the script runs (its own address)
 *   record({ kind: 'event', name: 'view_item' });
 *
 * record(entry) marks the entry with its provider, the time and the page, appends it to
 * window.__trackingLog and POSTs it to /stand-ins/tracking/collect on the server the script came
 * from (GET .../collected reads them). standInCopy(value) is a JSON copy of what the page passed,
 * so the log keeps what was sent even when the page changes its objects later.
 */
function standInRecorder(provider) {
  'use strict';
  var script = document.currentScript;
  var collectUrl = new URL('/stand-ins/tracking/collect', script ? script.src : location.href).href;
  return function record(entry) {
    entry.provider = provider;
    entry.at = Date.now();
    entry.page = location.pathname;
    (window.__trackingLog = window.__trackingLog || []).push(entry);
    try {
      fetch(collectUrl, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(entry),
        keepalive: true,
        credentials: 'same-origin',
      }).catch(function () {});
    } catch (error) {
      /* recording must never break the page */
    }
  };
}

function standInCopy(value) {
  'use strict';
  return value === undefined ? undefined : JSON.parse(JSON.stringify(value));
}
