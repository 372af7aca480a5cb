/*
 * Stand-in for the analytics tag (gtag.js), served by the demo server. It reads the page's
 * dataLayer the way the real tag does (the entries queued before it loaded, then every new push)
 * and RECORDS what it is sent instead of sending it anywhere: each command goes to
 * window.__trackingLog and is POSTed to /stand-ins/tracking/collect (GET .../collected reads them).
 * Like the real tag it keeps a _ga cookie, once analytics storage is granted.
 *
 * Page views as Google documents them (developers.google.com/analytics/devguides/collection/ga4/
 * views): 'config' sends a page_view (page_location, page_title) unless send_page_view is false;
 * and when the data stream's enhanced measurement has "Page changes based on browser history
 * events" on, every history change (pushState, replaceState, popstate) that changes the address
 * sends one too, whatever send_page_view said. That stream setting is the stand-in's own
 * ?historyPageViews=1 (off here, as the storefront's shops must have it: docs/decisions/ga4-page-views.md).
 */
(function () {
  'use strict';
  if (window.__gtagStandIn) return;
  var self = {};
  window.__gtagStandIn = self;

  var record = standInRecorder('analytics'); // prelude.js
  var copy = standInCopy;
  var consent = {};
  var configured = [];
  var script = document.currentScript;
  var historyPageViews = /[?&]historyPageViews=1(?:&|$)/.test(script ? script.src : '');

  /** A page_view the tag sends by itself: `how` says which of Google's rules sent it. */
  function automaticPageView(id, how) {
    record({
      kind: 'event',
      id: id,
      name: 'page_view',
      automatic: how,
      params: { page_location: location.href, page_title: document.title },
      consent: copy(consent),
    });
  }

  // enhanced measurement: page changes based on browser history events
  var lastAddress = location.href;
  function historyChanged() {
    // (a page has one tag; a test that loads another ends this one)
    if (window.__gtagStandIn !== self) return;
    if (!historyPageViews || location.href === lastAddress) return;
    lastAddress = location.href;
    configured.forEach(function (id) { automaticPageView(id, 'history change'); });
  }
  var pageHistory = window.history;
  if (pageHistory && typeof window.addEventListener === 'function') {
    ['pushState', 'replaceState'].forEach(function (name) {
      var original = pageHistory[name];
      pageHistory[name] = function () {
        var result = original.apply(pageHistory, arguments);
        historyChanged();
        return result;
      };
    });
    window.addEventListener('popstate', historyChanged);
  }

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
      if ((args[2] || {}).send_page_view !== false) automaticPageView(args[1], 'config');
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
