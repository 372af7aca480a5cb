/** The core texts in it (textNamespaces.ts): one chunk, loaded before the first render in it. */
import catalog from '../../../../locales/it/catalog.json';
import common from '../../../../locales/it/common.json';
import consent from '../../../../locales/it/consent.json';
import errors from '../../../../locales/it/errors.json';
import layout from '../../../../locales/it/layout.json';
import order from '../../../../locales/it/order.json';
import ui from '../../../../locales/it/ui.json';

export default { common, ui, layout, errors, catalog, consent, order };
