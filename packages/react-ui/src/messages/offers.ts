import { listColumnLabels } from '@salesdesk/sdk';

/** Texts of the offers pages. */
export const offersMessages = {
  title: 'Oferty',
  prepare: 'Przygotuj ofertę',
  tabsLabel: 'Listy ofert',
  tabs: {
    circulation: 'W obiegu',
    drafts: 'Szkice',
    toApprove: 'Do akceptacji',
    all: 'Wszystkie',
  },
  toApproveCount: '({count} czeka)',
  search: 'Szukaj po numerze, kliencie lub komentarzu',
  empty: {
    circulation: 'Brak ofert w obiegu.',
    drafts: 'Brak szkiców.',
    toApprove: 'Nic nie czeka na Twoją akceptację.',
    all: 'Brak ofert.',
  },
  // The sdk's one table of list column names (CLI, exports and this table).
  columns: listColumnLabels.offers,
  actions: {
    menu: 'Akcje oferty {number}',
    open: 'Otwórz',
    copy: 'Kopiuj',
    archive: 'Archiwizuj',
    delete: 'Usuń',
    archiveSelected: 'Archiwizuj zaznaczone',
  },
} as const;
