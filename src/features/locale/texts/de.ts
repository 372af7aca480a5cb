/** The core texts in de (textNamespaces.ts): one chunk, loaded before the first render in de. */
import catalog from '../../../../locales/de/catalog.json';
import common from '../../../../locales/de/common.json';
import consent from '../../../../locales/de/consent.json';
import errors from '../../../../locales/de/errors.json';
import layout from '../../../../locales/de/layout.json';
import order from '../../../../locales/de/order.json';
import ui from '../../../../locales/de/ui.json';

export default { common, ui, layout, errors, catalog, consent, order };
