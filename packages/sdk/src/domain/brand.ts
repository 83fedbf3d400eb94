import { type BrandBasics, type BrandId, brandBasics } from './brandBasics';

export { BRAND_IDS, type BrandId, isBrandId } from './brandBasics';

/** The seller's details printed at the head of every offer and order PDF. */
export interface Letterhead {
  /** Full legal name of the company. */
  readonly name: string;
  /** Street and number. */
  readonly street: string;
  /** Postal code and city, `60-401 Poznań`. */
  readonly city: string;
  /** Tax id (NIP), ten digits. */
  readonly nip: string;
  readonly phone: string;
  readonly email: string;
  /** Web address without the scheme, `www.example.pl`. */
  readonly www: string;
}

/** The fields of {@link Letterhead}, for configuration that overrides some of them. */
export const LETTERHEAD_FIELDS = ['name', 'street', 'city', 'nip', 'phone', 'email', 'www'] as const;

/** What differs between the brands: the {@link BrandBasics} the app shows, and the documents' texts. */
export interface BrandConfig extends BrandBasics {
  /** The ten numbered terms printed under an offer. */
  readonly offerFooter: readonly string[];
  /** The remarks line printed under an order. */
  readonly orderFooter: string;
  /** The seller's details at the head of the PDFs; overridden by server configuration. */
  readonly letterhead: Letterhead;
}

const commonTerms = {
  prices: 'Ceny mogą ulec zmianie do czasu złożenia zamówienia.',
  availability: 'Oferta nie stanowi gwarancji dostępności towaru.',
  terms: 'Termin i warunki dostawy oraz płatności ustalane są indywidualnie.',
  deferred:
    'Płatność z odroczonym terminem możliwa w ramach przyznanego limitu kupieckiego i przy braku przeterminowanych płatności.',
  currency: 'Oferty w walucie innej niż PLN przeliczane są po kursie sprzedaży NBP z dnia wystawienia faktury.',
  forceMajeure:
    'Sprzedawca nie odpowiada za opóźnienia wynikłe z działania siły wyższej, w tym z przyczyn leżących po stronie producentów.',
  whole: 'Oferta ważna wyłącznie przy zakupie całej oferowanej ilości.',
  vat: 'Do cen netto zostanie doliczony podatek VAT według obowiązującej stawki.',
  complaints:
    'Reklamacje ilościowe należy zgłaszać przy odbiorze towaru, jakościowe zgodnie z warunkami gwarancji producenta.',
};

/**
 * A term of an offer's footer without the number it may be stored with ("1. Ceny…" → "Ceny…"):
 * the page and the PDF number the terms themselves, so a term is never numbered twice and a term
 * typed without a number is numbered like the brand's.
 */
export function termText(term: string): string {
  return term.replace(/^\s*\d+[.)]\s*/, '');
}

function footer(specific: string): string[] {
  return [
    commonTerms.prices,
    commonTerms.availability,
    commonTerms.terms,
    specific,
    commonTerms.deferred,
    commonTerms.currency,
    commonTerms.forceMajeure,
    commonTerms.whole,
    commonTerms.vat,
    commonTerms.complaints,
  ].map((term, i) => `${i + 1}. ${term}`);
}

/** Default configuration of each brand; `investmentsUrl` is overridden by configuration. */
export const brands: Record<BrandId, BrandConfig> = {
  one: {
    ...brandBasics.one,
    offerFooter: footer('Zwrot palet w terminie 60 dni, w cenie 7 zł netto za paletę.'),
    orderFooter: 'Uwagi do zamówienia:',
    letterhead: {
      name: 'salesdesk Instalacje Sp. z o.o.',
      street: 'ul. Przemysłowa 14',
      city: '60-401 Poznań',
      nip: '7792415038',
      phone: '+48 61 555 12 00',
      email: 'biuro@instalacje.salesdesk.example.pl',
      www: 'www.instalacje.salesdesk.example.pl',
    },
  },
  two: {
    ...brandBasics.two,
    offerFooter: footer('Dopuszczalna tolerancja długości kabli i rur wynosi +/-5%.'),
    orderFooter: 'Uwagi do zamówienia:',
    letterhead: {
      name: 'salesdesk Budownictwo Sp. z o.o.',
      street: 'ul. Żelazna 3',
      city: '40-851 Katowice',
      nip: '6342870960',
      phone: '+48 32 555 40 00',
      email: 'biuro@budownictwo.salesdesk.example.pl',
      www: 'www.budownictwo.salesdesk.example.pl',
    },
  },
};

/** The configuration of a brand, with optional overrides of its investments URL and letterhead fields. */
export function getBrand(
  id: BrandId,
  overrides: {
    investmentsUrl?: string | undefined;
    blockedSalesMailbox?: string | undefined;
    letterhead?: Partial<Letterhead> | undefined;
  } = {},
): BrandConfig {
  const base = brands[id];
  if (!overrides.investmentsUrl && !overrides.blockedSalesMailbox && !overrides.letterhead) return base;
  return {
    ...base,
    investmentsUrl: overrides.investmentsUrl || base.investmentsUrl,
    blockedSalesMailbox: overrides.blockedSalesMailbox || base.blockedSalesMailbox,
    letterhead: { ...base.letterhead, ...overrides.letterhead },
  };
}

/** Column keys left visible for a brand, in order. */
export function visibleColumns(brand: BrandBasics, columns: readonly string[]): string[] {
  return columns.filter((c) => !brand.hiddenColumns.includes(c));
}
