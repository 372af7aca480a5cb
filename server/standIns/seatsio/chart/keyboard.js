/*
 * Clicks and keys on the seats: a click, Enter or Space toggles a seat (not in mode 'static' or
 * 'print'); arrow keys move between seats, Home and End along the row.
 */

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
