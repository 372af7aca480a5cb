/*
 * The chart's own words in its language (config.language; English for one it does not know), among
 * them seats.io's "session expired" dialog: sessionExpired, sessionExpiredAllPlacesReleased and
 * sessionExpiredStartOver.
 */
var TEXTS = {
  de: {
    chart: 'Saalplan',
    stage: 'Bühne',
    row: 'Reihe',
    seat: 'Platz',
    selected: 'Ausgewählt',
    taken: 'Nicht verfügbar',
    unavailable: 'nicht verfügbar',
    legend: 'Legende',
    loading: 'Der Saalplan wird geladen …',
    failed: 'Der Saalplan konnte nicht geladen werden.',
    zoomOut: 'Ansicht zurücksetzen',
    sessionExpired: 'Sitzung abgelaufen',
    sessionExpiredAllPlacesReleased: 'Ihre Sitzung ist abgelaufen; alle Plätze wurden freigegeben.',
    sessionExpiredStartOver: 'Neu beginnen'
  },
  en: {
    chart: 'Seating plan',
    stage: 'Stage',
    row: 'Row',
    seat: 'Seat',
    selected: 'Selected',
    taken: 'Not available',
    unavailable: 'not available',
    legend: 'Legend',
    loading: 'Loading the seating plan …',
    failed: 'The seating plan could not be loaded.',
    zoomOut: 'Reset the view',
    sessionExpired: 'Session expired',
    sessionExpiredAllPlacesReleased: 'Your session has expired; all places were released.',
    sessionExpiredStartOver: 'Start over'
  },
  fr: {
    chart: 'Plan de salle',
    stage: 'Scène',
    row: 'Rang',
    seat: 'Place',
    selected: 'Sélectionnée',
    taken: 'Indisponible',
    unavailable: 'indisponible',
    legend: 'Légende',
    loading: 'Chargement du plan de salle …',
    failed: "Le plan de salle n'a pas pu être chargé.",
    zoomOut: 'Réinitialiser la vue',
    sessionExpired: 'Session expirée',
    sessionExpiredAllPlacesReleased: 'Votre session a expiré ; toutes les places ont été libérées.',
    sessionExpiredStartOver: 'Recommencer'
  },
  it: {
    chart: 'Pianta della sala',
    stage: 'Palco',
    row: 'Fila',
    seat: 'Posto',
    selected: 'Selezionato',
    taken: 'Non disponibile',
    unavailable: 'non disponibile',
    legend: 'Legenda',
    loading: 'Caricamento della pianta …',
    failed: 'Non è stato possibile caricare la pianta.',
    zoomOut: 'Ripristina la vista',
    sessionExpired: 'Sessione scaduta',
    sessionExpiredAllPlacesReleased: 'La sessione è scaduta; tutti i posti sono stati liberati.',
    sessionExpiredStartOver: 'Ricomincia'
  }
};
