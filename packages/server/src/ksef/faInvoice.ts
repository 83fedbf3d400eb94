import { type XmlDocument, XmlElement, type XmlTreeNode } from 'libxml2-wasm';

// What salesdesk takes from an FA(3) invoice that passed the schema: the fields the invoice page
// shows (docs/imports.md, "invoices"). Money is read from the decimal text into integer grosze,
// never through a float.

/** The FA(3) namespace this version of the schema declares. */
export const FA3_NS = 'http://crd.gov.pl/wzor/2025/06/25/13775/';

/** A VAT rate of FA(3) as the app keeps it: the integer percent and FA(3)'s own code (`23`, `0 KR`, `zw`…). */
export interface FaRate {
  readonly taxRate: number;
  readonly code: string;
}

/** The sums of one rate (`P_13_x` net, `P_14_x` tax), grosze. */
export interface FaRateSum extends FaRate {
  readonly net: number;
  readonly tax: number;
}

/** A line (`FaWiersz`). */
export interface FaLine {
  readonly ordinal: number;
  readonly name: string;
  readonly unit: string;
  readonly quantity: number;
  /** Net unit price in grosze (`P_9A`; rounded to the grosz when the file gives more decimals). */
  readonly unitPrice: number;
  readonly net: number;
  readonly gross: number;
  readonly rate: FaRate;
  /** A correction's line as it was before (`StanPrzed`). */
  readonly before: boolean;
}

/** The buyer's identifier: a Polish NIP, an EU VAT number (with its country code) or another country's. */
export type FaBuyerId = { kind: 'nip'; value: string } | { kind: 'foreign'; value: string } | null;

/** An FA(3) invoice as salesdesk maps it. */
export interface FaInvoice {
  readonly number: string;
  readonly issueDate: string;
  readonly saleDate: string;
  readonly currency: string;
  readonly sellerNip: string;
  readonly sellerName: string;
  readonly buyer: FaBuyerId;
  readonly buyerName: string;
  /** `VAT`, `KOR`, `ZAL`… */
  readonly type: string;
  readonly sums: readonly FaRateSum[];
  /** `P_15`, grosze (a correction's: the difference). */
  readonly gross: number;
  readonly lines: readonly FaLine[];
  /** `Platnosc/TerminPlatnosci/Termin`, or null. */
  readonly dueDate: string | null;
  /** `TerminOpis`: days after the issue date, or null. */
  readonly dueDays: number | null;
  /** `WarunkiTransakcji/Zamowienia/NrZamowienia`, or null. */
  readonly orderNumber: string | null;
  /** A correction's invoice (`DaneFaKorygowanej`), or null. */
  readonly corrects: { number: string; issueDate: string; ksefNumber: string | null; reason: string } | null;
}

/** `P_13_x` → the rate it sums (`P_14_x` is its tax); the basic rates take 23/8 unless a line says 22/7. */
const SUM_FIELDS: readonly { net: string; tax: string | null; code: string; taxRate: number }[] = [
  { net: 'P_13_1', tax: 'P_14_1', code: '23', taxRate: 23 },
  { net: 'P_13_2', tax: 'P_14_2', code: '8', taxRate: 8 },
  { net: 'P_13_3', tax: 'P_14_3', code: '5', taxRate: 5 },
  { net: 'P_13_4', tax: 'P_14_4', code: '4', taxRate: 4 },
  { net: 'P_13_5', tax: 'P_14_5', code: 'OSS', taxRate: 0 },
  { net: 'P_13_6_1', tax: null, code: '0 KR', taxRate: 0 },
  { net: 'P_13_6_2', tax: null, code: '0 WDT', taxRate: 0 },
  { net: 'P_13_6_3', tax: null, code: '0 EX', taxRate: 0 },
  { net: 'P_13_7', tax: null, code: 'zw', taxRate: 0 },
  { net: 'P_13_8', tax: null, code: 'np I', taxRate: 0 },
  { net: 'P_13_9', tax: null, code: 'np II', taxRate: 0 },
  { net: 'P_13_10', tax: null, code: 'oo', taxRate: 0 },
  { net: 'P_13_11', tax: null, code: 'marża', taxRate: 0 },
];

/** `P_12` → the integer percent: a number is itself, every 0 %, exempt and outside-the-scope code is 0. */
export function rateOf(code: string): FaRate {
  const percent = /^\d+$/.test(code) ? Number(code) : 0;
  return { taxRate: percent, code };
}

/**
 * A decimal as FA(3) writes it (`-12.5`, `0.12345678`) in grosze: exact up to two decimals, more
 * rounded half away from zero (a unit price may have eight).
 */
export function decimalToGrosze(text: string): number {
  const value = text.trim();
  const negative = value.startsWith('-');
  const [whole = '0', fraction = ''] = value.replace(/^[-+]/, '').split('.');
  const cents = BigInt(whole || '0') * 100n + BigInt((fraction.slice(0, 2) || '0').padEnd(2, '0'));
  const roundUp = fraction.length > 2 && Number(fraction[2]) >= 5 ? 1n : 0n;
  const out = Number(cents + roundUp);
  return negative ? -out : out;
}

function children(el: XmlElement): XmlElement[] {
  const out: XmlElement[] = [];
  for (let n: XmlTreeNode | null = el.firstChild; n; n = n.next) if (n instanceof XmlElement) out.push(n);
  return out;
}

/** The first child element of that local name (the document is validated: no foreign elements). */
function child(el: XmlElement | null | undefined, name: string): XmlElement | null {
  if (!el) return null;
  for (let n: XmlTreeNode | null = el.firstChild; n; n = n.next)
    if (n instanceof XmlElement && n.name === name) return n;
  return null;
}

/** The text of the element at a path of local names, or null. */
function text(el: XmlElement | null | undefined, ...path: string[]): string | null {
  let at: XmlElement | null = el ?? null;
  for (const name of path) at = child(at, name);
  return at ? at.content.trim() : null;
}

/** Maps an FA(3) document that passed the schema. */
export function readFa(doc: XmlDocument): FaInvoice {
  const root = doc.root;
  const fa = child(root, 'Fa') as XmlElement;
  const seller = child(child(root, 'Podmiot1'), 'DaneIdentyfikacyjne');
  const buyerIds = child(child(root, 'Podmiot2'), 'DaneIdentyfikacyjne');
  const nip = text(buyerIds, 'NIP');
  const euCode = text(buyerIds, 'KodUE');
  const otherId = text(buyerIds, 'NrID');
  const buyer: FaBuyerId = nip
    ? { kind: 'nip', value: nip }
    : euCode
      ? { kind: 'foreign', value: `${euCode}${text(buyerIds, 'NrVatUE') ?? ''}` }
      : otherId
        ? { kind: 'foreign', value: `${text(buyerIds, 'KodKraju') ?? ''}${otherId}` }
        : null;
  const lines: FaLine[] = [];
  for (const row of children(fa).filter((e) => e.name === 'FaWiersz')) {
    const rate = rateOf(text(row, 'P_12') ?? '0');
    const quantityText = text(row, 'P_8B');
    const quantity = quantityText === null ? 1 : Number(quantityText);
    const grossText = text(row, 'P_11A');
    const vatText = text(row, 'P_11Vat');
    const netText = text(row, 'P_11');
    let net: number;
    let gross: number;
    if (netText !== null) {
      net = decimalToGrosze(netText);
      gross =
        grossText !== null
          ? decimalToGrosze(grossText)
          : net + (vatText !== null ? decimalToGrosze(vatText) : Math.round((net * rate.taxRate) / 100));
    } else if (grossText !== null) {
      gross = decimalToGrosze(grossText);
      net =
        gross -
        (vatText !== null ? decimalToGrosze(vatText) : Math.round((gross * rate.taxRate) / (100 + rate.taxRate)));
    } else {
      net = 0;
      gross = 0;
    }
    const priceText = text(row, 'P_9A');
    lines.push({
      ordinal: Number(text(row, 'NrWierszaFa') ?? lines.length + 1),
      name: text(row, 'P_7') ?? '',
      unit: text(row, 'P_8A') ?? '',
      quantity,
      unitPrice: priceText !== null ? decimalToGrosze(priceText) : quantity ? Math.round(net / quantity) : net,
      net,
      gross,
      rate,
      before: text(row, 'StanPrzed') === '1',
    });
  }
  const sums: FaRateSum[] = [];
  for (const field of SUM_FIELDS) {
    const netText = text(fa, field.net);
    if (netText === null) continue;
    // P_13_1 and P_13_2 sum the basic and the first reduced rate: 23 and 8 today, 22 and 7 before 2011.
    const older = lines.find(
      (l) => (field.code === '23' && l.rate.code === '22') || (field.code === '8' && l.rate.code === '7'),
    );
    const taxText = field.tax ? text(fa, field.tax) : null;
    sums.push({
      taxRate: older ? older.rate.taxRate : field.taxRate,
      code: older ? older.rate.code : field.code,
      net: decimalToGrosze(netText),
      tax: taxText === null ? 0 : decimalToGrosze(taxText),
    });
  }
  const corrected = child(fa, 'DaneFaKorygowanej');
  const terms = child(child(fa, 'Platnosc'), 'TerminPlatnosci');
  const dueDays = text(terms, 'TerminOpis', 'Ilosc');
  const dayUnit = (text(terms, 'TerminOpis', 'Jednostka') ?? '').toLowerCase();
  return {
    number: text(fa, 'P_2') ?? '',
    issueDate: text(fa, 'P_1') ?? '',
    saleDate: text(fa, 'P_6') ?? text(fa, 'OkresFa', 'P_6_Do') ?? text(fa, 'P_1') ?? '',
    currency: text(fa, 'KodWaluty') ?? 'PLN',
    sellerNip: text(seller, 'NIP') ?? '',
    sellerName: text(seller, 'Nazwa') ?? '',
    buyer,
    buyerName: text(buyerIds, 'Nazwa') ?? '',
    type: text(fa, 'RodzajFaktury') ?? 'VAT',
    sums,
    gross: decimalToGrosze(text(fa, 'P_15') ?? '0'),
    lines,
    dueDate: text(terms, 'Termin'),
    dueDays: dueDays !== null && dayUnit.startsWith('dzie') ? Number(dueDays) : null,
    orderNumber: text(fa, 'WarunkiTransakcji', 'Zamowienia', 'NrZamowienia'),
    corrects: corrected
      ? {
          number: text(corrected, 'NrFaKorygowanej') ?? '',
          issueDate: text(corrected, 'DataWystFaKorygowanej') ?? '',
          ksefNumber: text(corrected, 'NrKSeFFaKorygowanej'),
          reason: text(fa, 'PrzyczynaKorekty') ?? '',
        }
      : null,
  };
}
