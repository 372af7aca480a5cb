/*
 * Selecting seats and holding them. Objects carry label, labels { own, parent, displayedLabel },
 * category, status ('free', 'reservedByToken', 'booked'), selectable, selected,
 * selectedTicketType, select(), deselect(). In a session (config.session 'manual', 'start' or
 * 'continue') a click selects the seat (onObjectSelected) and holds it with the token (POST
 * api/events/{key}/actions/hold): onHoldSucceeded(objects, ticketTypes), or onHoldFailed and the
 * seat is deselected again and shown as not selectable. Deselecting releases the hold:
 * onReleaseHoldSucceeded, or onReleaseHoldFailed and the seat is selected again.
 * onHoldCallsInProgress / onHoldCallsComplete frame the calls.
 */

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

/**
 * seats.io's "previously selected objects become unselected" (chart.rerender(),
 * chart.startNewSession()): onObjectDeselected for each, no hold call (nothing is released).
 */
SeatingChart.prototype._unselectAll = function () {
  var chart = this;
  this.selectedObjects.slice().forEach(function (label) {
    var seat = chart._seats[label];
    var type = chart._ticketType(seat.category, seat.ticketType);
    chart._mark(seat, false);
    chart._emit('onObjectDeselected', chart._object(seat), type);
  });
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
