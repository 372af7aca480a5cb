/** The core texts in en (textNamespaces.ts): one chunk, loaded before the first render in en. */
import catalog from '../../../../locales/en/catalog.json';
import common from '../../../../locales/en/common.json';
import consent from '../../../../locales/en/consent.json';
import errors from '../../../../locales/en/errors.json';
import layout from '../../../../locales/en/layout.json';
import order from '../../../../locales/en/order.json';
import ui from '../../../../locales/en/ui.json';

export default { common, ui, layout, errors, catalog, consent, order };
