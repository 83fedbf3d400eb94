// The one table of Polish names of a document's line columns: the app's line table heads its
// columns with `label`; a spreadsheet and the CLI's table, whose cells are bare numbers, add the
// `unit` the app shows in the cell (`5 %`) to the header instead (`Rabat %`).

/** The unit the app writes in a line column's cells and a spreadsheet's header carries instead. */
export type LineColumnUnit = '%' | 'zł';

/** A line column's Polish name and, when its cells show one in the app, their unit. */
export interface LineColumnLabel {
  readonly label: string;
  readonly unit?: LineColumnUnit;
}

const entries = {
  id: { label: 'Id' },
  product_id: { label: 'Id produktu' },
  ordinal_no: { label: 'Lp.' },
  photo: { label: 'Zdjęcie' },
  name: { label: 'Nazwa' },
  short_name: { label: 'Nazwa skrócona' },
  symbol: { label: 'Symbol' },
  quantity: { label: 'Ilość' },
  unit: { label: 'J.m.' },
  catalog_price: { label: 'Cena katalogowa' },
  discount_from_catalog: { label: 'Rabat', unit: '%' },
  client_price: { label: 'Cena dla klienta' },
  offer_price: { label: 'Cena ofertowa' },
  recommended_price: { label: 'Cena zalecana' },
  minimal_price: { label: 'Cena minimalna' },
  buy_price: { label: 'Cena zakupu' },
  buy_price_orig: { label: 'Cena zakupu przy dodaniu' },
  market_price: { label: 'Cena rynkowa' },
  margin: { label: 'Marża', unit: '%' },
  margin_minimal: { label: 'Marża przy cenie min.', unit: '%' },
  margin_threshold: { label: 'Próg marży', unit: '%' },
  collective_packaging: { label: 'Opakowanie zbiorcze' },
  producer: { label: 'Producent' },
  tax_rate: { label: 'VAT', unit: '%' },
  total_row_excl_tax: { label: 'Wartość netto' },
  total_row_incl_tax: { label: 'Wartość brutto' },
  margin_amount: { label: 'Marża (zł)' },
  below_minimal: { label: 'Poniżej ceny minimalnej' },
  available_stock: { label: 'Dostępne' },
  stock_warehouse: { label: 'Magazyn stanu' },
} as const satisfies Record<string, LineColumnLabel>;

/** A column of a document's lines that has a Polish name. */
export type DocumentLineColumnKey = keyof typeof entries;

/**
 * Polish names of the columns of an offer's or order's lines by API key (SPEC §3 product lines,
 * the editor's margin and stock). Only percentages carry a `unit`: a money column's name already
 * says it is a price or a value, in złote as everywhere in the app.
 */
export const documentLineColumnMessages: Readonly<Record<DocumentLineColumnKey, LineColumnLabel>> = entries;

/** The header of a line column where the cells show no unit (a spreadsheet, the CLI's table). */
export function lineColumnHeader({ label, unit }: LineColumnLabel): string {
  return unit ? `${label} ${unit}` : label;
}

const mapLabels = (pick: (entry: LineColumnLabel) => string) =>
  Object.fromEntries(Object.entries(entries).map(([key, entry]) => [key, pick(entry)])) as Readonly<
    Record<DocumentLineColumnKey, string>
  >;

/** What the app's line table heads each column with (its cells show the unit). */
export const documentLineColumnLabels = mapLabels((entry) => entry.label);

/** What a spreadsheet and the CLI's table head each line column with: the name, then its unit. */
export const documentLineColumnHeaders = mapLabels(lineColumnHeader);
