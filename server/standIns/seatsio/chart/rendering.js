/*
 * The drawing: the event's seat map as accessible SVG in config.container, a group per row, a
 * toggle button per seat (aria-pressed, name 'Reihe A, Platz 1, Kategorie 1, CHF 89.00');
 * selected seats carry a check mark, taken ones a cross (and aria-disabled); a legend of the
 * categories with their prices below.
 */

var SEAT_GAP = 30;
var ROW_GAP = 34;
var SIDE = 40;
var FIRST_ROW = 72;
var RADIUS = 11;

/** The stand-in's look, a stylesheet next to this script (no inline style for the page's policy). */
var STYLESHEET = BASE + 'chart.css';

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
