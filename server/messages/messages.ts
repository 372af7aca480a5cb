import type { Lang, LocalisedText } from '../../src/api/types';
import { ITEM_MESSAGES, type Table } from './itemMessages';

/** The details the demo server writes, in the visitor's language (X-Locale); {name} is filled in. */
const MESSAGES = {
  ...ITEM_MESSAGES,
  malformedJson: {
    de: 'Die Anfrage enthält kein gültiges JSON.',
    en: 'The request body is not valid JSON.',
    fr: 'La requête ne contient pas de JSON valide.',
    it: 'La richiesta non contiene JSON valido.',
  },
  invalidValue: {
    de: 'Dieser Wert ist ungültig.',
    en: 'This value is invalid.',
    fr: "Cette valeur n'est pas valide.",
    it: 'Questo valore non è valido.',
  },
  notFound: { de: 'Nicht gefunden.', en: 'Not found.', fr: 'Introuvable.', it: 'Non trovato.' },
  shopNotFound: {
    de: 'Diesen Shop gibt es nicht.',
    en: 'This shop does not exist.',
    fr: "Cette boutique n'existe pas.",
    it: 'Questo negozio non esiste.',
  },
  orderNotFound: {
    de: 'Diese Bestellung wurde nicht gefunden oder ist abgelaufen.',
    en: 'This order was not found or has expired.',
    fr: 'Cette commande est introuvable ou a expiré.',
    it: 'Questo ordine non è stato trovato o è scaduto.',
  },
  eventNotFound: {
    de: 'Diese Veranstaltung wurde nicht gefunden.',
    en: 'This event was not found.',
    fr: 'Cet événement est introuvable.',
    it: 'Questo evento non è stato trovato.',
  },
  orderLocked: {
    de: 'Diese Bestellung kann nicht mehr geändert werden.',
    en: 'This order can no longer be changed.',
    fr: 'Cette commande ne peut plus être modifiée.',
    it: 'Questo ordine non può più essere modificato.',
  },
  orderExpired: {
    de: 'Ihre Reservation ist abgelaufen.',
    en: 'Your reservation has expired.',
    fr: 'Votre réservation a expiré.',
    it: 'La vostra prenotazione è scaduta.',
  },
  reservationExtensionLimit: {
    de: 'Ihre Reservierung kann nicht mehr verlängert werden.',
    en: 'Your reservation cannot be extended any more.',
    fr: 'Votre réservation ne peut plus être prolongée.',
    it: 'La vostra prenotazione non può più essere prolungata.',
  },
  reservationSeatsGone: {
    de: 'Ihre Reservierung kann nicht verlängert werden: {seats} ist inzwischen vergeben.',
    en: 'Your reservation cannot be extended: {seats} has been taken meanwhile.',
    fr: 'Votre réservation ne peut pas être prolongée : {seats} a été prise entre-temps.',
    it: 'La vostra prenotazione non può essere prolungata: {seats} è stato occupato nel frattempo.',
  },
  orderEmpty: {
    de: 'Ihr Warenkorb ist leer.',
    en: 'Your basket is empty.',
    fr: 'Votre panier est vide.',
    it: 'Il vostro carrello è vuoto.',
  },
  itemNotFound: {
    de: 'Diese Position ist nicht in Ihrer Bestellung.',
    en: 'This item is not in your order.',
    fr: 'Cet article ne figure pas dans votre commande.',
    it: 'Questo articolo non è nel vostro ordine.',
  },
  presaleInvalid: {
    de: 'Dieser Vorverkaufscode ist ungültig.',
    en: 'This presale code is invalid.',
    fr: "Ce code de prévente n'est pas valide.",
    it: 'Questo codice di prevendita non è valido.',
  },
  required: {
    de: 'Dieses Feld ist erforderlich.',
    en: 'This field is required.',
    fr: 'Ce champ est obligatoire.',
    it: 'Questo campo è obbligatorio.',
  },
  email: {
    de: 'Bitte geben Sie eine gültige E-Mail-Adresse ein.',
    en: 'Please enter a valid e-mail address.',
    fr: 'Veuillez saisir une adresse e-mail valide.',
    it: 'Inserire un indirizzo e-mail valido.',
  },
  date: {
    de: 'Bitte geben Sie ein gültiges Datum ein.',
    en: 'Please enter a valid date.',
    fr: 'Veuillez saisir une date valide.',
    it: 'Inserire una data valida.',
  },
  dateTooEarly: {
    de: 'Das Datum darf nicht vor dem 01.01.1900 liegen.',
    en: 'The date must not be before 1 January 1900.',
    fr: 'La date ne peut pas être antérieure au 01.01.1900.',
    it: 'La data non può essere anteriore al 01.01.1900.',
  },
  mustAccept: {
    de: 'Bitte bestätigen Sie dies, um fortzufahren.',
    en: 'Please confirm this to continue.',
    fr: 'Veuillez cocher cette case pour continuer.',
    it: 'Confermare per continuare.',
  },
  choice: {
    de: 'Bitte wählen Sie eine der angebotenen Möglichkeiten.',
    en: 'Please choose one of the options offered.',
    fr: "Veuillez choisir l'une des options proposées.",
    it: 'Scegliere una delle opzioni proposte.',
  },
  number: {
    de: 'Bitte geben Sie eine Zahl ein.',
    en: 'Please enter a number.',
    fr: 'Veuillez saisir un nombre.',
    it: 'Inserire un numero.',
  },
  minValue: {
    de: 'Der Wert muss mindestens {min} betragen.',
    en: 'The value must be at least {min}.',
    fr: 'La valeur doit être au moins {min}.',
    it: 'Il valore deve essere almeno {min}.',
  },
  maxValue: {
    de: 'Der Wert darf höchstens {max} betragen.',
    en: 'The value must be at most {max}.',
    fr: 'La valeur ne peut pas dépasser {max}.',
    it: 'Il valore non può superare {max}.',
  },
  formInvalid: {
    de: 'Bitte prüfen Sie Ihre Angaben.',
    en: 'Please check your details.',
    fr: 'Veuillez vérifier vos informations.',
    it: 'Verificare i dati inseriti.',
  },
  voucherInvalid: {
    de: 'Dieser Gutscheincode ist ungültig.',
    en: 'This voucher code is invalid.',
    fr: "Ce code de bon n'est pas valide.",
    it: 'Questo codice buono non è valido.',
  },
  voucherUsed: {
    de: 'Dieser Gutschein wurde bereits eingelöst.',
    en: 'This voucher has already been redeemed.',
    fr: 'Ce bon a déjà été utilisé.',
    it: 'Questo buono è già stato riscattato.',
  },
  voucherOtherShop: {
    de: 'Dieser Gutschein gilt nur im Shop, in dem er gekauft wurde.',
    en: 'This voucher is valid only in the shop where it was bought.',
    fr: "Ce bon n'est valable que dans la boutique où il a été acheté.",
    it: 'Questo buono è valido solo nel negozio in cui è stato acquistato.',
  },
  voucherDuplicate: {
    de: 'Dieser Gutschein ist bereits in Ihrer Bestellung.',
    en: 'This voucher is already in your order.',
    fr: 'Ce bon figure déjà dans votre commande.',
    it: 'Questo buono è già nel vostro ordine.',
  },
  voucherNotFound: {
    de: 'Dieser Gutschein ist nicht in Ihrer Bestellung.',
    en: 'This voucher is not in your order.',
    fr: 'Ce bon ne figure pas dans votre commande.',
    it: 'Questo buono non è nel vostro ordine.',
  },
  insuranceUnavailable: {
    de: 'Für diese Bestellung ist keine Versicherung erhältlich.',
    en: 'No insurance is available for this order.',
    fr: "Aucune assurance n'est disponible pour cette commande.",
    it: 'Per questo ordine non è disponibile alcuna assicurazione.',
  },
  personalisationNotNeeded: {
    de: 'Diese Position muss nicht personalisiert werden.',
    en: 'This item does not need to be personalised.',
    fr: "Cet article n'a pas besoin d'être personnalisé.",
    it: 'Questo articolo non deve essere personalizzato.',
  },
  personalisationIncomplete: {
    de: 'Bitte personalisieren Sie zuerst alle Tickets.',
    en: 'Please personalise all tickets first.',
    fr: "Veuillez d'abord personnaliser tous les billets.",
    it: 'Personalizzare prima tutti i biglietti.',
  },
  paymentMethodUnknown: {
    de: 'Diese Zahlungsart ist nicht verfügbar.',
    en: 'This payment method is not available.',
    fr: "Ce moyen de paiement n'est pas disponible.",
    it: 'Questo metodo di pagamento non è disponibile.',
  },
  orderChanged: {
    de: 'Ihre Bestellung hat sich geändert, seit Sie sie angesehen haben. Bitte prüfen Sie den neuen Betrag.',
    en: 'Your order has changed since you looked at it. Please check the new amount.',
    fr: "Votre commande a changé depuis que vous l'avez consultée. Veuillez vérifier le nouveau montant.",
    it: 'Il vostro ordine è cambiato da quando lo avete visto. Verificate il nuovo importo.',
  },
  alreadyPaid: {
    de: 'Diese Bestellung ist bereits bezahlt.',
    en: 'This order has already been paid.',
    fr: 'Cette commande est déjà payée.',
    it: 'Questo ordine è già stato pagato.',
  },
} satisfies Record<string, Table>;

export type MessageKey = keyof typeof MESSAGES;

/** A shop's own wording of some messages (the hostile demo shop words the voucher messages). */
export type MessageTexts = Partial<Record<MessageKey, LocalisedText>>;

export const isMessageKey = (key: string): key is MessageKey => Object.hasOwn(MESSAGES, key);

/** Details that stay as they are in every language (Laravel's CSRF text, the fault knob's 500). */
export const CSRF_MISMATCH = 'CSRF token mismatch.';
export const SERVER_ERROR = 'Interner Serverfehler';

/** The detail `key` in `lang`, in the shop's own wording (`texts`) when it has one. */
export function message(
  lang: Lang,
  key: MessageKey,
  params: Record<string, string | number> = {},
  texts?: MessageTexts,
): string {
  return (texts?.[key]?.[lang] || MESSAGES[key][lang]).replace(
    /\{(\w+)\}/g,
    (whole, name: string) => (name in params ? String(params[name]) : whole),
  );
}

/** CHF 15.00: how amounts appear inside details. */
export const formatAmount = (minor: number, currency: string): string =>
  `${currency} ${(minor / 100).toFixed(2)}`;
