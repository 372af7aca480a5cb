/*
 * The seats.io stand-in (DESIGN.md, "Offline stand-ins"). @seatsio/seatsio-react injects
 * <script src=chartJsUrl>, waits for its load event and calls `new seatsio.SeatingChart(config)
 * .render()`; this script defines that class, with the renderer API the storefront uses in the
 * shapes of seats.io's documentation and of @seatsio/seatsio-types (docs.seats.io/docs/renderer).
 *
 * The browser gets one classic script: the parts in this folder, in the order chartScript.ts
 * lists them, in one function scope. This part is the chart object: its config and state, the
 * callbacks it calls (from chart.config, which the wrapper replaces on every React update, and
 * asynchronously like the real chart's) and the calls it makes to seats.io's REST API. Plain ES5,
 * no build step.
 */

var script = document.currentScript;
var BASE = new URL('.', (script && script.src) || window.location.href).href;
var SVG = 'http://www.w3.org/2000/svg';

/** The stand-in's REST API (seats.io's api-{region}.seatsio.net paths), next to this script. */
var API = BASE + 'api/';

function el(ns, tag, attributes) {
  var node = ns ? document.createElementNS(ns, tag) : document.createElement(tag);
  for (var name in attributes) if (attributes[name] !== undefined) node.setAttribute(name, attributes[name]);
  return node;
}

function localise(text, lang) {
  if (!text) return '';
  return text[lang] || text.de || text.en || text.fr || text.it || '';
}

function later(fn) {
  Promise.resolve().then(fn);
}

function labelOf(entry) {
  return typeof entry === 'string' ? entry : entry && entry.label;
}

function SeatingChart(config) {
  this.config = config || {};
  this.state = 'INITIAL';
  this.selectedObjects = [];
  this.holdToken = this.config.session === 'manual' ? this.config.holdToken || null : null;
  this._calls = 0;
  this._seats = {};
  this._rows = [];
  this._categories = [];
  this._root = null;
}

SeatingChart.prototype._texts = function () {
  return TEXTS[this.config.language] || TEXTS.en;
};

SeatingChart.prototype._emit = function (name) {
  var chart = this;
  var args = Array.prototype.slice.call(arguments, 1);
  later(function () {
    var callback = chart.config[name];
    if (chart.state !== 'DESTROYED' && typeof callback === 'function') callback.apply(null, args);
  });
};

/** A call to the stand-in's REST API; resolves with the JSON answer, rejects on a status >= 400. */
SeatingChart.prototype._api = function (method, path, body) {
  return fetch(API + path, {
    method: method, cache: 'no-store', credentials: 'same-origin',
    headers: body ? { 'Content-Type': 'application/json' } : {},
    body: body ? JSON.stringify(body) : undefined
  }).then(function (response) {
    if (!response.ok) throw new Error('seats.io stand-in: ' + path + ' answered ' + response.status);
    return response.status === 204 ? null : response.json();
  });
};
