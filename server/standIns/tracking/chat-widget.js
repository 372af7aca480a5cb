/*
 * Stand-in for Intercom's Messenger widget (https://widget.intercom.io/widget/<app_id>), served by
 * the demo server as /stand-ins/chat/widget.js. Like the real widget it takes over Intercom's
 * documented command queue: the page's window.Intercom stub (calls queued in Intercom.q) is
 * replaced by a function, and the queued calls are run in order. Commands
 * (developers.intercom.com, "Javascript API: Methods"):
 *   Intercom('boot', { app_id, api_base, alignment: 'left' | 'right', language_override,
 *     vertical_padding, horizontal_padding (px, default 20: "Customizing the Messenger"), … })
 *   Intercom('update', { alignment, language_override, vertical_padding, horizontal_padding, … })
 *   Intercom('shutdown'), Intercom('show'), Intercom('hide'), Intercom('onShow' | 'onHide', fn),
 *   Intercom('reattach_activator'), Intercom('getVisitorId')
 * boot without settings reads window.intercomSettings. The launcher is a real button (named,
 * aria-expanded) in a complementary landmark pinned to the bottom corner of `alignment`; it opens a
 * small non-modal panel that Escape closes. On boot it pings the workspace's API base as the real
 * Messenger does (POST {api_base}/messenger/web/ping with app_id) and, like the tracking stand-ins,
 * RECORDS boot, update and shutdown in window.__trackingLog and at /stand-ins/tracking/collect.
 */
(function () {
  'use strict';
  if (typeof window.Intercom === 'function' && window.Intercom.standIn) return;

  var script = document.currentScript;
  var base = script ? script.src : location.href;
  var record = standInRecorder('chat'); // prelude.js
  var TEXTS = {
    de: { region: 'Support-Chat', open: 'Chat mit dem Support', close: 'Chat schliessen',
      title: 'Support-Chat', body: 'Dies ist die Demo des Support-Chats. Nachrichten werden nicht versendet.' },
    en: { region: 'Support chat', open: 'Chat with support', close: 'Close chat',
      title: 'Support chat', body: 'This is the demo support chat. Messages are not sent anywhere.' },
    fr: { region: 'Chat d’assistance', open: 'Discuter avec l’assistance', close: 'Fermer le chat',
      title: 'Chat d’assistance', body: 'Ceci est la démo du chat d’assistance. Aucun message n’est envoyé.' },
    it: { region: 'Chat di assistenza', open: 'Chatta con l’assistenza', close: 'Chiudi la chat',
      title: 'Chat di assistenza', body: 'Questa è la demo della chat di assistenza. Nessun messaggio viene inviato.' },
  };
  var root = null;
  var current = null;

  function css(element, styles) {
    for (var name in styles) element.style[name] = styles[name];
  }

  function padding(value) {
    return typeof value === 'number' && isFinite(value) && value >= 0 ? value : 20;
  }

  function render(config) {
    var texts = TEXTS[config.language] || TEXTS.en;
    var side = config.alignment === 'left' ? 'left' : 'right';
    var aside = document.createElement('aside');
    aside.setAttribute('data-support-chat', side);
    aside.setAttribute('aria-label', texts.region);
    aside.lang = TEXTS[config.language] ? config.language : 'en';
    // Intercom's vertical_padding and horizontal_padding: the launcher's distance from the
    // window's bottom and side, 20 px unless the page says otherwise
    var vertical = padding(config.verticalPadding);
    var horizontal = padding(config.horizontalPadding);
    css(aside, { position: 'fixed', bottom: vertical + 'px', zIndex: '850', display: 'flex',
      flexDirection: 'column', alignItems: side === 'left' ? 'flex-start' : 'flex-end', gap: '8px',
      fontFamily: 'system-ui, sans-serif', maxWidth: 'calc(100vw - ' + 2 * horizontal + 'px)' });
    aside.style[side] = horizontal + 'px';

    var panel = document.createElement('div');
    panel.id = 'support-chat-panel';
    panel.setAttribute('role', 'dialog');
    panel.setAttribute('aria-labelledby', 'support-chat-title');
    panel.hidden = true;
    css(panel, { background: '#ffffff', color: '#1b1f24', border: '1px solid #5b6270',
      borderRadius: '16px', padding: '16px', width: '18rem', maxWidth: '100%',
      boxShadow: '0 6px 20px rgba(0, 0, 0, 0.2)' });
    var title = document.createElement('h2');
    title.id = 'support-chat-title';
    title.textContent = texts.title;
    css(title, { fontSize: '1.125rem', margin: '0 0 8px' });
    var body = document.createElement('p');
    body.textContent = texts.body;
    css(body, { margin: '0 0 12px' });
    var close = document.createElement('button');
    close.type = 'button';
    close.textContent = texts.close;
    css(close, { minHeight: '44px', padding: '0 16px', borderRadius: '8px', border: '2px solid #1f4e8c',
      background: '#ffffff', color: '#1f4e8c', font: 'inherit', fontWeight: '600', cursor: 'pointer' });
    panel.appendChild(title);
    panel.appendChild(body);
    panel.appendChild(close);

    var launcher = document.createElement('button');
    launcher.type = 'button';
    launcher.textContent = texts.open;
    launcher.setAttribute('aria-expanded', 'false');
    launcher.setAttribute('aria-controls', panel.id);
    css(launcher, { minHeight: '48px', padding: '0 20px', borderRadius: '24px', border: '0',
      background: '#1f4e8c', color: '#ffffff', font: 'inherit', fontWeight: '600', cursor: 'pointer',
      boxShadow: '0 6px 20px rgba(0, 0, 0, 0.25)' });

    function setOpen(open) {
      panel.hidden = !open;
      launcher.setAttribute('aria-expanded', String(open));
      (open ? listeners.onShow : listeners.onHide).forEach(function (fn) { fn(); });
      if (open) close.focus();
      else launcher.focus();
    }
    launcher.addEventListener('click', function () {
      setOpen(panel.hidden);
    });
    close.addEventListener('click', function () {
      setOpen(false);
    });
    panel.addEventListener('keydown', function (event) {
      if (event.key === 'Escape') {
        event.stopPropagation();
        setOpen(false);
      }
    });

    aside.appendChild(panel);
    aside.appendChild(launcher);
    document.body.appendChild(aside);
    return aside;
  }

  var settings = {};
  var listeners = { onShow: [], onHide: [] };

  function renderConfig() {
    return { alignment: settings.alignment, language: settings.language_override,
      verticalPadding: settings.vertical_padding, horizontalPadding: settings.horizontal_padding };
  }

  function ping(config) {
    if (!config.api_base) return;
    var url = new URL(String(config.api_base).replace(/\/$/, '') + '/messenger/web/ping', base);
    var body = new URLSearchParams();
    body.set('app_id', config.app_id || '');
    fetch(url.href, { method: 'POST', body: body, credentials: 'same-origin' }).catch(function () {});
  }

  function show(open) {
    if (!root) return;
    var panel = root.querySelector('[role="dialog"]');
    var launcher = root.querySelector('button[aria-controls]');
    if (!panel || !launcher || panel.hidden === !open) return;
    launcher.click();
  }

  function boot(config) {
    settings = {};
    for (var name in config) settings[name] = config[name];
    if (root) root.remove();
    root = render(renderConfig());
    current = settings.app_id;
    record({ kind: 'boot', appId: settings.app_id, apiBase: settings.api_base,
      alignment: settings.alignment, language: settings.language_override });
    ping(settings);
  }

  var commands = {
    boot: function (config) {
      boot(config || window.intercomSettings || {});
    },
    update: function (config) {
      if (!root) return;
      var changed = false;
      for (var name in config || {}) {
        if (settings[name] !== config[name]) changed = true;
        settings[name] = config[name];
      }
      if (!changed) return;
      root.remove();
      root = render(renderConfig());
      record({ kind: 'update', alignment: settings.alignment, language: settings.language_override });
    },
    shutdown: function () {
      if (!root) return;
      root.remove();
      root = null;
      current = null;
      settings = {};
      record({ kind: 'shutdown' });
    },
    show: function () { show(true); },
    hide: function () { show(false); },
    onShow: function (fn) { if (typeof fn === 'function') listeners.onShow.push(fn); },
    onHide: function (fn) { if (typeof fn === 'function') listeners.onHide.push(fn); },
    reattach_activator: function () {},
    getVisitorId: function () { return 'stand-in-visitor'; },
  };

  function Intercom(command) {
    var handler = commands[command];
    if (typeof handler === 'function') return handler.apply(null, Array.prototype.slice.call(arguments, 1));
    return undefined;
  }
  Intercom.standIn = true;
  Intercom.booted = function () { return root !== null; };

  var queued = window.Intercom && Array.isArray(window.Intercom.q) ? window.Intercom.q.slice() : [];
  window.Intercom = Intercom;
  var asked = false;
  for (var i = 0; i < queued.length; i += 1) {
    var call = Array.prototype.slice.call(queued[i]);
    if (call[0] === 'boot' || call[0] === 'shutdown') asked = true;
    Intercom.apply(null, call);
  }
  // the basic install: the widget boots itself from window.intercomSettings
  if (!asked && window.intercomSettings && window.intercomSettings.app_id) boot(window.intercomSettings);
})();
