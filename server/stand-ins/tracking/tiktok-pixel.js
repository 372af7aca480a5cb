/*
 * Stand-in for the TikTok pixel (events.js), served by the demo server. It takes over the page's
 * ttq stub the way the real script does (the pixels registered with ttq.load, the calls queued on
 * ttq and on each ttq.instance(id)) and RECORDS what it is sent: each call goes to
 * window.__trackingLog and is POSTed to /stand-ins/tracking/collect.
 * Like the real pixel it keeps a _ttp cookie once a pixel is loaded.
 */
(function () {
  'use strict';
  if (window.__tiktokPixelStandIn) return;
  window.__tiktokPixelStandIn = true;

  var record = standInRecorder('tiktokPixel'); // prelude.js
  var copy = standInCopy;
  var METHODS = ['page', 'track', 'identify', 'instances', 'debug', 'on', 'off', 'once', 'ready',
    'alias', 'group', 'enableCookie', 'disableCookie', 'holdConsent', 'revokeConsent', 'grantConsent'];
  var CONSENT = ['holdConsent', 'revokeConsent', 'grantConsent'];
  var consent = 'granted';
  var instances = {};

  function keepCookie() {
    if (consent !== 'granted' || /(?:^|;\s*)_ttp=/.test(document.cookie)) return;
    var id = Math.random().toString(36).slice(2) + Date.now().toString(36);
    document.cookie = '_ttp=' + id + '; max-age=33696000; path=/; SameSite=Lax';
  }

  function setConsent(method) {
    consent = method === 'grantConsent' ? 'granted' : method === 'revokeConsent' ? 'revoked' : 'held';
    record({ kind: 'consent', action: method });
    keepCookie();
  }

  function handle(id, method, args) {
    if (CONSENT.indexOf(method) >= 0) return setConsent(method);
    if (method === 'track') {
      record({ kind: 'event', id: id, name: args[0], params: copy(args[1] || {}),
        options: copy(args[2] || {}), consent: consent });
    } else if (method === 'page') {
      record({ kind: 'event', id: id, name: 'Pageview', params: copy(args[0] || {}), consent: consent });
    } else {
      record({ kind: 'call', id: id, method: method, args: copy(args) });
    }
  }

  function instance(id) {
    if (instances[id]) return instances[id];
    var made = {};
    METHODS.forEach(function (method) {
      made[method] = function () {
        handle(id, method, Array.prototype.slice.call(arguments));
      };
    });
    instances[id] = made;
    record({ kind: 'init', id: id });
    keepCookie();
    return made;
  }

  var ttq = window.ttq;
  if (!ttq) ttq = window.ttq = [];
  var stubs = ttq._i || {};
  var globalQueue = Array.prototype.slice.call(ttq);
  ttq.length = 0;

  ttq.instance = instance;
  ttq.load = function (id) {
    instance(id);
  };
  METHODS.forEach(function (method) {
    ttq[method] = function () {
      var args = Array.prototype.slice.call(arguments);
      if (CONSENT.indexOf(method) >= 0) return setConsent(method);
      Object.keys(instances).forEach(function (id) {
        handle(id, method, args);
      });
    };
  });

  Object.keys(stubs).forEach(function (id) {
    instance(id);
    var queued = Array.prototype.slice.call(stubs[id]);
    for (var i = 0; i < queued.length; i += 1) handle(id, queued[i][0], queued[i].slice(1));
  });
  ttq._i = instances;
  for (var g = 0; g < globalQueue.length; g += 1) {
    var call = globalQueue[g];
    if (call && typeof ttq[call[0]] === 'function') ttq[call[0]].apply(ttq, call.slice(1));
  }
})();
