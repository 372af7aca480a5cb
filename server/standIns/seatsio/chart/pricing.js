/*
 * config.pricing (docs.seats.io/docs/renderer/config-pricing): { prices, priceFormatter }, or the
 * legacy list of prices beside a top-level config.priceFormatter; a price per category
 * ({ category, price }) or ticket types ({ category, ticketTypes: [{ ticketType, price, label,
 * primary }] }). The categories as seats.io's objects carry them, with their formatted prices.
 */

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
