import type { Lang } from '../../api/types';
import deCatalog from '../../../locales/de/catalog.json';
import enCatalog from '../../../locales/en/catalog.json';
import frCatalog from '../../../locales/fr/catalog.json';
import itCatalog from '../../../locales/it/catalog.json';
import deCommon from '../../../locales/de/common.json';
import enCommon from '../../../locales/en/common.json';
import frCommon from '../../../locales/fr/common.json';
import itCommon from '../../../locales/it/common.json';
import deErrors from '../../../locales/de/errors.json';
import deUi from '../../../locales/de/ui.json';
import enErrors from '../../../locales/en/errors.json';
import enUi from '../../../locales/en/ui.json';
import frErrors from '../../../locales/fr/errors.json';
import frUi from '../../../locales/fr/ui.json';
import itErrors from '../../../locales/it/errors.json';
import itUi from '../../../locales/it/ui.json';
import deLayout from '../../../locales/de/layout.json';
import deLegal from '../../../locales/de/legal.json';
import enLayout from '../../../locales/en/layout.json';
import enLegal from '../../../locales/en/legal.json';
import frLayout from '../../../locales/fr/layout.json';
import frLegal from '../../../locales/fr/legal.json';
import itLayout from '../../../locales/it/layout.json';
import itLegal from '../../../locales/it/legal.json';
import deOrder from '../../../locales/de/order.json';
import enOrder from '../../../locales/en/order.json';
import frOrder from '../../../locales/fr/order.json';
import itOrder from '../../../locales/it/order.json';

/** Every namespace in every language; German is the reference the others must match. */
export const resources = {
  de: { catalog: deCatalog, common: deCommon, errors: deErrors, ui: deUi, layout: deLayout, legal: deLegal, order: deOrder },
  en: { catalog: enCatalog, common: enCommon, errors: enErrors, ui: enUi, layout: enLayout, legal: enLegal, order: enOrder },
  fr: { catalog: frCatalog, common: frCommon, errors: frErrors, ui: frUi, layout: frLayout, legal: frLegal, order: frOrder },
  it: { catalog: itCatalog, common: itCommon, errors: itErrors, ui: itUi, layout: itLayout, legal: itLegal, order: itOrder },
} satisfies Record<Lang, Record<string, unknown>>;

export type Namespace = keyof (typeof resources)['de'];
export const namespaces = Object.keys(resources.de) as Namespace[];
export const defaultNamespace: Namespace = 'common';
