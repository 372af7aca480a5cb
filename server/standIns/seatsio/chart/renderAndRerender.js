/*
 * chart.render(), chart.rerender() and chart.destroy(). Rendering needs config.workspaceKey (the
 * real chart cannot render without it); it fetches events/<eventKey>.json next to this script
 * (the demo server's seat map and each seat's status in the stand-in's seats.io) and draws it.
 * Rendering with a hold token re-selects the seats held with it; config.selectedObjects are
 * selected only "if they are still free" (and held, in a session).
 *
 * chart.rerender() (docs.seats.io/docs/renderer/chart-properties-chartrerender) re-initializes
 * and redraws: onChartRerenderingStarted, every selected object deselected with
 * onObjectDeselected (its hold stays with the token: nothing is released), the session again
 * (onSessionInitialized with the token's current expiry), the statuses fetched anew and drawn,
 * the seats held with the token selected again, onChartRendered.
 */

SeatingChart.prototype._load = function () {
  var url = new URL('events/' + encodeURIComponent(this.config.event || '') + '.json', BASE);
  if (this.holdToken) url.searchParams.set('holdToken', this.holdToken);
  url = url.href;
  return fetch(url, { cache: 'no-store' }).then(function (response) {
    if (!response.ok) throw new Error('seats.io stand-in: ' + url + ' answered ' + response.status);
    return response.json();
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
  this._unselectAll();
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

SeatingChart.prototype.destroy = function () {
  this.state = 'DESTROYED';
  this._stopExpiry();
  if (this._resize) this._resize.disconnect();
  if (this._root) this._root.remove();
  this._root = null;
};
