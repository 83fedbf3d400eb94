import { listColumnLabels } from '@salesdesk/sdk';

/** Texts of the product catalogue page (`/pl/dashboard/products`). */
export const catalogueMessages = {
  title: 'Katalog produktów',
  hint: 'Stan i dostępność dotyczą magazynu {warehouse}; „W drodze” to dostawa, która do niego jedzie.',
  search: 'Szukaj po nazwie, symbolu, EAN lub nr katalogowym',
  empty: 'Katalog jest pusty.',
  // The sdk's one table of list column names (CLI, exports and the stock tables), plus `more`.
  columns: { ...listColumnLabels.stock, more: 'Szczegóły' },
  noImage: 'Brak zdjęcia',
  imageOf: 'Zdjęcie: {name}',
  more: {
    symbol: 'Symbol',
    group: 'Grupa cenowa',
    packaging: 'Opakowanie zbiorcze',
    warehouse: 'Magazyn',
  },
} as const;
