/*
 * Stand-in for the TikTok pixel (events.js), served by the demo server. TikTok's base code loads
 * events.js once per pixel, as `events.js?sdkid=<pixel id>&lib=ttq`, after `ttq.load(id)` has kept
 * the pixel's bookkeeping on the page's ttq stub (ttq._i[id] its call queue with _u the script URL,
 * ttq._t[id] the load time, ttq._o[id] its options). Like the real script, each load sets up the
 * pixel its sdkid names: it takes over ttq (ttq.instance(id), ttq.page/track/… for every pixel) and
 * replays what was queued, on ttq and on the pixel's instance. It RECORDS what it is sent: each call
 * goes to window.__trackingLog and is POSTed to /stand-ins/tracking/collect. Like the real pixel it
 * keeps a _ttp cookie once a pixel is set up.
 */
(function () {
  'use strict';
  var script = document.currentScript;
  var sdkid = null;
  try {
    sdkid = new URL(script ? script.src : location.href).searchParams.get('sdkid');
  } catch (error) {
    sdkid = null;
  }

  var state = window.__tiktokPixelStandIn;
  if (!state) {
    state = window.__tiktokPixelStandIn = {
      record: standInRecorder('tiktokPixel'), // prelude.js
      consent: 'granted',
      instances: {},
      pixels: {},
    };
  }
  var record = state.record;
  var copy = standInCopy;
  var METHODS = ['page', 'track', 'identify', 'instances', 'debug', 'on', 'off', 'once', 'ready',
    'alias', 'group', 'enableCookie', 'disableCookie', 'holdConsent', 'revokeConsent', 'grantConsent'];
  var CONSENT = ['holdConsent', 'revokeConsent', 'grantConsent'];

  function keepCookie() {
    if (state.consent !== 'granted' || /(?:^|;\s*)_ttp=/.test(document.cookie)) return;
    var id = Math.random().toString(36).slice(2) + Date.now().toString(36);
    document.cookie = '_ttp=' + id + '; max-age=33696000; path=/; SameSite=Lax';
  }

  function setConsent(method) {
    state.consent = method === 'grantConsent' ? 'granted' : method === 'revokeConsent' ? 'revoked' : 'held';
    record({ kind: 'consent', action: method });
    keepCookie();
  }

  function handle(id, method, args) {
    if (CONSENT.indexOf(method) >= 0) return setConsent(method);
    if (method === 'track') {
      record({ kind: 'event', id: id, name: args[0], params: copy(args[1] || {}),
        options: copy(args[2] || {}), consent: state.consent });
    } else if (method === 'page') {
      record({ kind: 'event', id: id, name: 'Pageview', params: copy(args[0] || {}), consent: state.consent });
    } else {
      record({ kind: 'call', id: id, method: method, args: copy(args) });
    }
  }

  /** A pixel's live instance: its methods go to the recorder from now on. */
  function instance(id) {
    if (state.instances[id]) return state.instances[id];
    var made = [];
    METHODS.forEach(function (method) {
      made[method] = function () {
        handle(id, method, Array.prototype.slice.call(arguments));
      };
    });
    state.instances[id] = made;
    return made;
  }

  /** Sets up the pixel `id` (as its own events.js?sdkid=id does), replaying its queued calls. */
  function setUp(ttq, id) {
    var stub = (ttq._i && ttq._i[id]) || [];
    if (!state.pixels[id]) {
      state.pixels[id] = true;
      record({ kind: 'init', id: id, sdkid: sdkid, scriptUrl: stub._u || null,
        options: copy((ttq._o && ttq._o[id]) || {}), loadedAt: (ttq._t && ttq._t[id]) || null });
      keepCookie();
    }
    var live = instance(id);
    var queued = Array.prototype.slice.call(stub);
    for (var i = 0; i < queued.length; i += 1) handle(id, queued[i][0], queued[i].slice(1));
    if (ttq._i) ttq._i[id] = live;
  }

  var ttq = window.ttq;
  if (!ttq) ttq = window.ttq = [];
  if (!ttq.__standIn) {
    ttq.__standIn = true;
    ttq.instance = instance;
    METHODS.forEach(function (method) {
      ttq[method] = function () {
        var args = Array.prototype.slice.call(arguments);
        if (CONSENT.indexOf(method) >= 0) return setConsent(method);
        Object.keys(state.pixels).forEach(function (id) {
          handle(id, method, args);
        });
      };
    });
  }

  // the pixel this load is for; without an sdkid (an older loader) every pixel ttq.load kept
  var ids = sdkid ? [sdkid] : Object.keys(ttq._i || {});
  ids.forEach(function (id) {
    setUp(ttq, id);
  });
  // calls queued on ttq itself go to every pixel set up so far
  var globalQueue = Array.prototype.slice.call(ttq);
  ttq.length = 0;
  for (var g = 0; g < globalQueue.length; g += 1) {
    var call = globalQueue[g];
    if (call && typeof ttq[call[0]] === 'function') ttq[call[0]].apply(ttq, call.slice(1));
  }
})();
