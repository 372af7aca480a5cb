/*
 * The session and its hold token: config.session 'none' (default), 'manual' (with
 * config.holdToken, made through the REST API), 'start' and 'continue' (a token of its own, kept
 * in session storage). onSessionInitialized({ token, expiresAt, expiresInSeconds }) comes once
 * the session's token is known (chart.holdToken), on every render and rerender (docs: "when the
 * chart is (re-)rendered with an already active session").
 *
 * The session ends when its token expires (expiresInSeconds after it was learnt): the seats are
 * let go, a "session expired" dialog shows in the chart's language (seats.io's sessionExpired
 * texts, a "start over" button that starts a new session) and onHoldTokenExpired fires
 * (docs.seats.io/docs/renderer/events-onholdtokenexpired); a token already gone when the chart
 * renders ends it at once. Only a rerender teaches the chart a token's new expiry.
 */

/** Where sessions 'start' and 'continue' keep their hold token across page loads. */
var SESSION_KEY = 'seatsio.holdToken';
var SESSIONS = ['manual', 'start', 'continue'];

/** The session's token is known: chart.holdToken, kept for 'start'/'continue', onSessionInitialized. */
SeatingChart.prototype._sessionStarted = function (token) {
  var chart = this;
  this.holdToken = token.holdToken;
  // the session ends with its token: the chart counts down what it was told (seats.io's timer)
  this._stopExpiry();
  this._expiry = window.setTimeout(function () { chart._expire(); },
    Math.max(0, Number(token.expiresInSeconds) || 0) * 1000);
  if (this.config.session !== 'manual') {
    try { window.sessionStorage.setItem(SESSION_KEY, token.holdToken); } catch (error) { /* private mode */ }
  }
  this._emit('onSessionInitialized', { token: token.holdToken, expiresAt: token.expiresAt,
    expiresInSeconds: token.expiresInSeconds });
};

/**
 * The session's hold token: `current` on a rerender, else 'manual' the given one, 'continue'
 * the stored one, else a new one.
 */
SeatingChart.prototype._session = function (current) {
  var chart = this;
  var session = this.config.session;
  if (SESSIONS.indexOf(session) < 0) return Promise.resolve();
  var stored = null;
  try { stored = window.sessionStorage.getItem(SESSION_KEY); } catch (error) { /* private mode */ }
  // a rerender goes on with the session's token (`current`); a new one only by startNewSession()
  var existing = current || (session === 'manual' ? this.config.holdToken : session === 'continue' ? stored : null);
  if (session === 'manual' && !existing) return Promise.reject(new Error('session manual needs a holdToken'));
  var found = existing
    ? this._api('GET', 'hold-tokens/' + encodeURIComponent(existing)).catch(function () { return null; })
    : Promise.resolve(null);
  return found.then(function (token) {
    if (token) return chart._sessionStarted(token);
    if (session === 'manual') {
      // the shop's token has expired: nothing can be held with it (the dialog once drawn)
      chart._expiredAtStart = true;
      return undefined;
    }
    return chart._api('POST', 'hold-tokens', {}).then(function (created) { chart._sessionStarted(created); });
  });
};

SeatingChart.prototype._stopExpiry = function () {
  if (this._expiry) window.clearTimeout(this._expiry);
  this._expiry = null;
};

/**
 * The token has expired: its seats are let go, seats.io's "session expired" dialog shows (in the
 * chart's language), and onHoldTokenExpired fires.
 */
SeatingChart.prototype._expire = function () {
  var chart = this;
  if (this.state === 'DESTROYED') return;
  this._stopExpiry();
  this.holdToken = null;
  this.selectedObjects.slice().forEach(function (label) {
    var seat = chart._seats[label];
    seat.status = 'free';
    seat.ownHold = false;
    chart._mark(seat, false);
  });
  this._showExpired();
  this._emit('onHoldTokenExpired');
};

/** seats.io's "session expired" dialog over the chart, with its "start over" button. */
SeatingChart.prototype._showExpired = function () {
  var chart = this;
  var texts = this._texts();
  if (!this._root) return;
  this._closeExpired();
  var dialog = el(null, 'div', { 'class': 'seatsio-stand-in__expired', role: 'alertdialog',
    'aria-modal': 'true', 'aria-labelledby': 'seatsio-stand-in-expired-title',
    'aria-describedby': 'seatsio-stand-in-expired-text', 'data-seatsio-session-expired': '' });
  var title = el(null, 'h2', { id: 'seatsio-stand-in-expired-title' });
  title.textContent = texts.sessionExpired;
  var text = el(null, 'p', { id: 'seatsio-stand-in-expired-text' });
  text.textContent = texts.sessionExpiredAllPlacesReleased;
  var again = el(null, 'button', { type: 'button' });
  again.textContent = texts.sessionExpiredStartOver;
  again.addEventListener('click', function () {
    chart._closeExpired();
    chart.startNewSession();
  });
  [title, text, again].forEach(function (part) { dialog.appendChild(part); });
  this._root.appendChild(dialog);
  this._expiredNode = dialog;
  again.focus();
};

SeatingChart.prototype._closeExpired = function () {
  if (this._expiredNode) this._expiredNode.remove();
  this._expiredNode = null;
};

/**
 * seats.io's chart.startNewSession() (docs.seats.io/docs/renderer/chartstartnewsession) does three
 * things, and its promise resolves when they are done:
 * - "Previously selected objects become unselected", as with chart.rerender() (…/chart-properties-
 *   chartrerender, …/events-onchartrerenderingstarted: onObjectDeselected for each). Not released:
 *   the page says nothing of releasing, where chart.clearSelection()'s does (…/chart-properties-
 *   chartclearselection); the old token's holds lapse when it expires (docs.seats.io/docs/api/
 *   hold-tokens).
 * - A fresh hold token: chart.holdToken, kept in session storage for 'start'/'continue'
 *   (…/config-session), onSessionInitialized (…/events-onsessioninitialized names this method).
 * - The chart re-initialized: the statuses fetched anew for the new token and drawn, so seats held
 *   with the old one are no longer the visitor's. The page names no rerendering callbacks.
 */
SeatingChart.prototype.startNewSession = function () {
  var chart = this;
  this._unselectAll();
  return this._api('POST', 'hold-tokens', {}).then(function (token) {
    chart._sessionStarted(token);
    return chart._load();
  }).then(function (data) {
    if (chart.state !== 'DESTROYED') chart._draw(data);
  });
};
