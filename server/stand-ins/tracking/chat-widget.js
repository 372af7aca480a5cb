/*
 * Stand-in for the support chat widget, served by the demo server as /stand-ins/chat/widget.js.
 * It defines window.SupportChat:
 *   boot({ appId, apiBase, alignment: 'left' | 'right', language })  shows the chat launcher
 *   shutdown()                                                      removes it again
 * The launcher is a real button (named, aria-expanded) in a complementary landmark pinned to the
 * bottom corner of the configured side; it opens a small non-modal panel that Escape closes.
 * On boot it opens a session on the region's API base (GET {apiBase}/session) and, like the
 * tracking stand-ins, RECORDS boot and shutdown in window.__trackingLog and at /stand-ins/tracking/collect.
 */
(function () {
  'use strict';
  if (window.SupportChat && window.SupportChat.standIn) return;

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

  function render(config) {
    var texts = TEXTS[config.language] || TEXTS.en;
    var side = config.alignment === 'left' ? 'left' : 'right';
    var aside = document.createElement('aside');
    aside.setAttribute('data-support-chat', side);
    aside.setAttribute('aria-label', texts.region);
    aside.lang = TEXTS[config.language] ? config.language : 'en';
    css(aside, { position: 'fixed', bottom: '16px', zIndex: '850', display: 'flex',
      flexDirection: 'column', alignItems: side === 'left' ? 'flex-start' : 'flex-end', gap: '8px',
      fontFamily: 'system-ui, sans-serif', maxWidth: 'calc(100vw - 32px)' });
    aside.style[side] = '16px';

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

  window.SupportChat = {
    standIn: true,
    boot: function (config) {
      config = config || {};
      var key = JSON.stringify(config);
      if (root && current === key) return;
      if (root) root.remove();
      current = key;
      root = render(config);
      record({ kind: 'boot', appId: config.appId, apiBase: config.apiBase,
        alignment: config.alignment, language: config.language });
      if (config.apiBase) {
        var session = new URL(config.apiBase.replace(/\/$/, '') + '/session', base);
        session.searchParams.set('appId', config.appId || '');
        fetch(session.href, { credentials: 'same-origin' }).catch(function () {});
      }
    },
    shutdown: function () {
      if (!root) return;
      root.remove();
      root = null;
      current = null;
      record({ kind: 'shutdown' });
    },
  };
})();
