/*
 * The seats.io stand-in (DESIGN.md, "Offline stand-ins"). @seatsio/seatsio-react injects
 * <script src=chartJsUrl>, waits for its load event and calls `new seatsio.SeatingChart(config)
 * .render()`; this file defines that class, with the renderer API the storefront uses in the
 * shapes of seats.io's documentation and of @seatsio/seatsio-types (docs.seats.io/docs/renderer):
 *
 * - config.workspaceKey is required (the real chart cannot render without it);
 * - config.session 'none' (default), 'manual' (with config.holdToken, made through the REST API),
 *   'start' and 'continue' (a token of its own, kept in session storage). In a session a click
 *   selects the seat (onObjectSelected) and holds it with the token (POST
 *   api/events/{key}/actions/hold): onHoldSucceeded(objects, ticketTypes), or onHoldFailed and the
 *   seat is deselected again and shown as not selectable. Deselecting releases the hold:
 *   onReleaseHoldSucceeded, or onReleaseHoldFailed and the seat is selected again.
 *   onSessionInitialized({ token, expiresAt, expiresInSeconds }) comes once the session's token is
 *   known (chart.holdToken), on every render and rerender (docs: "when the chart is (re-)rendered
 *   with an already active session"); onHoldCallsInProgress / onHoldCallsComplete frame the calls;
 * - the session ends when its token expires (expiresInSeconds after it was learnt): the seats
 *   are let go, a "session expired" dialog shows in the chart's language (seats.io's
 *   sessionExpired texts, a "start over" button that starts a new session) and onHoldTokenExpired
 *   fires (docs.seats.io/docs/renderer/events-onholdtokenexpired); a token already gone when the
 *   chart renders ends it at once. Only a rerender teaches the chart a token's new expiry;
 * - chart.rerender() (docs.seats.io/docs/renderer/chart-properties-chartrerender) re-initializes
 *   and redraws: onChartRerenderingStarted, every selected object deselected with
 *   onObjectDeselected (its hold stays with the token: nothing is released), the session again
 *   (onSessionInitialized with the token's current expiry), the statuses fetched anew and drawn,
 *   the seats held with the token selected again, onChartRendered;
 * - rendering with a hold token re-selects the seats held with it; config.selectedObjects are
 *   selected only "if they are still free" (and held, in a session);
 * - chart.getReportBySelectability() answers counts by category:
 *   { selectable: { count, byCategoryLabel, byCategoryKey }, not_selectable: { … } };
 * - objects carry label, labels { own, parent, displayedLabel }, category, status ('free',
 *   'reservedByToken', 'booked'), selectable, selected, selectedTicketType, select(), deselect();
 * - config.fitTo (docs.seats.io/docs/renderer/config-fitto): 'width' draws the hall exactly as
 *   wide as the container and as high as it then needs, at least 300 px; 'widthAndHeight' inside
 *   the container's height too; without it, 'width' for a container with no height of its own.
 *   It fits again when the container's size changes;
 * - zooming as the renderer does it: two fingers (pinch) or Ctrl/⌘ with the wheel zoom around the
 *   fingers or the pointer, one finger or the wheel pan; while zoomed in, a button bottom left
 *   resets the zoom (config.showZoomOutButtonOnMobile: false hides it on a touch screen);
 *   chart.resetView() zooms out to the fitted view (selection and token kept),
 *   chart.zoomToSelectedObjects() and chart.zoomToObjects(labels) zoom to those seats.
 *
 * It fetches events/<eventKey>.json next to itself (the demo server's seat map and each seat's
 * status in the stand-in's seats.io) and draws it as accessible SVG in config.container: a group per
 * row, a toggle button per seat (aria-pressed, name 'Reihe A, Platz 1, Kategorie 1, CHF 89.00'),
 * Enter or Space toggles, arrow keys move between seats, selected seats carry a check mark, taken
 * ones a cross (and aria-disabled). Callbacks come from chart.config, which the wrapper replaces on
 * every React update, and are called asynchronously like the real chart's. Plain ES5, no build step.
 */
(function () {
  'use strict';

  var script = document.currentScript;
  var BASE = new URL('.', (script && script.src) || window.location.href).href;
  var SVG = 'http://www.w3.org/2000/svg';
  var SEAT_GAP = 30;
  var ROW_GAP = 34;
  var SIDE = 40;
  var FIRST_ROW = 72;
  var RADIUS = 11;
  /** seats.io fits a chart to its container's width at least this high (config.fitTo) */
  var MIN_HEIGHT = 300;
  var MAX_ZOOM = 4;

  var TEXTS = {
    de: { chart: 'Saalplan', stage: 'Bühne', row: 'Reihe', seat: 'Platz', selected: 'Ausgewählt',
      taken: 'Nicht verfügbar', unavailable: 'nicht verfügbar', legend: 'Legende', loading: 'Der Saalplan wird geladen …',
      failed: 'Der Saalplan konnte nicht geladen werden.', zoomOut: 'Ansicht zurücksetzen',
      sessionExpired: 'Sitzung abgelaufen', sessionExpiredAllPlacesReleased: 'Ihre Sitzung ist abgelaufen; alle Plätze wurden freigegeben.',
      sessionExpiredStartOver: 'Neu beginnen' },
    en: { chart: 'Seating plan', stage: 'Stage', row: 'Row', seat: 'Seat', selected: 'Selected',
      taken: 'Not available', unavailable: 'not available', legend: 'Legend', loading: 'Loading the seating plan …',
      failed: 'The seating plan could not be loaded.', zoomOut: 'Reset the view',
      sessionExpired: 'Session expired', sessionExpiredAllPlacesReleased: 'Your session has expired; all places were released.',
      sessionExpiredStartOver: 'Start over' },
    fr: { chart: 'Plan de salle', stage: 'Scène', row: 'Rang', seat: 'Place', selected: 'Sélectionnée',
      taken: 'Indisponible', unavailable: 'indisponible', legend: 'Légende', loading: 'Chargement du plan de salle …',
      failed: "Le plan de salle n'a pas pu être chargé.", zoomOut: 'Réinitialiser la vue',
      sessionExpired: 'Session expirée', sessionExpiredAllPlacesReleased: 'Votre session a expiré ; toutes les places ont été libérées.',
      sessionExpiredStartOver: 'Recommencer' },
    it: { chart: 'Pianta della sala', stage: 'Palco', row: 'Fila', seat: 'Posto', selected: 'Selezionato',
      taken: 'Non disponibile', unavailable: 'non disponibile', legend: 'Legenda', loading: 'Caricamento della pianta …',
      failed: 'Non è stato possibile caricare la pianta.', zoomOut: 'Ripristina la vista',
      sessionExpired: 'Sessione scaduta', sessionExpiredAllPlacesReleased: 'La sessione è scaduta; tutti i posti sono stati liberati.',
      sessionExpiredStartOver: 'Ricomincia' }
  };

  /** The stand-in's look, a stylesheet next to this script (no inline style for the page's policy). */
  var STYLESHEET = BASE + 'chart.css';
  /** The stand-in's REST API (seats.io's api-{region}.seatsio.net paths), next to this script. */
  var API = BASE + 'api/';
  /** Where sessions 'start' and 'continue' keep their hold token across page loads. */
  var SESSION_KEY = 'seatsio.holdToken';
  var SESSIONS = ['manual', 'start', 'continue'];


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

  // ------------------------------------------------------------------ pricing (config.pricing)

  SeatingChart.prototype._pricing = function (categoryKey) {
    var pricing = this.config.pricing;
    var list = Array.isArray(pricing) ? pricing : (pricing && pricing.prices) || [];
    for (var i = 0; i < list.length; i++) if (String(list[i].category) === String(categoryKey)) return list[i];
    return null;
  };

  SeatingChart.prototype._format = function (price) {
    var pricing = this.config.pricing;
    var format = (pricing && !Array.isArray(pricing) && pricing.priceFormatter) || this.config.priceFormatter;
    return typeof format === 'function' ? format(price) : Number(price).toFixed(2);
  };

  /** The ticket type a plain selection takes: the primary one, else the first; undefined for simple pricing. */
  SeatingChart.prototype._ticketType = function (categoryKey, wanted) {
    var entry = this._pricing(categoryKey);
    if (!entry || !entry.ticketTypes || entry.ticketTypes.length === 0) return undefined;
    var types = entry.ticketTypes;
    var chosen = types.filter(function (type) { return type.ticketType === wanted; })[0] ||
      types.filter(function (type) { return type.primary; })[0] || types[0];
    return { ticketType: chosen.ticketType, price: chosen.price, label: chosen.label,
      formattedPrice: this._format(chosen.price) };
  };

  SeatingChart.prototype._priceText = function (categoryKey) {
    var entry = this._pricing(categoryKey);
    if (!entry) return '';
    var prices = entry.ticketTypes ? entry.ticketTypes.map(function (type) { return type.price; }) : [entry.price];
    var low = Math.min.apply(null, prices);
    var high = Math.max.apply(null, prices);
    return low === high ? this._format(low) : this._format(low) + ' – ' + this._format(high);
  };

  SeatingChart.prototype._category = function (key) {
    var found = this._categories.filter(function (category) { return category.key === key; })[0];
    var entry = this._pricing(key);
    var pricing = entry && (entry.ticketTypes ? { ticketTypes: entry.ticketTypes.map(function (type) {
      return { ticketType: type.ticketType, price: type.price, label: type.label, formattedPrice: this._format(type.price) };
    }, this) } : { price: entry.price, formattedPrice: this._format(entry.price) });
    return { key: key, label: found ? localise(found.label, this.config.language) : String(key),
      color: found ? found.color : '#555', accessible: false, isFiltered: false, pricing: pricing || null };
  };

  // ------------------------------------------------------------------ seats

  /** Free, or held with this chart's token (its own), or selected now; and priced when that is asked for. */
  SeatingChart.prototype._selectable = function (seat) {
    if (seat.selected) return true;
    if (seat.status !== 'free' && !seat.ownHold) return false;
    return this.config.objectWithoutPricingSelectable !== false || this._pricing(seat.category) !== null;
  };

  SeatingChart.prototype._object = function (seat) {
    var chart = this;
    var category = this._category(seat.category);
    return {
      objectType: 'Seat', id: seat.label, label: seat.label,
      labels: { own: seat.number, parent: seat.row, displayedLabel: seat.label },
      parent: { type: 'row' }, center: { x: seat.x, y: seat.y },
      category: category, pricing: category.pricing || {},
      status: seat.status, forSale: true, selectable: this._selectable(seat), selected: seat.selected,
      selectedTicketType: seat.ticketType, accessible: false, isOrphan: false, dataPerEvent: {},
      select: function (ticketType) { return chart._change(seat, true, ticketType); },
      deselect: function () { return chart._change(seat, false); },
      pulse: function () { return Promise.resolve(); },
      unpulse: function () { return Promise.resolve(); }
    };
  };

  SeatingChart.prototype._inSession = function () {
    return SESSIONS.indexOf(this.config.session) >= 0;
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

  /** Hold (or release) one seat with the session's token; the calls are framed by onHoldCalls*. */
  SeatingChart.prototype._holdCall = function (action, seat, ticketType) {
    var chart = this;
    if (this._calls++ === 0) this._emit('onHoldCallsInProgress');
    var object = ticketType ? { objectId: seat.label, ticketType: ticketType } : seat.label;
    return this._api('POST', 'events/' + encodeURIComponent(this.config.event || '') + '/actions/' + action,
      { objects: [object], holdToken: this.holdToken })
      .then(function () { return true; }, function () { return false; });
  };

  /** One hold or release call is over (after its own callbacks): the last one says so. */
  SeatingChart.prototype._holdCallDone = function () {
    if (--this._calls === 0) this._emit('onHoldCallsComplete');
  };

  /**
   * Select or deselect one seat and tell the page (onObjectSelected / onObjectDeselected). In a
   * session the seat is then held (or released) with the token: onHoldSucceeded or onHoldFailed
   * (the seat is deselected again and shown taken), onReleaseHoldSucceeded or onReleaseHoldFailed
   * (the seat is selected again).
   */
  SeatingChart.prototype._change = function (seat, select, ticketType) {
    var chart = this;
    if (!seat || seat.selected === select) return Promise.resolve();
    if (select && !this._selectable(seat)) return Promise.resolve();
    var type = select ? this._ticketType(seat.category, ticketType) : this._ticketType(seat.category, seat.ticketType);
    this._mark(seat, select, type);
    this._emit(select ? 'onObjectSelected' : 'onObjectDeselected', this._object(seat), type);
    if (!this._inSession() || !this.holdToken) {
      if (!select) seat.status = 'free';
      this._paint(seat);
      return Promise.resolve();
    }
    return this._holdCall(select ? 'hold' : 'release', seat, type && type.ticketType).then(function (ok) {
      if (chart.state === 'DESTROYED') return;
      var types = type ? [type] : [];
      if (ok) {
        seat.status = select ? 'reservedByToken' : 'free';
        seat.ownHold = select;
        chart._paint(seat);
        chart._emit(select ? 'onHoldSucceeded' : 'onReleaseHoldSucceeded', [chart._object(seat)], types);
        chart._holdCallDone();
        return;
      }
      // seats.io takes the click back and tells the page
      chart._mark(seat, !select, type);
      if (select) { seat.status = 'reservedByToken'; seat.ownHold = false; }
      chart._paint(seat);
      chart._emit(select ? 'onObjectDeselected' : 'onObjectSelected', chart._object(seat), type);
      chart._emit(select ? 'onHoldFailed' : 'onReleaseHoldFailed', [chart._object(seat)], types);
      chart._holdCallDone();
    });
  };

  /** The seat's selection and chart.selectedObjects, without events. */
  SeatingChart.prototype._mark = function (seat, select, type) {
    seat.selected = select;
    seat.ticketType = select && type ? type.ticketType : undefined;
    this.selectedObjects = this.selectedObjects.filter(function (label) { return label !== seat.label; });
    if (select) this.selectedObjects.push(seat.label);
    this._paint(seat);
  };

  /** fn(seat, ticketType) for each known seat of the entries; resolves when all their calls are done. */
  SeatingChart.prototype._each = function (entries, fn) {
    var chart = this;
    var calls = [];
    (entries || []).forEach(function (entry) {
      var seat = chart._seats[labelOf(entry)];
      if (seat) calls.push(fn(seat, typeof entry === 'string' ? undefined : entry.ticketType));
    });
    return Promise.all(calls).then(function () { return undefined; });
  };

  // ------------------------------------------------------------------ drawing

  /** A fresh root element in the container (config.container, or the element with config.divId). */
  SeatingChart.prototype._mount = function () {
    var container = this.config.container || document.getElementById(this.config.divId);
    if (this._root) this._root.remove();
    this._root = el(null, 'div', { 'class': 'seatsio-stand-in' });
    if (container) container.appendChild(this._root);
    return this._root;
  };

  SeatingChart.prototype._message = function (text, role) {
    var message = el(null, 'p', { 'class': 'seatsio-stand-in__message', role: role });
    message.textContent = text;
    this._mount().appendChild(message);
  };

  SeatingChart.prototype._paint = function (seat) {
    var texts = this._texts();
    var node = seat.node;
    var taken = !this._selectable(seat);
    var price = this._priceText(seat.category);
    var parts = [texts.row + ' ' + seat.row, texts.seat + ' ' + seat.number, this._category(seat.category).label];
    parts.push(taken ? texts.unavailable : price);
    node.setAttribute('aria-label', parts.filter(Boolean).join(', '));
    node.setAttribute('aria-pressed', String(seat.selected));
    if (taken) node.setAttribute('aria-disabled', 'true');
    else node.removeAttribute('aria-disabled');
    node.setAttribute('class', 'seat' + (seat.selected ? ' is-selected' : '') + (taken ? ' is-taken' : ''));
    var colour = this._category(seat.category).color;
    seat.shape.setAttribute('fill', seat.selected ? '#111827' : taken ? '#e5e7eb' : colour);
    seat.shape.setAttribute('stroke', seat.selected ? '#f4c542' : taken ? '#6b7280' : colour);
    seat.shape.setAttribute('stroke-width', seat.selected ? '3' : '1.5');
    seat.shape.setAttribute('stroke-dasharray', taken ? '3 2' : 'none');
    seat.text.setAttribute('display', seat.selected || taken ? 'none' : 'inline');
    seat.check.setAttribute('display', seat.selected ? 'inline' : 'none');
    seat.cross.setAttribute('display', taken ? 'inline' : 'none');
  };

  SeatingChart.prototype._draw = function (data) {
    var chart = this;
    var texts = this._texts();
    var lang = this.config.language;
    var widest = Math.max.apply(null, data.rows.map(function (row) { return row.seats.length; }));
    var width = SIDE * 2 + (widest - 1) * SEAT_GAP;
    var height = FIRST_ROW + (data.rows.length - 1) * ROW_GAP + 30;
    var name = localise(data.name, lang);

    this._categories = data.categories;
    var root = this._mount();
    root.appendChild(el(null, 'link', { rel: 'stylesheet', href: STYLESHEET }));

    var svg = el(SVG, 'svg', { 'class': 'seatsio-stand-in__map', viewBox: '0 0 ' + width + ' ' + height,
      role: 'group', 'aria-label': texts.chart + (name ? ': ' + name : ''), focusable: 'false' });
    this._size = { width: width, height: height };
    svg.appendChild(el(SVG, 'rect', { x: SIDE, y: 8, width: width - SIDE * 2, height: 30, rx: 6, fill: '#4d5561' }));
    var stage = el(SVG, 'text', { x: width / 2, y: 28, 'text-anchor': 'middle', fill: '#fff', 'font-size': '13' });
    stage.textContent = texts.stage;
    svg.appendChild(stage);

    this._seats = {};
    this._rows = data.rows.map(function (row, rowIndex) {
      var y = FIRST_ROW + rowIndex * ROW_GAP;
      var group = el(SVG, 'g', { role: 'group', 'aria-label': texts.row + ' ' + row.label });
      [14, width - 14].forEach(function (x) {
        var label = el(SVG, 'text', { x: x, y: y + 4, 'text-anchor': 'middle', fill: '#4d5561', 'font-size': '12',
          'aria-hidden': 'true' });
        label.textContent = row.label;
        group.appendChild(label);
      });
      var offset = SIDE + (widest - row.seats.length) * SEAT_GAP / 2;
      var seats = row.seats.map(function (raw, index) {
        var x = offset + index * SEAT_GAP;
        var seat = { label: raw.label, number: raw.number, row: row.label, category: row.category,
          status: raw.status, ownHold: false, selected: false, ticketType: undefined, x: x, y: y };
        seat.node = el(SVG, 'g', { 'data-label': raw.label, role: 'button', tabindex: '-1' });
        seat.node.appendChild(el(SVG, 'circle', { 'class': 'seat__focus', cx: x, cy: y, r: RADIUS + 3.5 }));
        seat.shape = el(SVG, 'circle', { 'class': 'seat__shape', cx: x, cy: y, r: RADIUS });
        seat.text = el(SVG, 'text', { 'class': 'seat__number', x: x, y: y + 3.5, 'text-anchor': 'middle',
          'aria-hidden': 'true' });
        seat.text.textContent = raw.number;
        seat.check = el(SVG, 'path', { 'class': 'seat__mark', stroke: '#fff',
          d: 'M' + (x - 5) + ' ' + y + ' l3.5 4 l6.5 -8' });
        seat.cross = el(SVG, 'path', { 'class': 'seat__mark', stroke: '#6b7280',
          d: 'M' + (x - 4.5) + ' ' + (y - 4.5) + ' l9 9 M' + (x + 4.5) + ' ' + (y - 4.5) + ' l-9 9' });
        [seat.shape, seat.text, seat.check, seat.cross].forEach(function (part) { seat.node.appendChild(part); });
        group.appendChild(seat.node);
        chart._seats[raw.label] = seat;
        return seat;
      });
      svg.appendChild(group);
      return seats;
    });

    svg.addEventListener('click', function (event) { chart._activate(event); });
    svg.addEventListener('keydown', function (event) { chart._key(event); });
    // fitted to the container (config.fitTo), zoomed within its own box; the legend stays put
    var viewport = el(null, 'div', { 'class': 'seatsio-stand-in__viewport' });
    viewport.appendChild(svg);
    var frame = el(null, 'div', { 'class': 'seatsio-stand-in__frame' });
    frame.appendChild(viewport);
    frame.appendChild(this._zoomOutButton());
    root.appendChild(frame);
    this._legendNode = root.appendChild(this._legend());
    this._svg = svg;
    this._viewport = viewport;
    this._zoom = 1;
    this._zooming(viewport);
    this._fit();
    // the seats held with this session's token are the visitor's: selected again (seats.io's holdToken)
    data.rows.forEach(function (row) {
      row.seats.forEach(function (raw) {
        var seat = chart._seats[raw.label];
        if (raw.heldWithToken && chart.holdToken) {
          seat.ownHold = true;
          seat.selected = true;
          chart.selectedObjects.push(seat.label);
        }
      });
    });
    Object.keys(this._seats).forEach(function (label) { chart._paint(chart._seats[label]); });
    var first = this._all().filter(function (seat) { return chart._selectable(seat); })[0] || this._all()[0];
    if (first) first.node.setAttribute('tabindex', '0');
  };

  // ------------------------------------------------------------------ size and zoom

  /**
   * How the drawing fits its container (seats.io config.fitTo): 'width', the drawing exactly as
   * wide as the container and as high as it then needs, at least MIN_HEIGHT; 'widthAndHeight',
   * the whole drawing inside the container's width and height. Without fitTo: 'width' when the
   * container had no height of its own when the chart began to render, else 'widthAndHeight'.
   */
  SeatingChart.prototype._fitMode = function () {
    var fitTo = this.config.fitTo;
    if (fitTo === 'width' || fitTo === 'widthAndHeight') return fitTo;
    return this._containerHeight > 0 ? 'widthAndHeight' : 'width';
  };

  /** Sizes the drawing for the container at the current zoom (seats.io re-fits when the container changes). */
  SeatingChart.prototype._fit = function () {
    var svg = this._svg;
    var viewport = this._viewport;
    if (!svg || !viewport) return;
    var available = viewport.parentNode.clientWidth;
    if (!available) {
      // not laid out (no layout engine): the drawing takes the container's width, times the zoom
      svg.style.width = this._zoom * 100 + '%';
      svg.style.height = 'auto';
      return;
    }
    var size = this._size;
    var scale = available / size.width;
    var boxHeight = Math.max(MIN_HEIGHT, Math.ceil(size.height * scale));
    if (this._fitMode() === 'widthAndHeight' && this._containerHeight > 0) {
      boxHeight = Math.max(1, this._containerHeight - (this._legendNode ? this._legendNode.offsetHeight : 0));
      scale = Math.min(scale, boxHeight / size.height);
    }
    this._scale = scale;
    viewport.style.height = boxHeight + 'px';
    svg.style.width = Math.round(size.width * scale * this._zoom) + 'px';
    svg.style.height = Math.round(size.height * scale * this._zoom) + 'px';
  };

  /**
   * Zooms to `zoom` (1: fitted, up to MAX_ZOOM), keeping the point (x, y) of the viewport (client
   * coordinates; default its middle) where it is; the reset button shows while zoomed in.
   */
  SeatingChart.prototype._setZoom = function (zoom, x, y) {
    var viewport = this._viewport;
    var svg = this._svg;
    if (!viewport || !svg) return;
    var next = Math.min(MAX_ZOOM, Math.max(1, zoom));
    var box = viewport.getBoundingClientRect();
    var px = x === undefined ? box.left + box.width / 2 : x;
    var py = y === undefined ? box.top + box.height / 2 : y;
    var before = svg.getBoundingClientRect();
    var u = before.width ? (px - before.left) / before.width : 0.5;
    var v = before.height ? (py - before.top) / before.height : 0.5;
    this._zoom = next;
    this._fit();
    var after = svg.getBoundingClientRect();
    viewport.scrollLeft += after.left + u * after.width - px;
    viewport.scrollTop += after.top + v * after.height - py;
    this._showZoomOut();
  };

  SeatingChart.prototype._showZoomOut = function () {
    var button = this._zoomOutNode;
    if (!button) return;
    var coarse = window.matchMedia && window.matchMedia('(pointer: coarse)').matches;
    var allowed = !(coarse && this.config.showZoomOutButtonOnMobile === false);
    button.hidden = !(allowed && this._zoom > 1);
  };

  /** seats.io's button to reset the zoom, bottom left, while zoomed in. */
  SeatingChart.prototype._zoomOutButton = function () {
    var chart = this;
    var button = el(null, 'button', { type: 'button', 'class': 'seatsio-stand-in__zoom-out' });
    button.textContent = this._texts().zoomOut;
    button.hidden = true;
    button.addEventListener('click', function () { chart.resetView(); });
    this._zoomOutNode = button;
    return button;
  };

  /** Pinch (two fingers) and Ctrl or ⌘ with the wheel zoom; one finger and the wheel pan. */
  SeatingChart.prototype._zooming = function (viewport) {
    var chart = this;
    var pinch = null;
    function spread(touches) {
      var a = touches[0];
      var b = touches[1];
      var dx = a.clientX - b.clientX;
      var dy = a.clientY - b.clientY;
      return { distance: Math.sqrt(dx * dx + dy * dy),
        x: (a.clientX + b.clientX) / 2, y: (a.clientY + b.clientY) / 2 };
    }
    viewport.addEventListener('touchstart', function (event) {
      if (event.touches.length === 2) pinch = { start: spread(event.touches), zoom: chart._zoom };
    }, { passive: true });
    viewport.addEventListener('touchmove', function (event) {
      if (!pinch || event.touches.length !== 2) return;
      event.preventDefault();
      var now = spread(event.touches);
      if (pinch.start.distance > 0) chart._setZoom(pinch.zoom * now.distance / pinch.start.distance, now.x, now.y);
    }, { passive: false });
    function end(event) { if (event.touches.length < 2) pinch = null; }
    viewport.addEventListener('touchend', end, { passive: true });
    viewport.addEventListener('touchcancel', end, { passive: true });
    viewport.addEventListener('wheel', function (event) {
      if (!event.ctrlKey && !event.metaKey) return;
      event.preventDefault();
      chart._setZoom(chart._zoom * (event.deltaY < 0 ? 1.25 : 0.8), event.clientX, event.clientY);
    }, { passive: false });
    if (typeof ResizeObserver === 'function') {
      this._resize = new ResizeObserver(function () { chart._fit(); });
      this._resize.observe(viewport.parentNode);
    }
  };

  /** Zooms so that the seats fit the box (never below the fitted view), centred on them. */
  SeatingChart.prototype._zoomTo = function (seats) {
    var viewport = this._viewport;
    if (!viewport || seats.length === 0) return;
    var margin = SEAT_GAP;
    var left = Math.min.apply(null, seats.map(function (seat) { return seat.x; })) - margin;
    var right = Math.max.apply(null, seats.map(function (seat) { return seat.x; })) + margin;
    var top = Math.min.apply(null, seats.map(function (seat) { return seat.y; })) - margin;
    var bottom = Math.max.apply(null, seats.map(function (seat) { return seat.y; })) + margin;
    var scale = this._scale || 1;
    var zoom = Math.min(viewport.clientWidth / ((right - left) * scale),
      viewport.clientHeight / ((bottom - top) * scale)) || 1;
    this._zoom = Math.min(MAX_ZOOM, Math.max(1, zoom));
    this._fit();
    var svg = this._svg.getBoundingClientRect();
    var box = viewport.getBoundingClientRect();
    var factor = this._size.width ? svg.width / this._size.width : 0;
    viewport.scrollLeft += svg.left + ((left + right) / 2) * factor - (box.left + box.width / 2);
    viewport.scrollTop += svg.top + ((top + bottom) / 2) * factor - (box.top + box.height / 2);
    this._showZoomOut();
  };

  SeatingChart.prototype._legend = function () {
    var chart = this;
    var texts = this._texts();
    var list = el(null, 'ul', { 'class': 'seatsio-stand-in__legend', 'aria-label': texts.legend });
    function entry(fill, stroke, mark, text) {
      var item = el(null, 'li');
      var icon = el(SVG, 'svg', { width: '18', height: '18', viewBox: '0 0 18 18', 'aria-hidden': 'true' });
      icon.appendChild(el(SVG, 'circle', { cx: 9, cy: 9, r: 7, fill: fill, stroke: stroke, 'stroke-width': 2 }));
      if (mark) icon.appendChild(el(SVG, 'path', { d: mark.d, stroke: mark.stroke, fill: 'none', 'stroke-width': 2 }));
      item.appendChild(icon);
      item.appendChild(document.createTextNode(text));
      list.appendChild(item);
    }
    this._categories.forEach(function (category) {
      var price = chart._priceText(category.key);
      entry(category.color, category.color, null, localise(category.label, chart.config.language) +
        (price ? ': ' + price : ''));
    });
    entry('#111827', '#f4c542', { d: 'M5 9 l3 3 l5 -6', stroke: '#fff' }, texts.selected);
    entry('#e5e7eb', '#6b7280', { d: 'M6 6 l6 6 M12 6 l-6 6', stroke: '#6b7280' }, texts.taken);
    return list;
  };

  SeatingChart.prototype._all = function () {
    return Array.prototype.concat.apply([], this._rows);
  };

  SeatingChart.prototype._focus = function (seat) {
    this._all().forEach(function (other) { other.node.setAttribute('tabindex', other === seat ? '0' : '-1'); });
    seat.node.focus();
  };

  SeatingChart.prototype._seatOf = function (target) {
    var node = target && target.closest ? target.closest('[data-label]') : null;
    return node ? this._seats[node.getAttribute('data-label')] : undefined;
  };

  SeatingChart.prototype._activate = function (event) {
    var seat = this._seatOf(event.target);
    if (!seat) return;
    this._focus(seat);
    if (this.config.mode === 'static' || this.config.mode === 'print') return;
    this._change(seat, !seat.selected);
  };

  /** Enter/Space toggle; arrows move along a row and to the nearest seat of the next row; Home/End. */
  SeatingChart.prototype._key = function (event) {
    var seat = this._seatOf(event.target);
    if (!seat) return;
    var rowIndex = -1;
    this._rows.forEach(function (row, index) { if (row.indexOf(seat) >= 0) rowIndex = index; });
    var row = this._rows[rowIndex];
    var position = row.indexOf(seat);
    var next = null;
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      this._activate(event);
      return;
    }
    if (event.key === 'ArrowLeft') next = row[position - 1];
    else if (event.key === 'ArrowRight') next = row[position + 1];
    else if (event.key === 'Home') next = row[0];
    else if (event.key === 'End') next = row[row.length - 1];
    else if (event.key === 'ArrowUp' || event.key === 'ArrowDown') {
      var other = this._rows[rowIndex + (event.key === 'ArrowUp' ? -1 : 1)] || [];
      other.forEach(function (candidate) {
        if (!next || Math.abs(candidate.x - seat.x) < Math.abs(next.x - seat.x)) next = candidate;
      });
    } else return;
    event.preventDefault();
    if (next) this._focus(next);
  };

  // ------------------------------------------------------------------ the public API

  SeatingChart.prototype._load = function () {
    var url = new URL('events/' + encodeURIComponent(this.config.event || '') + '.json', BASE);
    if (this.holdToken) url.searchParams.set('holdToken', this.holdToken);
    url = url.href;
    return fetch(url, { cache: 'no-store' }).then(function (response) {
      if (!response.ok) throw new Error('seats.io stand-in: ' + url + ' answered ' + response.status);
      return response.json();
    });
  };

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

  SeatingChart.prototype.render = function () {
    var chart = this;
    var container = this.config.container || document.getElementById(this.config.divId);
    // a height of its own before anything is drawn in it (config.fitTo)
    this._containerHeight = container ? container.clientHeight : 0;
    this.state = 'RENDERING';
    this._message(this._texts().loading, 'status');
    var ready = this.config.workspaceKey
      ? this._session()
      : Promise.reject(new Error('seats.io stand-in: workspaceKey is required'));
    ready.then(function () { return chart._load(); }).then(function (data) {
      if (chart.state === 'DESTROYED') return;
      chart._draw(data);
      chart.state = 'RENDERED';
      chart._emit('onChartRendered', chart);
      if (chart._expiredAtStart) {
        chart._expiredAtStart = false;
        chart._expire();
        return;
      }
      // config.selectedObjects: selected "if they are still free" (and held, in a session)
      (chart.config.selectedObjects || []).forEach(function (entry) {
        var seat = chart._seats[labelOf(entry)];
        if (seat && !seat.selected && seat.status === 'free')
          chart._change(seat, true, typeof entry === 'string' ? undefined : entry.ticketType);
      });
    }).catch(function () {
      if (chart.state === 'DESTROYED') return;
      chart.state = 'FAILED';
      chart._message(chart._texts().failed, 'alert');
      chart._emit('onChartRenderingFailed', chart);
    });
    return this;
  };

  /**
   * seats.io's chart.rerender(): "Re-initializes and redraws the chart. Previously selected objects
   * become unselected. onChartRerenderingStarted and onChartRendered callbacks get fired." Every
   * selected seat is deselected first (onObjectDeselected; its hold stays with the token), then the
   * session is initialized again (onSessionInitialized: the token's expiry as it is now), the
   * statuses fetched and the chart drawn anew, the seats held with the token selected again. The
   * focus stays on the seat it was on.
   */
  SeatingChart.prototype.rerender = function () {
    var chart = this;
    if (this.state !== 'RENDERED') return;
    var focused = this._seatOf(document.activeElement);
    this._stopExpiry();
    this._closeExpired();
    this._emit('onChartRerenderingStarted', this);
    this.selectedObjects.slice().forEach(function (label) {
      var seat = chart._seats[label];
      var type = chart._ticketType(seat.category, seat.ticketType);
      chart._mark(seat, false);
      chart._emit('onObjectDeselected', chart._object(seat), type);
    });
    this.state = 'RENDERING';
    this._session(this.holdToken || undefined).then(function () { return chart._load(); }).then(function (data) {
      if (chart.state === 'DESTROYED') return;
      chart._draw(data);
      chart.state = 'RENDERED';
      var again = focused && chart._seats[focused.label];
      if (again) chart._focus(again);
      chart._emit('onChartRendered', chart);
      if (chart._expiredAtStart) {
        chart._expiredAtStart = false;
        chart._expire();
      }
    }).catch(function () {
      if (chart.state === 'DESTROYED') return;
      chart.state = 'FAILED';
      chart._message(chart._texts().failed, 'alert');
      chart._emit('onChartRenderingFailed', chart);
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

  SeatingChart.prototype.destroy = function () {
    this.state = 'DESTROYED';
    this._stopExpiry();
    if (this._resize) this._resize.disconnect();
    if (this._root) this._root.remove();
    this._root = null;
  };

  /** Selects the given objects that can be selected (seats.io: prompting for what is missing). */
  SeatingChart.prototype.trySelectObjects = function (objects) {
    var chart = this;
    return this._each(objects, function (seat, type) { return chart._change(seat, true, type); });
  };
  /** Deprecated in seats.io for trySelectObjects; the same here. */
  SeatingChart.prototype.selectObjects = SeatingChart.prototype.trySelectObjects;
  /** Selects all the given objects, or fails (rejects) without selecting any when one cannot be. */
  SeatingChart.prototype.doSelectObjects = function (objects) {
    var chart = this;
    var seats = (objects || []).map(function (entry) { return chart._seats[labelOf(entry)]; });
    if (seats.some(function (seat) { return !seat || !chart._selectable(seat); }))
      return Promise.reject(new Error('seats.io stand-in: not all objects can be selected'));
    return this._each(objects, function (seat, type) { return chart._change(seat, true, type); });
  };
  SeatingChart.prototype.deselectObjects = function (objects) {
    var chart = this;
    return this._each(objects, function (seat) { return chart._change(seat, false); });
  };
  SeatingChart.prototype.clearSelection = function () {
    return this.deselectObjects(this.selectedObjects.slice());
  };
  SeatingChart.prototype.listSelectedObjects = function () {
    var chart = this;
    return Promise.resolve(this.selectedObjects.map(function (label) { return chart._object(chart._seats[label]); }));
  };
  SeatingChart.prototype.findObject = function (label) {
    var seat = this._seats[label];
    return seat ? Promise.resolve(this._object(seat)) : Promise.reject(new Error('No object ' + label));
  };
  SeatingChart.prototype.listCategories = function () {
    var chart = this;
    return Promise.resolve(this._categories.map(function (category) { return chart._category(category.key); }));
  };
  /**
   * The number of selectable and not selectable places, by category (seats.io's
   * chart.getReportBySelectability()): { selectable: { count, byCategoryLabel, byCategoryKey },
   * not_selectable: { … } }, every category counted in both, and NO_CATEGORY.
   */
  SeatingChart.prototype.getReportBySelectability = function () {
    var chart = this;
    function group() {
      var entry = { count: 0, byCategoryLabel: {}, byCategoryKey: {} };
      chart._categories.forEach(function (category) {
        entry.byCategoryLabel[chart._category(category.key).label] = 0;
        entry.byCategoryKey[category.key] = 0;
      });
      entry.byCategoryLabel.NO_CATEGORY = 0;
      entry.byCategoryKey.NO_CATEGORY = 0;
      return entry;
    }
    var report = { selectable: group(), not_selectable: group() };
    this._all().forEach(function (seat) {
      var entry = report[chart._selectable(seat) ? 'selectable' : 'not_selectable'];
      var category = chart._category(seat.category);
      entry.count += 1;
      entry.byCategoryLabel[category.label] += 1;
      entry.byCategoryKey[seat.category] += 1;
    });
    return Promise.resolve(report);
  };
  SeatingChart.prototype.changeConfig = function (change) {
    var chart = this;
    for (var name in change) this.config[name] = change[name];
    this._all().forEach(function (seat) { chart._paint(seat); });
    return Promise.resolve();
  };
  /** A new session: a new hold token (seats.io: the seats held with the old one stay held until it expires). */
  SeatingChart.prototype.startNewSession = function () {
    var chart = this;
    return this._api('POST', 'hold-tokens', {}).then(function (token) {
      chart._sessionStarted(token);
    });
  };
  /** Closes what is open and zooms out to the fitted view; the selection and the token stay. */
  SeatingChart.prototype.resetView = function () {
    this._setZoom(1);
    if (this._viewport) { this._viewport.scrollLeft = 0; this._viewport.scrollTop = 0; }
    return Promise.resolve();
  };
  /** Zooms to the selected seats; nothing when none is selected. */
  SeatingChart.prototype.zoomToSelectedObjects = function () {
    var chart = this;
    this._zoomTo(this.selectedObjects.map(function (label) { return chart._seats[label]; }).filter(Boolean));
    return Promise.resolve();
  };
  /** Zooms to the seats with these labels. */
  SeatingChart.prototype.zoomToObjects = function (labels) {
    var chart = this;
    this._zoomTo((labels || []).map(function (label) { return chart._seats[label]; }).filter(Boolean));
    return Promise.resolve();
  };
  ['zoomToFilteredCategories', 'pulse', 'unpulse']
    .forEach(function (name) {
      SeatingChart.prototype[name] = function () { return Promise.resolve(); };
    });

  window.seatsio = { SeatingChart: SeatingChart };
})();
