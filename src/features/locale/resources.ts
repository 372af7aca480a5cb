import type { Lang } from '../../api/types';
import deCheckout from '../../../locales/de/checkout.json';
import enCheckout from '../../../locales/en/checkout.json';
import frCheckout from '../../../locales/fr/checkout.json';
import itCheckout from '../../../locales/it/checkout.json';
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
import deCart from '../../../locales/de/cart.json';
import enOrder from '../../../locales/en/order.json';
import enCart from '../../../locales/en/cart.json';
import frOrder from '../../../locales/fr/order.json';
import frCart from '../../../locales/fr/cart.json';
import itOrder from '../../../locales/it/order.json';
import itCart from '../../../locales/it/cart.json';
import deSeating from '../../../locales/de/seating.json';
import enSeating from '../../../locales/en/seating.json';
import frSeating from '../../../locales/fr/seating.json';
import itSeating from '../../../locales/it/seating.json';
import deCustomisation from '../../../locales/de/customisation.json';
import enCustomisation from '../../../locales/en/customisation.json';
import frCustomisation from '../../../locales/fr/customisation.json';
import itCustomisation from '../../../locales/it/customisation.json';
import deForms from '../../../locales/de/forms.json';
import enForms from '../../../locales/en/forms.json';
import frForms from '../../../locales/fr/forms.json';
import itForms from '../../../locales/it/forms.json';
import deConsent from '../../../locales/de/consent.json';
import enConsent from '../../../locales/en/consent.json';
import frConsent from '../../../locales/fr/consent.json';
import itConsent from '../../../locales/it/consent.json';
import deDebug from '../../../locales/de/debug.json';
import deReservation from '../../../locales/de/reservation.json';
import enDebug from '../../../locales/en/debug.json';
import enReservation from '../../../locales/en/reservation.json';
import frDebug from '../../../locales/fr/debug.json';
import frReservation from '../../../locales/fr/reservation.json';
import itDebug from '../../../locales/it/debug.json';
import itReservation from '../../../locales/it/reservation.json';

/** Every namespace in every language; German is the reference the others must match. */
export const resources = {
  de: {
    catalog: deCatalog,
    checkout: deCheckout,
    common: deCommon,
    errors: deErrors,
    ui: deUi,
    layout: deLayout,
    legal: deLegal,
    order: deOrder,
    cart: deCart,
    seating: deSeating,
    customisation: deCustomisation,
    forms: deForms,
    consent: deConsent,
    debug: deDebug,
    reservation: deReservation,
  },
  en: {
    catalog: enCatalog,
    checkout: enCheckout,
    common: enCommon,
    errors: enErrors,
    ui: enUi,
    layout: enLayout,
    legal: enLegal,
    order: enOrder,
    cart: enCart,
    seating: enSeating,
    customisation: enCustomisation,
    forms: enForms,
    consent: enConsent,
    debug: enDebug,
    reservation: enReservation,
  },
  fr: {
    catalog: frCatalog,
    checkout: frCheckout,
    common: frCommon,
    errors: frErrors,
    ui: frUi,
    layout: frLayout,
    legal: frLegal,
    order: frOrder,
    cart: frCart,
    seating: frSeating,
    customisation: frCustomisation,
    forms: frForms,
    consent: frConsent,
    debug: frDebug,
    reservation: frReservation,
  },
  it: {
    catalog: itCatalog,
    checkout: itCheckout,
    common: itCommon,
    errors: itErrors,
    ui: itUi,
    layout: itLayout,
    legal: itLegal,
    order: itOrder,
    cart: itCart,
    seating: itSeating,
    customisation: itCustomisation,
    forms: itForms,
    consent: itConsent,
    debug: itDebug,
    reservation: itReservation,
  },
} satisfies Record<Lang, Record<string, unknown>>;

export type Namespace = keyof (typeof resources)['de'];
export const namespaces = Object.keys(resources.de) as Namespace[];
export const defaultNamespace: Namespace = 'common';
