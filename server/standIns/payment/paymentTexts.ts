/**
 * The words of the payment provider's stand-ins (the hosted payment page and the lightbox), in the
 * visitor's language: the storefront sends its language with the checkout (X-Locale), the server
 * puts it into the provider's addresses (?lang=), as a real provider is told the shopper's
 * language when the payment is created.
 */
import type { Lang } from '../../../src/api/types';

export interface PaymentTexts {
  /** the hosted page's title and h1 */
  pageTitle: string;
  pageIntro: string;
  order: string;
  amount: string;
  method: string;
  pay: string;
  fail: string;
  cancel: string;
  /** {status}: the order's status */
  notWaiting: string;
  backToStatus: string;
  notFoundTitle: string;
  notFound: string;
  /** the lightbox's title */
  lightboxTitle: string;
  /** {amount}: the amount to pay */
  lightboxText: string;
  close: string;
}

export const PAYMENT_TEXTS: Record<Lang, PaymentTexts> = {
  de: {
    pageTitle: 'Demo-Zahlung',
    pageIntro: 'Diese Seite steht für den Zahlungsanbieter. Es wird nichts belastet.',
    order: 'Bestellung',
    amount: 'Betrag',
    method: 'Zahlungsart',
    pay: 'Bezahlen',
    fail: 'Fehlschlagen lassen',
    cancel: 'Abbrechen',
    notWaiting: 'Diese Bestellung wartet nicht auf eine Zahlung (Status: {status}).',
    backToStatus: 'Zurück zum Bestellstatus',
    notFoundTitle: 'Zahlung nicht gefunden',
    notFound: 'Es gibt keine Bestellung mit dieser Nummer.',
    lightboxTitle: 'Demo-Kartenzahlung',
    lightboxText:
      'Dieses Fenster steht für das Zahlungsfenster des Anbieters. Betrag: {amount}. Es wird nichts belastet.',
    close: 'Zahlung abbrechen und schliessen',
  },
  en: {
    pageTitle: 'Demo payment',
    pageIntro: 'This page stands in for the payment provider. No money is charged.',
    order: 'Order',
    amount: 'Amount',
    method: 'Payment method',
    pay: 'Pay',
    fail: 'Fail',
    cancel: 'Cancel',
    notWaiting: 'This order is not waiting for a payment (status: {status}).',
    backToStatus: 'Back to the order status',
    notFoundTitle: 'Payment not found',
    notFound: 'There is no order with this id.',
    lightboxTitle: 'Demo card payment',
    lightboxText:
      'This dialog stands in for the payment lightbox. Amount: {amount}. No money is charged.',
    close: 'Cancel the payment and close',
  },
  fr: {
    pageTitle: 'Paiement de démonstration',
    pageIntro: "Cette page remplace le prestataire de paiement. Aucun montant n'est débité.",
    order: 'Commande',
    amount: 'Montant',
    method: 'Moyen de paiement',
    pay: 'Payer',
    fail: 'Faire échouer',
    cancel: 'Annuler',
    notWaiting: "Cette commande n'attend pas de paiement (statut : {status}).",
    backToStatus: 'Retour au statut de la commande',
    notFoundTitle: 'Paiement introuvable',
    notFound: "Il n'existe aucune commande portant ce numéro.",
    lightboxTitle: 'Paiement par carte de démonstration',
    lightboxText:
      "Cette fenêtre remplace la fenêtre de paiement du prestataire. Montant : {amount}. Aucun montant n'est débité.",
    close: 'Annuler le paiement et fermer',
  },
  it: {
    pageTitle: 'Pagamento dimostrativo',
    pageIntro: 'Questa pagina sostituisce il fornitore di pagamento. Non viene addebitato nulla.',
    order: 'Ordine',
    amount: 'Importo',
    method: 'Metodo di pagamento',
    pay: 'Paga',
    fail: 'Fai fallire',
    cancel: 'Annulla',
    notWaiting: 'Questo ordine non è in attesa di un pagamento (stato: {status}).',
    backToStatus: "Torna allo stato dell'ordine",
    notFoundTitle: 'Pagamento non trovato',
    notFound: 'Non esiste alcun ordine con questo numero.',
    lightboxTitle: 'Pagamento con carta dimostrativo',
    lightboxText:
      'Questa finestra sostituisce la finestra di pagamento del fornitore. Importo: {amount}. Non viene addebitato nulla.',
    close: 'Annulla il pagamento e chiudi',
  },
};

/** An amount as the visitor's language writes it in Switzerland: 'CHF 80.00', '80.00 CHF'. */
export function paymentAmount(minor: number, currency: string, lang: Lang): string {
  try {
    return new Intl.NumberFormat(`${lang}-CH`, { style: 'currency', currency }).format(minor / 100);
  } catch {
    return `${currency} ${(minor / 100).toFixed(2)}`;
  }
}

/** `text` with {name} filled in. */
export const fillIn = (text: string, values: Record<string, string>): string =>
  text.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
