// What the app's pages show of a brand, kept apart from the texts of its documents (offer terms,
// order remarks, letterhead: brand.ts), which only the server's PDFs print, so that the app's
// first load, which needs the brand's name, carries none of them.

/** The two brands served by the product (SPEC §9). */
export const BRAND_IDS = ['one', 'two'] as const;
/** A brand id: `one` or `two` (env `BRAND`). */
export type BrandId = (typeof BRAND_IDS)[number];

/** What the app shows of a brand: its name, the columns it hides, its links and mailbox. */
export interface BrandBasics {
  readonly id: BrandId;
  /** Display name of the brand. */
  readonly name: string;
  /** Table column keys this brand never shows (SPEC §9). */
  readonly hiddenColumns: readonly string[];
  /** External investments application, opened in a new tab from the dashboard tile. */
  readonly investmentsUrl: string;
  /**
   * The mailbox that handles blocked sales (SPEC §9: configured, address not shown): the brand's
   * default, overridden by the server's `BLOCKED_SALES_MAILBOX` through `/app-config.json`.
   */
  readonly blockedSalesMailbox: string;
}

/** The defaults of each brand's {@link BrandBasics}; the full configurations in `brands` extend them. */
export const brandBasics: Record<BrandId, BrandBasics> = {
  one: {
    id: 'one',
    name: 'salesdesk Instalacje',
    hiddenColumns: ['more', 'cd_available_stock'],
    investmentsUrl: 'https://inwestycje.example.com/marka-1',
    blockedSalesMailbox: 'blokady.sprzedazy@instalacje.salesdesk.example.pl',
  },
  two: {
    id: 'two',
    name: 'salesdesk Budownictwo',
    hiddenColumns: ['more', 'fw_available_stock'],
    investmentsUrl: 'https://inwestycje.example.com/marka-2',
    blockedSalesMailbox: 'blokady.sprzedazy@budownictwo.salesdesk.example.pl',
  },
};

/** Whether `value` names a brand. */
export function isBrandId(value: unknown): value is BrandId {
  return value === 'one' || value === 'two';
}

/**
 * The basics of a brand with the configured investments URL and blocked-sales mailbox (an empty
 * or absent override keeps the default): the same fields `getBrand` gives with the same overrides.
 */
export function getBrandBasics(
  id: BrandId,
  overrides: { investmentsUrl?: string | undefined; blockedSalesMailbox?: string | undefined } = {},
): BrandBasics {
  const base = brandBasics[id];
  if (!overrides.investmentsUrl && !overrides.blockedSalesMailbox) return base;
  return {
    ...base,
    investmentsUrl: overrides.investmentsUrl || base.investmentsUrl,
    blockedSalesMailbox: overrides.blockedSalesMailbox || base.blockedSalesMailbox,
  };
}
