/** Texts of the offer wizard. */
export const offerWizardMessages = {
  title: 'Nowa oferta',
  steps: {
    one: 'Klient i warunki',
    two: 'Pozycje',
  },
  client: 'Klient',
  clientHint: 'Wpisz nazwę, NIP lub numer klienta i wybierz z listy.',
  receiver: 'Odbiorca',
  receiverHint: 'Domyślnie klient; zmień, gdy towar trafia do innego odbiorcy.',
  validUntil: 'Ważna do',
  template: 'Szablon',
  templateHint: 'Opcjonalnie, np. nazwa inwestycji.',
  comment: 'Komentarz',
  cancel: 'Anuluj',
  back: 'Wróć do ofert',
  next: 'Dalej',
  finish: 'Gotowe: przejdź do oferty',
  summary:
    'Oferta {number} dla: {client} (odbiorca: {receiver}). Dodaj pozycje: skanuj kody lub wpisz symbol albo nazwę.',
} as const;
