/*
 * The rendered chart's methods (docs.seats.io/docs/renderer/rendered-chart-methods) for selecting
 * and listing objects and categories, among them chart.getReportBySelectability(), which answers
 * counts by category: { selectable: { count, byCategoryLabel, byCategoryKey }, not_selectable:
 * { … } }; and window.seatsio, which @seatsio/seatsio-react looks for once the script has loaded.
 */

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

['zoomToFilteredCategories', 'pulse', 'unpulse']
  .forEach(function (name) {
    SeatingChart.prototype[name] = function () { return Promise.resolve(); };
  });

window.seatsio = { SeatingChart: SeatingChart };
