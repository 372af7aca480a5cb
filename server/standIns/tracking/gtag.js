/*
 * Stand-in for the analytics tag (gtag.js), served by the demo server. It reads the page's
 * dataLayer the way the real tag does (the entries queued before it loaded, then every new push)
 * and RECORDS what it is sent instead of sending it anywhere: each command goes to
 * window.__trackingLog and is POSTed to /stand-ins/tracking/collect (GET .../collected reads them).
 * Like the real tag it keeps a _ga cookie, once analytics storage is granted.
 */
(function () {
  'use strict';
  if (window.__gtagStandIn) return;
  window.__gtagStandIn = true;

  var record = standInRecorder('analytics'); // prelude.js
  var copy = standInCopy;
  var consent = {};
  var configured = [];

  function keepCookie() {
    if (consent.analytics_storage !== 'granted' || configured.length === 0) return;
    if (/(?:^|;\s*)_ga=/.test(document.cookie)) return;
    var id = Math.floor(Math.random() * 1e9) + '.' + Math.floor(Date.now() / 1000);
    document.cookie = '_ga=GA1.1.' + id + '; max-age=63072000; path=/; SameSite=Lax';
  }

  function handle(args) {
    var command = args[0];
    if (command === 'js' || command === 'set') return;
    if (command === 'consent') {
      var values = args[2] || {};
      for (var key in values) if (key !== 'wait_for_update') consent[key] = values[key];
      record({ kind: 'consent', action: args[1], params: copy(values) });
      keepCookie();
      return;
    }
    if (command === 'config') {
      configured.push(args[1]);
      record({ kind: 'config', id: args[1], params: copy(args[2] || {}) });
      keepCookie();
      return;
    }
    if (command === 'event') {
      var params = args[2] || {};
      record({
        kind: 'event',
        id: params.send_to,
        name: args[1],
        params: copy(params),
        consent: copy(consent),
      });
    }
  }

  function take(entry) {
    // gtag() queues its `arguments`; GTM-style plain objects are not commands
    if (entry && typeof entry.length === 'number' && typeof entry[0] === 'string')
      handle(Array.prototype.slice.call(entry));
  }

  var dataLayer = (window.dataLayer = window.dataLayer || []);
  for (var i = 0; i < dataLayer.length; i += 1) take(dataLayer[i]);
  var push = dataLayer.push;
  dataLayer.push = function () {
    var result = push.apply(dataLayer, arguments);
    for (var j = 0; j < arguments.length; j += 1) take(arguments[j]);
    return result;
  };
  if (typeof window.gtag !== 'function') {
    window.gtag = function () {
      dataLayer.push(arguments);
    };
  }
})();
