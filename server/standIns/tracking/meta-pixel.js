/*
 * Stand-in for the Meta pixel (fbevents.js), served by the demo server. It takes over the page's
 * fbq stub the way the real script does (fbq.callMethod, then the queued calls) and RECORDS what
 * it is sent: each call goes to window.__trackingLog and is POSTed to /stand-ins/tracking/collect.
 * Like the real pixel it keeps a _fbp cookie once a pixel is initialised.
 */
(function () {
  'use strict';
  if (window.__metaPixelStandIn) return;
  window.__metaPixelStandIn = true;

  var record = standInRecorder('metaPixel'); // prelude.js
  var copy = standInCopy;
  var pixels = [];
  var consent = 'granted';

  function keepCookie() {
    if (consent !== 'granted' || /(?:^|;\s*)_fbp=/.test(document.cookie)) return;
    var id = 'fb.1.' + Date.now() + '.' + Math.floor(Math.random() * 1e10);
    document.cookie = '_fbp=' + id + '; max-age=7776000; path=/; SameSite=Lax';
  }

  function event(id, name, params, options, custom) {
    record({
      kind: 'event',
      id: id,
      name: name,
      custom: custom,
      params: copy(params || {}),
      options: copy(options || {}),
      consent: consent,
    });
  }

  function handle(args) {
    var command = args[0];
    switch (command) {
      case 'init':
        if (pixels.indexOf(args[1]) < 0) pixels.push(args[1]);
        record({ kind: 'init', id: args[1] });
        keepCookie();
        break;
      case 'consent':
        consent = args[1] === 'revoke' ? 'revoked' : 'granted';
        record({ kind: 'consent', action: args[1] });
        keepCookie();
        break;
      case 'track':
      case 'trackCustom':
        for (var i = 0; i < pixels.length; i += 1)
          event(pixels[i], args[1], args[2], args[3], command === 'trackCustom');
        break;
      case 'trackSingle':
      case 'trackSingleCustom':
        event(args[1], args[2], args[3], args[4], command === 'trackSingleCustom');
        break;
      default:
        record({ kind: 'call', method: String(command), args: copy(args.slice(1)) });
    }
  }

  var fbq = window.fbq;
  if (typeof fbq !== 'function') {
    fbq = window.fbq = function () {
      if (fbq.callMethod) fbq.callMethod.apply(fbq, arguments);
      else fbq.queue.push(arguments);
    };
    fbq.push = fbq;
    fbq.loaded = true;
    fbq.version = '2.0';
    fbq.queue = [];
  }
  fbq.callMethod = function () {
    handle(Array.prototype.slice.call(arguments));
  };
  var queued = (fbq.queue || []).splice(0);
  for (var q = 0; q < queued.length; q += 1) handle(Array.prototype.slice.call(queued[q]));
})();
