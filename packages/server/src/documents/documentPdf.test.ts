import { brands, formatMoney } from '@salesdesk/sdk';
import { PDFDict, PDFDocument, PDFName } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_CLIENTS, TEST_PRODUCTS } from '../testing/offerTestData';
import { type OfferTestKit, offerTestKit } from '../testing/offerTestKit';
import { type PdfPageText, pdfPages } from '../testing/pdfText';
import { totalsByVatRate } from './documentPdf';

// The PDF a client receives, read back as text the way a PDF viewer extracts it.

/** 23:30 UTC on 1 March 2026 is 00:30 on 2 March in Warsaw: the document's day is the 2nd. */
const NOW = Date.parse('2026-03-01T23:30:00Z');

/** A product whose name needs several lines of the name column, with every Polish letter in it. */
const LONG = {
  id: 900_101,
  name: 'Klej żelowy gęsty do płytek ceramicznych i gresu, szybkowiążący, do łączeń ścian i podłóg zewnętrznych, źdźbłowa struktura, worek 25 kg – ćwierć palety',
};

const TABLE_HEADER = 'Lp. | Nazwa | Symbol | Ilość | Cena netto | Rabat | VAT | Wartość netto';
/** A row of the VAT summary: rate, net, VAT, gross. */
const VAT_ROW = /^(\d+)% \| (-?[\d ]+,\d{2} zł) \| (-?[\d ]+,\d{2} zł) \| (-?[\d ]+,\d{2} zł)$/;

let kit: OfferTestKit;
beforeAll(async () => {
  kit = await offerTestKit({ now: () => NOW });
  kit.server.ctx.db
    .prepare(`INSERT INTO products (id, symbol, index_name, index_short_name, uom, catalog_price, buy_price,
      recommended_price, minimal_price, market_price, tax_rate) VALUES (?, 'TS-KLEJ-25', ?, 'Klej żelowy', 'szt.', 5000, 3000, 4500, 4000, 5000, 8)`)
    .run(LONG.id, LONG.name);
});
afterAll(() => kit.server.close());

async function outboxBytes(id: number): Promise<Uint8Array> {
  const res = await kit.server.fetch(`http://salesdesk.test/api/outbox/${id}/attachment`, {
    headers: { Authorization: `Bearer ${kit.seller.tokenStore?.get()}` },
  });
  expect(res.status).toBe(200);
  return new Uint8Array(await res.arrayBuffer());
}

async function outboxPages(id: number): Promise<PdfPageText[]> {
  return pdfPages(await outboxBytes(id));
}

/** The `BaseFont` names of every font dictionary of a PDF. */
async function baseFonts(bytes: Uint8Array): Promise<string[]> {
  const doc = await PDFDocument.load(bytes);
  const names: string[] = [];
  for (const [, object] of doc.context.enumerateIndirectObjects()) {
    if (!(object instanceof PDFDict) || object.get(PDFName.of('Type')) !== PDFName.of('Font')) continue;
    const base = object.get(PDFName.of('BaseFont'));
    if (base instanceof PDFName) names.push(base.decodeText());
  }
  return names.sort();
}

/** What the VAT summary must print, summed from the lines the API returns. */
function expectedVatRows(items: { tax_rate: number; total_row_excl_tax: number; total_row_incl_tax: number }[]) {
  return totalsByVatRate(
    items.map((i) => ({
      taxRate: i.tax_rate,
      net: i.total_row_excl_tax,
      tax: i.total_row_incl_tax - i.total_row_excl_tax,
      gross: i.total_row_incl_tax,
    })),
  ).map((r) =>
    `${r.taxRate}% | ${formatMoney(r.net)} | ${formatMoney(r.tax)} | ${formatMoney(r.gross)}`.replace(/\u00a0/g, ' '),
  );
}

describe('offer and order PDF layout', () => {
  it('offer: letterhead, parties, salesperson, Warsaw dates, terms; two numbered pages with the table header repeated and totals per VAT rate', async () => {
    const items = [];
    for (let i = 0; i < 36; i++) {
      items.push({
        product_id: [TEST_PRODUCTS.board, TEST_PRODUCTS.pipe, TEST_PRODUCTS.cable][i % 3] as number,
        quantity: 2 + i,
      });
    }
    items.splice(5, 0, { product_id: LONG.id, quantity: 3 });
    let offer = await kit.seller.call('offerCreate', {
      body: { client_id: TEST_CLIENTS.main, receiver_id: TEST_CLIENTS.receiver, valid_until: '2026-03-31', items },
    });
    offer = await kit.seller.call('offerUpdateDelivery', {
      params: { id: offer.id },
      body: {
        version: offer.version,
        delivery: {
          method: 'courier',
          address: 'ul. Budowlana 7',
          postal_code: '02-677',
          city: 'Warszawa',
          contact_person: 'Jan Kierownik',
          contact_phone: '600 700 800',
          date: '2026-03-10',
          notes: '',
        },
      },
    });
    const sent = await kit.seller.call('offerSendPdf', { params: { id: offer.id }, body: { recipient: 'a@zuraw.pl' } });
    const pages = await outboxPages(sent.outbox_id);
    expect(pages).toHaveLength(2);
    const [first, second] = pages as [PdfPageText, PdfPageText];
    const all = pages.map((p) => p.text).join('\n');

    // Letterhead of brand one (the test server's default) and the document's head.
    const l = brands.one.letterhead;
    for (const s of [l.name, l.street, l.city, `NIP: ${l.nip}`, l.www]) expect(first.items).toContain(s);
    expect(first.items).toContain(`tel. ${l.phone} · e-mail: ${l.email}`);
    expect(first.items).toContain(`Oferta nr ${offer.number}`);
    expect(first.items).toContain('Data wystawienia: 02.03.2026');
    expect(first.items).toContain('Ważna do: 31.03.2026');

    // Buyer and receiver with address and NIP; the salesperson is the offer's creator.
    for (const s of [
      'Przedsiębiorstwo Budowlane Żuraw Sp. z o.o.',
      'ul. Świętokrzyska 12, 00-001 Warszawa',
      'NIP: 5260001111',
      'Hurtownia Źródło Łódź',
      'ul. Piotrkowska 5, 90-001 Łódź',
      'NIP: 7250002222',
    ])
      expect(first.items).toContain(s);
    expect(first.rows).toContain(
      'Opiekun handlowy: | Łukasz Żółkiewski, tel. +48 600 100 102, e-mail: handlowiec@salesdesk.example.pl',
    );
    // The delivery line is longer than the page is wide: it wraps beside its label.
    expect(first.items.join(' ')).toContain(
      'Dostawa: kurier; ul. Budowlana 7, 02-677 Warszawa; termin: 10.03.2026; kontakt: Jan Kierownik, tel. 600 700 800',
    );
    expect(first.rows).toContain('Płatność: | przelew, 14 dni od daty wystawienia faktury');

    // The table: header on both pages, a line with symbol, quantity and unit, price, discount, rate, value.
    expect(first.rows).toContain(TABLE_HEADER);
    expect(second.rows).toContain(TABLE_HEADER);
    expect(first.rows).toContain(
      '1. | Płyta gipsowo-kartonowa GKB 12,5 mm | TS-900001 | 2 ark. | 32,00 zł | 20,00 % | 23% | 64,00 zł',
    );
    expect(
      first.rows.some((r) =>
        r.startsWith('3. | Przewód YDY 3x2,5 żółto-zielony | TS-900002 | 4 m | 4,50 zł | 10,00 % | 23% |'),
      ),
    ).toBe(true);
    // The long name wraps in its column: never one item, but whole when the lines are read in order.
    expect(first.items).not.toContain(LONG.name);
    const longStart = first.items.findIndex((s) => LONG.name.startsWith(s) && s.startsWith('Klej'));
    expect(longStart).toBeGreaterThan(-1);
    expect(first.items.slice(longStart).join(' ')).toContain(LONG.name);
    for (const letter of 'ąćęłńóśźżŁŚŹŻ') expect(all).toContain(letter);

    // Totals per VAT rate (both rates of the lines, highest first), then grand totals.
    const vatRows = second.rows.filter((r) => VAT_ROW.test(r));
    expect(vatRows).toEqual(expectedVatRows(offer.items));
    expect(vatRows.map((r) => r.split(' | ')[0])).toEqual(['23%', '8%']);
    expect(second.rows).toContain('Stawka VAT | Netto | VAT | Brutto');
    expect(second.items).toContain(`Razem netto: ${formatMoney(offer.grand_total_excl_tax).replace(/\u00a0/g, ' ')}`);
    expect(second.items).toContain(`VAT: ${formatMoney(offer.grand_total_tax).replace(/\u00a0/g, ' ')}`);
    expect(second.items).toContain(`Razem brutto: ${formatMoney(offer.grand_total_incl_tax).replace(/\u00a0/g, ' ')}`);

    // Terms numbered once (the stored "1. " is not printed twice), and every page numbered.
    expect(second.items).toContain('Warunki');
    expect(second.rows).toContain('1. | Ceny mogą ulec zmianie do czasu złożenia zamówienia.');
    expect(second.rows).toContain(
      '10. | Reklamacje ilościowe należy zgłaszać przy odbiorze towaru, jakościowe zgodnie z warunkami gwarancji producenta.',
    );
    expect(all).not.toContain('1. 1.');
    expect(first.items).toContain('Strona 1 z 2');
    expect(second.items).toContain('Strona 2 z 2');
    expect(second.items).toContain(`Oferta nr ${offer.number} (ciąg dalszy)`);
  });

  it('order: the same layout with realisation date, payment deadline and remarks', async () => {
    let order = await kit.seller.call('orderCreate', {
      body: {
        client_id: TEST_CLIENTS.main,
        realization_date: '2026-04-15',
        comment: 'Rozładunek od strony ul. Źródlanej.',
        items: [
          { product_id: TEST_PRODUCTS.board, quantity: 4 },
          { product_id: TEST_PRODUCTS.pipe, quantity: 10 },
        ],
      },
    });
    order = await kit.seller.call('orderUpdateDeadlines', {
      params: { id: order.id },
      body: { version: order.version, realization_date: '2026-04-15', payment_deadline: '2026-05-04' },
    });
    const sent = await kit.seller.call('orderSendPdf', { params: { id: order.id }, body: { recipient: 'a@zuraw.pl' } });
    const pages = await outboxPages(sent.outbox_id);
    expect(pages).toHaveLength(1);
    const [page] = pages as [PdfPageText];
    expect(page.items).toContain(brands.one.letterhead.name);
    expect(page.items).toContain(`NIP: ${brands.one.letterhead.nip}`);
    expect(page.items).toContain(`Zamówienie nr ${order.number}`);
    expect(page.items).toContain('Data wystawienia: 02.03.2026');
    expect(page.items).toContain('Termin realizacji: 15.04.2026');
    expect(page.items).toContain('NIP: 5260001111');
    // Without its own receiver the buyer receives: both blocks name the client.
    expect(page.items.filter((s) => s === 'Przedsiębiorstwo Budowlane Żuraw Sp. z o.o.')).toHaveLength(2);
    expect(page.rows.some((r) => r.includes('e-mail: handlowiec@salesdesk.example.pl'))).toBe(true);
    expect(page.rows).toContain('Dostawa: | do uzgodnienia');
    expect(page.rows).toContain('Płatność: | przelew, termin płatności 04.05.2026');
    expect(page.rows).toContain(TABLE_HEADER);
    expect(page.rows.filter((r) => VAT_ROW.test(r))).toEqual(expectedVatRows(order.items));
    expect(page.items).toContain('Uwagi');
    expect(page.items).toContain('Uwagi do zamówienia: Rozładunek od strony ul. Źródlanej.');
    expect(page.items).toContain('Strona 1 z 1');
  });
});

describe('embedded fonts', () => {
  it('are subsets tagged as such (six capitals and +), in offers and orders alike', async () => {
    const offer = await kit.seller.call('offerCreate', {
      body: { client_id: TEST_CLIENTS.main, items: [{ product_id: TEST_PRODUCTS.board, quantity: 1 }] },
    });
    const order = await kit.seller.call('orderCreate', {
      body: { client_id: TEST_CLIENTS.main, items: [{ product_id: TEST_PRODUCTS.pipe, quantity: 2 }] },
    });
    const sentOffer = await kit.seller.call('offerSendPdf', {
      params: { id: offer.id },
      body: { recipient: 'a@b.pl' },
    });
    const sentOrder = await kit.seller.call('orderSendPdf', {
      params: { id: order.id },
      body: { recipient: 'a@b.pl' },
    });
    for (const id of [sentOffer.outbox_id, sentOrder.outbox_id]) {
      const fonts = await baseFonts(await outboxBytes(id));
      // Each font is a Type0 font and its descendant CIDFont, both with the subset's name.
      expect(fonts).toHaveLength(4);
      for (const name of fonts) expect(name).toMatch(/^[A-Z]{6}\+DejaVuSans(-Bold)?$/);
      expect(new Set(fonts.map((n) => n.slice(7)))).toEqual(new Set(['DejaVuSans', 'DejaVuSans-Bold']));
    }
  });
});

describe('letterhead from configuration', () => {
  it('brand two prints its own letterhead, with the fields of env LETTERHEAD laid over it', async () => {
    const two = await offerTestKit({
      brand: 'two',
      env: { LETTERHEAD: JSON.stringify({ name: 'Budmat Śląsk Sp. z o.o.', phone: '+48 32 000 00 00' }) },
    });
    try {
      const offer = await two.seller.call('offerCreate', {
        body: { client_id: TEST_CLIENTS.main, items: [{ product_id: TEST_PRODUCTS.board, quantity: 1 }] },
      });
      const sent = await two.seller.call('offerSendPdf', { params: { id: offer.id }, body: { recipient: 'a@b.pl' } });
      const res = await two.server.fetch(`http://salesdesk.test/api/outbox/${sent.outbox_id}/attachment`, {
        headers: { Authorization: `Bearer ${two.seller.tokenStore?.get()}` },
      });
      const [page] = (await pdfPages(new Uint8Array(await res.arrayBuffer()))) as [PdfPageText];
      const l = brands.two.letterhead;
      expect(page.items).toContain('Budmat Śląsk Sp. z o.o.');
      expect(page.items).not.toContain(l.name);
      expect(page.items).toContain(l.street);
      expect(page.items).toContain(`NIP: ${l.nip}`);
      expect(page.items).toContain(`tel. +48 32 000 00 00 · e-mail: ${l.email}`);
      // Brand two's own term is among the offer terms.
      expect(page.text).toContain('Dopuszczalna tolerancja długości kabli i rur wynosi +/-5%.');
    } finally {
      two.server.close();
    }
  });
});

describe('totalsByVatRate', () => {
  it('sums the lines of each rate, highest rate first', () => {
    expect(
      totalsByVatRate([
        { taxRate: 8, net: 1000, tax: 80, gross: 1080 },
        { taxRate: 23, net: 333, tax: 77, gross: 410 },
        { taxRate: 8, net: 1, tax: 0, gross: 1 },
        { taxRate: 0, net: 500, tax: 0, gross: 500 },
      ]),
    ).toEqual([
      { taxRate: 23, net: 333, tax: 77, gross: 410 },
      { taxRate: 8, net: 1001, tax: 80, gross: 1081 },
      { taxRate: 0, net: 500, tax: 0, gross: 500 },
    ]);
  });
});
