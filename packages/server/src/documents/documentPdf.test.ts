import { companies } from '@salesdesk/fixtures';
import { type ApiClient, brands, formatMoney } from '@salesdesk/sdk';
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

const TABLE_HEADER = 'Lp. | Nazwa | Symbol | Ilość | J.m. | Cena kat. | Rabat | Cena netto | VAT | Wartość netto';

/** The seeded companies: the seller of a document is its author's (handlowiec: 3W, partner: PHU). */
const [W3, PHU] = companies as [(typeof companies)[number], (typeof companies)[number]];
/** A row of the VAT summary: rate, net, VAT, gross. */
const VAT_ROW = /^(\d+)% \| (-?[\d ]+,\d{2} zł) \| (-?[\d ]+,\d{2} zł) \| (-?[\d ]+,\d{2} zł)$/;

let kit: OfferTestKit;
beforeAll(async () => {
  kit = await offerTestKit({ now: () => NOW });
  kit.server.ctx.db
    .prepare(`INSERT INTO products (id, symbol, index_name, index_short_name, uom, catalog_price, buy_price,
      recommended_price, minimal_price, market_price, tax_rate) VALUES (?, 'TS-KLEJ-25', ?, 'Klej żelowy', 'sztuka', 5000, 3000, 4500, 4000, 5000, 8)`)
    .run(LONG.id, LONG.name);
});
afterAll(() => kit.server.close());

/** The PDF of an outbox entry, fetched as its sender (`as`, the seller by default). */
async function outboxBytes(id: number, as: ApiClient = kit.seller): Promise<Uint8Array> {
  const res = await kit.server.fetch(`http://salesdesk.test/api/outbox/${id}/attachment`, {
    headers: { Authorization: `Bearer ${as.tokenStore?.get()}` },
  });
  expect(res.status).toBe(200);
  return new Uint8Array(await res.arrayBuffer());
}

async function outboxPages(id: number, as?: ApiClient): Promise<PdfPageText[]> {
  return pdfPages(await outboxBytes(id, as));
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

    // Letterhead of the author's company (3W) and the document's head.
    for (const s of [W3.name, W3.street, `${W3.postal_code} ${W3.city}`, `NIP: ${W3.nip} · KRS: ${W3.krs}`, W3.www])
      expect(first.items).toContain(s);
    expect(first.items).toContain(`tel. ${W3.phone} · e-mail: ${W3.email}`);
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
      '1. | Płyta gipsowo-kartonowa GKB | TS-900001 | 2 | ark. | 40,00 zł | 20,00 % | 32,00 zł | 23% | 64,00 zł',
    );
    expect(
      first.rows.some((r) =>
        r.startsWith('3. | Przewód YDY 3x2,5 żółto-zielony | TS-900002 | 4 | m | 5,00 zł | 10,00 % | 4,50 zł | 23% |'),
      ),
    ).toBe(true);
    // A unit stored as "sztuka" is printed in the one form the line editor shows: "szt.".
    expect(first.rows.some((r) => /^6\. \|.*\| TS-KLEJ-25 \| 3 \| szt\. \|/.test(r))).toBe(true);
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

  it('order: the same layout with realisation date and payment deadline; the internal comment stays off', async () => {
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
    expect(page.items).toContain(W3.name);
    expect(page.items).toContain(`NIP: ${W3.nip} · KRS: ${W3.krs}`);
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
    expect(page.rows).toContain(
      '2. | Rura PP-R 20 mm ściółka | TS-900003 | 10 | szt. | 10,00 zł | 10,00 % | 9,00 zł | 8% | 90,00 zł',
    );
    expect(page.rows.filter((r) => VAT_ROW.test(r))).toEqual(expectedVatRows(order.items));
    // The comment is internal: not on the PDF unless the sender includes it.
    expect(page.text).not.toContain('Źródlanej');
    expect(page.items).not.toContain('Uwagi');
    // The signature block: the author with phone, and the buyer's field to confirm the order.
    expect(page.rows).toContain('Sporządził(a) | Data, podpis i pieczęć zamawiającego');
    expect(page.items).toContain('Łukasz Żółkiewski');
    expect(page.items).toContain('tel. +48 600 100 102');
    expect(page.items).toContain('Strona 1 z 1');

    const withComment = await kit.seller.call('orderSendPdf', {
      params: { id: order.id },
      body: { recipient: 'a@zuraw.pl', include_comment: true },
    });
    const [included] = (await outboxPages(withComment.outbox_id)) as [PdfPageText];
    expect(included.items).toContain('Uwagi');
    expect(included.items).toContain('Uwagi do zamówienia: Rozładunek od strony ul. Źródlanej.');
  });
});

/** Every text item of a PDF's pages, joined with spaces (footer rows may wrap). */
async function pdfText(id: number, as: ApiClient): Promise<{ pages: PdfPageText[]; all: string }> {
  const pages = await outboxPages(id, as);
  return { pages, all: pages.map((p) => p.items.join(' ')).join(' ') };
}

describe('the seller is the author’s company', () => {
  for (const [who, company, other] of [
    ['seller', W3, PHU],
    ['partner', PHU, W3],
  ] as const) {
    it(`${company.code}: an offer and an order carry its letterhead, KSH particulars and bank account on every page`, async () => {
      const client = kit[who];
      const offer = await client.call('offerCreate', {
        body: {
          client_id: TEST_CLIENTS.main,
          comment: 'Klient negocjuje, nie schodzić niżej.',
          items: Array.from({ length: 40 }, (_, i) => ({
            product_id: [TEST_PRODUCTS.board, TEST_PRODUCTS.pipe][i % 2] as number,
            quantity: i + 1,
          })),
        },
      });
      const order = await client.call('orderCreate', {
        body: { client_id: TEST_CLIENTS.main, items: [{ product_id: TEST_PRODUCTS.cable, quantity: 5 }] },
      });
      const sentOffer = await client.call('offerSendPdf', { params: { id: offer.id }, body: { recipient: 'a@b.pl' } });
      const sentOrder = await client.call('orderSendPdf', { params: { id: order.id }, body: { recipient: 'a@b.pl' } });
      const capital = `Kapitał zakładowy: ${formatMoney(company.share_capital).replace(/\u00a0/g, ' ')}`;
      for (const [id, pageCount] of [
        [sentOffer.outbox_id, 2],
        [sentOrder.outbox_id, 1],
      ] as const) {
        const { pages, all } = await pdfText(id, client);
        expect(pages).toHaveLength(pageCount);
        const [first] = pages as [PdfPageText];
        expect(first.items[0]).toBe(company.name);
        expect(first.items).toContain(`NIP: ${company.nip} · KRS: ${company.krs}`);
        for (const page of pages) {
          const footer = page.items.join(' ');
          expect(footer).toContain(`${company.name}, ${company.street}, ${company.postal_code} ${company.city}`);
          expect(footer).toContain(`KRS: ${company.krs}`);
          expect(footer).toContain(company.registry_court);
          expect(footer).toContain(capital);
          expect(footer).toContain(`Nr rachunku: ${company.bank_account}`);
        }
        // Nothing of the other company, nor of the server's brand letterhead.
        for (const s of [other.name, other.nip, other.krs, other.bank_account, brands.one.letterhead.name])
          expect(all).not.toContain(s);
        expect(all).toContain('Sporządził(a)');
      }
      // An offer leaves the buyer's signature out; its internal comment stays off too.
      const offerText = (await pdfText(sentOffer.outbox_id, client)).all;
      expect(offerText).not.toContain('zamawiającego');
      expect(offerText).not.toContain('nie schodzić');
    });
  }

  it('an offer prints its comment under "Uwagi" when the sender includes it', async () => {
    const offer = await kit.seller.call('offerCreate', {
      body: {
        client_id: TEST_CLIENTS.main,
        comment: 'Ceny uzgodnione z kierownikiem budowy.',
        items: [{ product_id: TEST_PRODUCTS.board, quantity: 1 }],
      },
    });
    const sent = await kit.seller.call('offerSendPdf', {
      params: { id: offer.id },
      body: { recipient: 'a@b.pl', include_comment: true },
    });
    const [page] = (await outboxPages(sent.outbox_id)) as [PdfPageText];
    expect(page.items).toContain('Uwagi');
    expect(page.items).toContain('Ceny uzgodnione z kierownikiem budowy.');
  });

  it('refuses an include_comment that is not a boolean with a Polish field error, sending nothing', async () => {
    const offer = await kit.seller.call('offerCreate', {
      body: { client_id: TEST_CLIENTS.main, items: [{ product_id: TEST_PRODUCTS.board, quantity: 1 }] },
    });
    const before = kit.server.ctx.db.prepare('SELECT COUNT(*) FROM outbox').pluck().get();
    const res = await kit.server.fetch(`http://salesdesk.test/api/offer/${offer.id}/send-pdf`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${kit.seller.tokenStore?.get()}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ recipient: 'a@b.pl', include_comment: 'tak' }),
    });
    expect(res.status).toBe(400);
    expect(JSON.stringify(await res.json())).toContain('Wybierz, czy dołączyć uwagi.');
    expect(kit.server.ctx.db.prepare('SELECT COUNT(*) FROM outbox').pluck().get()).toBe(before);
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
  it('a company without details (a database from before they were kept) prints the brand letterhead with env LETTERHEAD over it', async () => {
    const two = await offerTestKit({
      brand: 'two',
      env: { LETTERHEAD: JSON.stringify({ name: 'Budmat Śląsk Sp. z o.o.', phone: '+48 32 000 00 00' }) },
    });
    try {
      two.server.ctx.db
        .prepare(
          `UPDATE companies SET street = '', postal_code = '', city = '', nip = '', krs = '', registry_court = '',
             share_capital = NULL, bank_account = '', phone = '', email = '', www = '' WHERE code = '3W'`,
        )
        .run();
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
      // No KRS or bank lines are invented for it.
      expect(page.text).not.toContain('KRS');
      expect(page.text).not.toContain('Nr rachunku');
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
