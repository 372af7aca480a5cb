/** The core texts in fr (textNamespaces.ts): one chunk, loaded before the first render in fr. */
import catalog from '../../../../locales/fr/catalog.json';
import common from '../../../../locales/fr/common.json';
import consent from '../../../../locales/fr/consent.json';
import errors from '../../../../locales/fr/errors.json';
import layout from '../../../../locales/fr/layout.json';
import order from '../../../../locales/fr/order.json';
import ui from '../../../../locales/fr/ui.json';

export default { common, ui, layout, errors, catalog, consent, order };
