import { createHash } from 'node:crypto';
import { ksefNumber } from '@salesdesk/sdk';
import { describe, expect, it } from 'vitest';
import { FA3_NS } from './faInvoice';
import { faXml, type SampleInvoice, sampleLine } from './faSamples';
import { polishSchemaMessage, validateFa } from './faSchema';
import { ksefNumberOf } from './invoiceFiles';
import { invoiceFileHash, ksefVerificationUrl } from './verificationLink';

// The sample invoices of the tests, the bench and the end-to-end test are real FA(3): each one
// validates against the Ministry's schema (copied into ./schema). And the pieces of KSeF the
// import builds on: the verification link exactly as kody-qr.md gives it, the KSeF number.

const seller = '5260250995';
const samples: Record<string, SampleInvoice> = {
  'several VAT rates': {
    number: 'FV/1',
    issueDate: '2026-03-02',
    sellerNip: seller,
    buyer: { nip: '7740001454' },
    lines: [
      sampleLine('A', 2, '10.00', '23'),
      sampleLine('B', 1, '5.55', '8'),
      sampleLine('C', 3, '1.10', '5'),
      sampleLine('D', 1, '100.00', 'zw'),
      sampleLine('E', 1, '7.00', '0 KR'),
    ],
    dueDate: '2026-03-16',
    orderNumber: 'ZAM/2026/1',
  },
  'a correction': {
    number: 'FVK/1',
    issueDate: '2026-03-05',
    sellerNip: seller,
    buyer: { nip: '7740001454' },
    corrects: { number: 'FV/1', issueDate: '2026-03-02', ksefNumber: ksefNumber(seller, '2026-03-02', 'AB12') },
    lines: [sampleLine('A', 2, '10.00', '23', true), sampleLine('A', 2, '9.00', '23')],
  },
  'a foreign buyer': {
    number: 'FV/2',
    issueDate: '2026-03-02',
    sellerNip: seller,
    buyer: { euCode: 'DE', vatId: '811234567' },
    lines: [sampleLine('Zawór', 10, '20.00', '0 WDT')],
  },
  'a long invoice': {
    number: 'FV/3',
    issueDate: '2026-03-02',
    sellerNip: seller,
    buyer: { nip: '7740001454' },
    lines: Array.from({ length: 1000 }, (_, i) => sampleLine(`Pozycja ${i}`, i + 1, '0.99', '23')),
  },
};

describe('sample FA(3) invoices', () => {
  for (const [name, sample] of Object.entries(samples)) {
    it(`${name}: valid against the official schema`, () => {
      const result = validateFa(Buffer.from(faXml(sample)), FA3_NS);
      expect(result.ok ? [] : result).toEqual([]);
      if (result.ok) result.doc.dispose();
    });
  }

  it('a broken one is not: the schema names the element and its line', () => {
    const xml = faXml(samples['several VAT rates'] as SampleInvoice).replace('<P_2>FV/1</P_2>', '');
    const result = validateFa(Buffer.from(xml), FA3_NS);
    expect(result).toEqual({
      ok: false,
      problems: [
        {
          line: xml.split('\n').findIndex((l) => l.includes('<P_6>')) + 1,
          message: 'element P_6: ten element nie powinien się tu znaleźć; oczekiwano: P_1M, P_2',
        },
      ],
    });
  });
});

describe('schema messages in Polish', () => {
  it('translates what libxml2 says, keeping the element and dropping the namespace', () => {
    expect(
      polishSchemaMessage(
        "Element '{http://crd.gov.pl/wzor/2025/06/25/13775/}NIP': [facet 'pattern'] The value '12' is not accepted by the pattern '[1-9]((\\d[1-9])|([1-9]\\d))\\d{7}'.\n",
      ),
    ).toBe('element NIP: wartość „12” ma niedozwoloną postać');
    expect(
      polishSchemaMessage("Element '{x}Podmiot2': Missing child element(s). Expected is ( {x}DaneIdentyfikacyjne ).\n"),
    ).toBe('element Podmiot2: brakuje elementu podrzędnego; oczekiwano: DaneIdentyfikacyjne');
  });
});

describe('KOD I and the KSeF number', () => {
  it('builds the link exactly as kody-qr.md: host per environment, NIP, P_1 as DD-MM-YYYY, SHA-256 Base64URL', () => {
    const hash = 'UtQp9Gpc51y-u3xApZjIjgkpZ01js-J8KflSPW8WzIE';
    expect(ksefVerificationUrl('test', '1111111111', '2026-02-01', hash)).toBe(
      'https://qr-test.ksef.mf.gov.pl/invoice/1111111111/01-02-2026/UtQp9Gpc51y-u3xApZjIjgkpZ01js-J8KflSPW8WzIE',
    );
    expect(ksefVerificationUrl('prd', '1111111111', '2026-02-01', hash)).toMatch(
      /^https:\/\/qr\.ksef\.mf\.gov\.pl\/invoice\//,
    );
    expect(ksefVerificationUrl('demo', '1111111111', '2026-02-01', hash)).toMatch(
      /^https:\/\/qr-demo\.ksef\.mf\.gov\.pl\//,
    );
    const bytes = Buffer.from('<Faktura/>');
    expect(invoiceFileHash(bytes)).toBe(
      createHash('sha256').update(bytes).digest('base64').replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, ''),
    );
  });

  it('takes the KSeF number from the file name or the manifest, checking it', () => {
    const good = '5265877635-20250826-0100001AF629-AF';
    expect(ksefNumberOf({ name: `${good}.xml`, manifestKsef: null })).toBe(good);
    expect(ksefNumberOf({ name: 'faktura.xml', manifestKsef: good })).toBe(good);
    expect(ksefNumberOf({ name: 'faktura.xml', manifestKsef: null })).toBeNull();
    expect(ksefNumberOf({ name: '5265877635-20250826-0100001AF629-AE.xml', manifestKsef: null })).toEqual({
      invalid: '5265877635-20250826-0100001AF629-AE',
    });
  });
});
