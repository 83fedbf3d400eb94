// FA(3) invoices written for tests, the bench and the end-to-end test: every one of them must
// validate against the official schema (faSamples.test.ts checks that). They are built here
// rather than kept as loose files so a test can vary one field (a buyer's NIP, a date) and still
// start from a document the schema accepts.

/** The FA(3) namespace (schema `schemat_FA(3)_v1-0E.xsd`). */
export const FA3_NAMESPACE = 'http://crd.gov.pl/wzor/2025/06/25/13775/';

/** A line of a sample invoice: money as decimal strings in złote, as FA(3) writes them. */
export interface SampleLine {
  readonly name: string;
  readonly unit?: string;
  readonly quantity: string;
  readonly unitPrice: string;
  readonly net: string;
  /** `P_12`: `23`, `8`, `5`, `0 KR`, `zw`… */
  readonly rate: string;
  /** A correction's line as it was before (`StanPrzed`). */
  readonly before?: boolean;
}

/** What a sample invoice holds; everything not given gets a plain value. */
export interface SampleInvoice {
  readonly number: string;
  readonly issueDate: string;
  readonly saleDate?: string;
  readonly sellerNip: string;
  readonly sellerName?: string;
  /** A Polish buyer's NIP, or a foreign one (`{ countryCode, vatId }`), or none (`null`: `BrakID`). */
  readonly buyer: { nip: string } | { euCode: string; vatId: string } | null;
  readonly buyerName?: string;
  readonly lines: readonly SampleLine[];
  /** `P_13_x` / `P_14_x` per rate (złote); computed from the lines when absent. */
  readonly totals?: readonly { field: string; net: string; tax?: string }[];
  readonly gross?: string;
  readonly dueDate?: string;
  readonly orderNumber?: string;
  /** A correction (`KOR`) of the invoice named here. */
  readonly corrects?: { number: string; issueDate: string; ksefNumber?: string; reason?: string };
  readonly currency?: string;
  /** Extra text put before `</Faktura>`'s opening (a DOCTYPE, for broken variants). */
  readonly prolog?: string;
  /** Replaces the namespace (broken variants). */
  readonly namespace?: string;
}

const RATE_FIELDS: Record<string, { net: string; tax?: string; percent: number }> = {
  '23': { net: 'P_13_1', tax: 'P_14_1', percent: 23 },
  '22': { net: 'P_13_1', tax: 'P_14_1', percent: 22 },
  '8': { net: 'P_13_2', tax: 'P_14_2', percent: 8 },
  '7': { net: 'P_13_2', tax: 'P_14_2', percent: 7 },
  '5': { net: 'P_13_3', tax: 'P_14_3', percent: 5 },
  '0 KR': { net: 'P_13_6_1', percent: 0 },
  '0 WDT': { net: 'P_13_6_2', percent: 0 },
  '0 EX': { net: 'P_13_6_3', percent: 0 },
  zw: { net: 'P_13_7', percent: 0 },
};

const toGrosze = (value: string) => {
  const [whole = '0', fraction = ''] = value.replace('-', '').split('.');
  const g = Number(whole) * 100 + Number(fraction.padEnd(2, '0').slice(0, 2));
  return value.startsWith('-') ? -g : g;
};
const zl = (grosze: number) => {
  const sign = grosze < 0 ? '-' : '';
  const a = Math.abs(grosze);
  return `${sign}${Math.floor(a / 100)}.${String(a % 100).padStart(2, '0')}`;
};
const esc = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** Sums of the lines per FA(3) rate field, lines before a correction counted negative. */
function totalsOf(lines: readonly SampleLine[]): { field: string; net: string; tax?: string; gross: number }[] {
  const byField = new Map<string, { net: number; tax: number; taxField?: string; percent: number }>();
  for (const line of lines) {
    const f = RATE_FIELDS[line.rate];
    if (!f) throw new Error(`no FA(3) field for rate ${line.rate}`);
    const sum = byField.get(f.net) ?? { net: 0, tax: 0, percent: f.percent, ...(f.tax ? { taxField: f.tax } : {}) };
    sum.net += toGrosze(line.net) * (line.before ? -1 : 1);
    byField.set(f.net, sum);
  }
  return [...byField.entries()].map(([field, s]) => {
    const tax = Math.round((s.net * s.percent) / 100);
    return { field, net: zl(s.net), ...(s.taxField ? { tax: zl(tax) } : {}), gross: s.net + (s.taxField ? tax : 0) };
  });
}

const FIELD_ORDER = ['P_13_1', 'P_13_2', 'P_13_3', 'P_13_6_1', 'P_13_6_2', 'P_13_6_3', 'P_13_7'];

/** An FA(3) invoice as UTF-8 text. */
export function faXml(inv: SampleInvoice): string {
  const computed = totalsOf(inv.lines);
  const totals = (inv.totals ?? computed)
    .slice()
    .sort((a, b) => FIELD_ORDER.indexOf(a.field) - FIELD_ORDER.indexOf(b.field));
  const gross = inv.gross ?? zl(computed.reduce((s, t) => s + t.gross, 0));
  const buyer =
    inv.buyer === null
      ? '<BrakID>1</BrakID>'
      : 'nip' in inv.buyer
        ? `<NIP>${inv.buyer.nip}</NIP>`
        : `<KodUE>${inv.buyer.euCode}</KodUE><NrVatUE>${inv.buyer.vatId}</NrVatUE>`;
  const totalsXml = totals
    .map(
      (t) =>
        `<${t.field}>${t.net}</${t.field}>${t.tax !== undefined ? `<${t.field.replace('13', '14')}>${t.tax}</${t.field.replace('13', '14')}>` : ''}`,
    )
    .join('');
  const correction = inv.corrects
    ? `<PrzyczynaKorekty>${esc(inv.corrects.reason ?? 'Korekta ceny')}</PrzyczynaKorekty><TypKorekty>2</TypKorekty>` +
      `<DaneFaKorygowanej><DataWystFaKorygowanej>${inv.corrects.issueDate}</DataWystFaKorygowanej>` +
      `<NrFaKorygowanej>${esc(inv.corrects.number)}</NrFaKorygowanej>` +
      (inv.corrects.ksefNumber
        ? `<NrKSeF>1</NrKSeF><NrKSeFFaKorygowanej>${inv.corrects.ksefNumber}</NrKSeFFaKorygowanej>`
        : '<NrKSeFN>1</NrKSeFN>') +
      '</DaneFaKorygowanej>'
    : '';
  const lines = inv.lines
    .map(
      (l, i) =>
        `<FaWiersz><NrWierszaFa>${i + 1}</NrWierszaFa><P_7>${esc(l.name)}</P_7><P_8A>${esc(l.unit ?? 'szt')}</P_8A>` +
        `<P_8B>${l.quantity}</P_8B><P_9A>${l.unitPrice}</P_9A><P_11>${l.net}</P_11><P_12>${l.rate}</P_12>` +
        `${l.before ? '<StanPrzed>1</StanPrzed>' : ''}</FaWiersz>`,
    )
    .join('\n    ');
  const payment = inv.dueDate
    ? `<Platnosc><TerminPlatnosci><Termin>${inv.dueDate}</Termin></TerminPlatnosci><FormaPlatnosci>6</FormaPlatnosci></Platnosc>`
    : '';
  const order = inv.orderNumber
    ? `<WarunkiTransakcji><Zamowienia><NrZamowienia>${esc(inv.orderNumber)}</NrZamowienia></Zamowienia></WarunkiTransakcji>`
    : '';
  return `<?xml version="1.0" encoding="UTF-8"?>
${inv.prolog ?? ''}<Faktura xmlns="${inv.namespace ?? FA3_NAMESPACE}">
  <Naglowek>
    <KodFormularza kodSystemowy="FA (3)" wersjaSchemy="1-0E">FA</KodFormularza>
    <WariantFormularza>3</WariantFormularza>
    <DataWytworzeniaFa>${inv.issueDate}T10:00:00Z</DataWytworzeniaFa>
    <SystemInfo>salesdesk test</SystemInfo>
  </Naglowek>
  <Podmiot1>
    <DaneIdentyfikacyjne><NIP>${inv.sellerNip}</NIP><Nazwa>${esc(inv.sellerName ?? 'Sprzedawca Sp. z o.o.')}</Nazwa></DaneIdentyfikacyjne>
    <Adres><KodKraju>PL</KodKraju><AdresL1>ul. Prosta 1, 00-001 Warszawa</AdresL1></Adres>
  </Podmiot1>
  <Podmiot2>
    <DaneIdentyfikacyjne>${buyer}<Nazwa>${esc(inv.buyerName ?? 'Nabywca S.A.')}</Nazwa></DaneIdentyfikacyjne>
    <Adres><KodKraju>${inv.buyer && 'euCode' in inv.buyer ? inv.buyer.euCode : 'PL'}</KodKraju><AdresL1>ul. Długa 2</AdresL1></Adres>
    <JST>2</JST>
    <GV>2</GV>
  </Podmiot2>
  <Fa>
    <KodWaluty>${inv.currency ?? 'PLN'}</KodWaluty>
    <P_1>${inv.issueDate}</P_1>
    <P_2>${esc(inv.number)}</P_2>
    <P_6>${inv.saleDate ?? inv.issueDate}</P_6>
    ${totalsXml}
    <P_15>${gross}</P_15>
    <Adnotacje>
      <P_16>2</P_16><P_17>2</P_17><P_18>2</P_18><P_18A>2</P_18A>
      <Zwolnienie><P_19N>1</P_19N></Zwolnienie>
      <NoweSrodkiTransportu><P_22N>1</P_22N></NoweSrodkiTransportu>
      <P_23>2</P_23>
      <PMarzy><P_PMarzyN>1</P_PMarzyN></PMarzy>
    </Adnotacje>
    <RodzajFaktury>${inv.corrects ? 'KOR' : 'VAT'}</RodzajFaktury>
    ${correction}
    ${lines}
    ${payment}
    ${order}
  </Fa>
</Faktura>
`;
}

/** A line at `rate` of `quantity` × `unitPrice` (złote as text), its net computed. */
export function sampleLine(
  name: string,
  quantity: number,
  unitPrice: string,
  rate: string,
  before = false,
): SampleLine {
  return {
    name,
    quantity: String(quantity),
    unitPrice,
    net: zl(Math.round(quantity * toGrosze(unitPrice))),
    rate,
    ...(before ? { before } : {}),
  };
}
