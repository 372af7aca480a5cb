import type { Lang } from '../../src/api/types';

export type Table = Record<Lang, string>;

/** The details about new order items (see messages.ts), in the four shop languages. */
export const ITEM_MESSAGES = {
  itemsEmpty: {
    de: 'Bitte wählen Sie mindestens eine Position.',
    en: 'Please choose at least one item.',
    fr: 'Veuillez choisir au moins un article.',
    it: 'Scegliere almeno un articolo.',
  },
  tooManyItems: {
    de: 'Es können höchstens {max} Positionen auf einmal hinzugefügt werden.',
    en: 'At most {max} items can be added at once.',
    fr: 'Vous pouvez ajouter au maximum {max} articles à la fois.',
    it: 'Si possono aggiungere al massimo {max} articoli alla volta.',
  },
  placementUnknown: {
    de: 'Dieses Angebot ist nicht verfügbar.',
    en: 'This offer is not available.',
    fr: "Cette offre n'est pas disponible.",
    it: 'Questa offerta non è disponibile.',
  },
  variantUnknown: {
    de: 'Diese Preisstufe gibt es für dieses Angebot nicht.',
    en: 'This price category is not available for this offer.',
    fr: "Ce tarif n'existe pas pour cette offre.",
    it: 'Questa tariffa non esiste per questa offerta.',
  },
  soldOut: {
    de: 'Diese Preisstufe ist ausverkauft.',
    en: 'This price category is sold out.',
    fr: 'Ce tarif est complet.',
    it: 'Questa tariffa è esaurita.',
  },
  deliveryRequired: {
    de: 'Bitte wählen Sie eine Versandart.',
    en: 'Please choose a delivery method.',
    fr: 'Veuillez choisir un mode de livraison.',
    it: 'Scegliere una modalità di consegna.',
  },
  deliveryInvalid: {
    de: 'Diese Versandart ist für dieses Angebot nicht möglich.',
    en: 'This delivery method is not available for this offer.',
    fr: "Ce mode de livraison n'est pas disponible pour cette offre.",
    it: 'Questa modalità di consegna non è disponibile per questa offerta.',
  },
  inscriptionNotAllowed: {
    de: 'Für dieses Angebot ist keine Widmung möglich.',
    en: 'This offer cannot carry a personal message.',
    fr: 'Cette offre ne peut pas comporter de dédicace.',
    it: 'Questa offerta non può contenere una dedica.',
  },
  inscriptionTooLong: {
    de: 'Die Widmung darf höchstens {max} Zeichen lang sein.',
    en: 'The message may be at most {max} characters long.',
    fr: 'La dédicace ne peut pas dépasser {max} caractères.',
    it: 'La dedica non può superare {max} caratteri.',
  },
  priceRequired: {
    de: 'Bitte wählen Sie einen Betrag.',
    en: 'Please choose an amount.',
    fr: 'Veuillez choisir un montant.',
    it: 'Scegliere un importo.',
  },
  priceTooLow: {
    de: 'Der Betrag muss mindestens {amount} betragen.',
    en: 'The amount must be at least {amount}.',
    fr: "Le montant doit être d'au moins {amount}.",
    it: "L'importo deve essere di almeno {amount}.",
  },
  priceTooHigh: {
    de: 'Der Betrag darf höchstens {amount} betragen.',
    en: 'The amount may be at most {amount}.',
    fr: 'Le montant ne peut pas dépasser {amount}.',
    it: "L'importo non può superare {amount}.",
  },
  bundleChildrenMissing: {
    de: 'Dieses Paket braucht mindestens {min} × {label}.',
    en: 'This package needs at least {min} × {label}.',
    fr: 'Ce forfait nécessite au moins {min} × {label}.',
    it: 'Questo pacchetto richiede almeno {min} × {label}.',
  },
  bundleChildInvalid: {
    de: 'Diese Position gehört nicht zu diesem Paket.',
    en: 'This item is not part of this package.',
    fr: 'Cet article ne fait pas partie de ce forfait.',
    it: 'Questo articolo non fa parte di questo pacchetto.',
  },
  notABundle: {
    de: 'Dieses Angebot ist kein Paket.',
    en: 'This offer is not a package.',
    fr: "Cette offre n'est pas un forfait.",
    it: 'Questa offerta non è un pacchetto.',
  },
  optionInvalid: {
    de: 'Diese Zusatzoption ist für dieses Angebot nicht verfügbar.',
    en: 'This extra is not available for this offer.',
    fr: "Cette option n'est pas disponible pour cette offre.",
    it: 'Questa opzione non è disponibile per questa offerta.',
  },
  seatRequired: {
    de: 'Bitte wählen Sie einen Platz.',
    en: 'Please choose a seat.',
    fr: 'Veuillez choisir une place.',
    it: 'Scegliere un posto.',
  },
  seatNotAllowed: {
    de: 'Für dieses Angebot gibt es keine nummerierten Plätze.',
    en: 'This offer has no numbered seats.',
    fr: "Cette offre n'a pas de places numérotées.",
    it: 'Questa offerta non ha posti numerati.',
  },
  seatUnknown: {
    de: 'Den Platz {seat} gibt es nicht.',
    en: 'Seat {seat} does not exist.',
    fr: "La place {seat} n'existe pas.",
    it: 'Il posto {seat} non esiste.',
  },
  seatWrongCategory: {
    de: 'Der Platz {seat} gehört nicht zu dieser Preiskategorie.',
    en: 'Seat {seat} is not in this price category.',
    fr: "La place {seat} n'appartient pas à cette catégorie de prix.",
    it: 'Il posto {seat} non appartiene a questa categoria di prezzo.',
  },
  seatTaken: {
    de: 'Der Platz {seat} ist bereits vergeben.',
    en: 'Seat {seat} is already taken.',
    fr: 'La place {seat} est déjà prise.',
    it: 'Il posto {seat} è già occupato.',
  },
  seatNotHeld: {
    de: 'Der Platz {seat} ist nicht für Sie reserviert. Bitte wählen Sie ihn im Saalplan.',
    en: 'Seat {seat} is not held for you. Please choose it on the seating plan.',
    fr: "La place {seat} n'est pas réservée pour vous. Veuillez la choisir sur le plan de salle.",
    it: 'Il posto {seat} non è riservato per voi. Sceglietelo sulla pianta della sala.',
  },
  seatHoldLost: {
    de: 'Die Reservierung Ihrer Plätze ist abgelaufen. Bitte wählen Sie sie erneut.',
    en: 'Your seats are no longer held for you. Please choose them again.',
    fr: 'Vos places ne sont plus réservées pour vous. Veuillez les choisir à nouveau.',
    it: 'I vostri posti non sono più riservati. Sceglieteli di nuovo.',
  },
  idempotencyReuse: {
    de: 'Dieser Idempotency-Key wurde bereits für eine andere Anfrage verwendet.',
    en: 'This Idempotency-Key was already used for a different request.',
    fr: 'Cette clé Idempotency-Key a déjà été utilisée pour une autre requête.',
    it: "Questa Idempotency-Key è già stata usata per un'altra richiesta.",
  },
} satisfies Record<string, Table>;
