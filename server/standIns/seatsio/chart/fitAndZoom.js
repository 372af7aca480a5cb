/*
 * config.fitTo (docs.seats.io/docs/renderer/config-fitto): 'width' draws the hall exactly as wide
 * as the container and as high as it then needs, at least 300 px; 'widthAndHeight' inside the
 * container's height too; without it, 'width' for a container with no height of its own. It fits
 * again when the container's size changes.
 *
 * Zooming as the renderer does it: two fingers (pinch) or Ctrl/⌘ with the wheel zoom around the
 * fingers or the pointer, one finger or the wheel pan; while zoomed in, a button bottom left
 * resets the zoom (config.showZoomOutButtonOnMobile: false hides it on a touch screen);
 * chart.resetView() zooms out to the fitted view (selection and token kept),
 * chart.zoomToSelectedObjects() and chart.zoomToObjects(labels) zoom to those seats.
 */

/** seats.io fits a chart to its container's width at least this high (config.fitTo) */
var MIN_HEIGHT = 300;
var MAX_ZOOM = 4;

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
