import { groszeToNumber, warsawWallClock } from '@salesdesk/sdk';
import ExcelJS from 'exceljs';
import { strFromU8, unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import {
  columnLetters,
  createCsvBuilder,
  createXlsxBuilder,
  type ExportFileColumn,
  sheetName,
} from './spreadsheetFile';

// The files the browser builds, read back with exceljs (the CLI's XLSX library): each cell's
// type, value and format, the sheet's layout.

const COLUMNS: ExportFileColumn[] = [
  { header: 'Numer', kind: 'text' },
  { header: 'Data wystawienia', kind: 'date' },
  { header: 'Utworzona', kind: 'dateTime' },
  { header: 'Brutto', kind: 'money' },
  { header: 'Marża', kind: 'number' },
  { header: 'Status', kind: 'text' },
];

async function readXlsx(blob: Blob): Promise<ExcelJS.Worksheet> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(await blob.arrayBuffer());
  const sheet = workbook.worksheets[0];
  if (!sheet) throw new Error('no sheet');
  return sheet;
}

describe('XLSX built in the browser', () => {
  it('has Polish headers, dates as date cells, money as złote numbers, text as text', async () => {
    const file = createXlsxBuilder('Faktury', COLUMNS);
    file.addRows([
      [
        'FV/1 <&> "x"',
        new Date(Date.UTC(2026, 2, 5)),
        warsawWallClock('2026-07-15T10:00:00Z'),
        groszeToNumber(123456789),
        12.5,
        'Zapłacona',
      ],
      ['=SUM(A1)', null, null, groszeToNumber(-5), null, ''],
    ]);
    file.addRows([['5901234123457', new Date(Date.UTC(2025, 11, 31)), null, 0.1, 0, 'Przeterminowana']]);
    const blob = file.finish();
    expect(blob.type).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    const sheet = await readXlsx(blob);
    expect(sheet.name).toBe('Faktury');
    expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual(COLUMNS.map((c) => c.header));
    expect(sheet.getRow(1).getCell(1).font?.bold).toBe(true);
    expect(sheet.rowCount).toBe(4);
    const row = sheet.getRow(2);
    expect(row.getCell(1).value).toBe('FV/1 <&> "x"');
    const issued = row.getCell(2);
    expect(issued.type).toBe(ExcelJS.ValueType.Date);
    expect(issued.value).toEqual(new Date(Date.UTC(2026, 2, 5)));
    expect(issued.numFmt).toBe('dd.mm.yyyy');
    const created = row.getCell(3);
    expect(created.type).toBe(ExcelJS.ValueType.Date);
    expect(created.value).toEqual(new Date(Date.UTC(2026, 6, 15, 12)));
    expect(created.numFmt).toBe('dd.mm.yyyy hh:mm');
    expect(row.getCell(4).value).toBe(1234567.89);
    expect(row.getCell(4).numFmt).toBe('#,##0.00');
    expect(row.getCell(5).value).toBe(12.5);
    expect(row.getCell(6).value).toBe('Zapłacona');
    // A text that looks like a formula stays text; an EAN stays text.
    expect(sheet.getRow(3).getCell(1).type).toBe(ExcelJS.ValueType.String);
    expect(sheet.getRow(3).getCell(1).value).toBe('=SUM(A1)');
    expect(sheet.getRow(3).getCell(4).value).toBe(-0.05);
    expect(sheet.getRow(4).getCell(1).value).toBe('5901234123457');
    expect(sheet.getRow(4).getCell(1).numFmt).toBe('@');
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    expect(sheet.autoFilter).toBe('A1:F4');
    expect(sheet.getColumn(1).width).toBeGreaterThanOrEqual('FV/1 <&> "x"'.length);
  });

  it('writes an empty list as its header row', async () => {
    const sheet = await readXlsx(createXlsxBuilder('Klienci', COLUMNS.slice(0, 2)).finish());
    expect(sheet.rowCount).toBe(1);
    expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual(['Numer', 'Data wystawienia']);
  });

  it('takes 100,000 rows in batches of 200 without one batch holding the thread for long', async () => {
    const file = createXlsxBuilder('Duża', COLUMNS);
    const batch = Array.from({ length: 200 }, (_, i) => [
      `OF/2026/${String(i).padStart(6, '0')}`,
      new Date(Date.UTC(2026, 0, 1 + (i % 28))),
      new Date(Date.UTC(2026, 0, 1, 8, i % 60)),
      groszeToNumber(100_000 + i),
      12.5,
      'Szkic',
    ]);
    let longest = 0;
    for (let page = 0; page < 500; page++) {
      const started = performance.now();
      file.addRows(batch);
      longest = Math.max(longest, performance.now() - started);
    }
    const blob = file.finish();
    // A generous bound for a shared test machine; on a laptop a batch takes a few milliseconds.
    expect(longest).toBeLessThan(250);
    // Read back without a full parse (exceljs takes half a minute over 100,000 rows): the sheet's XML.
    const sheet = strFromU8(
      unzipSync(new Uint8Array(await blob.arrayBuffer()))['xl/worksheets/sheet1.xml'] ?? new Uint8Array(),
    );
    expect(sheet.match(/<row /g)).toHaveLength(100_001);
    expect(sheet).toContain(
      `<row r="100001"><c r="A100001" t="inlineStr" s="5"><is><t xml:space="preserve">OF/2026/000199</t>`,
    );
    expect(sheet).toContain('<autoFilter ref="A1:F100001"/>');
  }, 120_000);

  it('names sheets as Excel allows and columns by letters', () => {
    expect(sheetName('Oferty: W obiegu / 2026?')).toBe('Oferty  W obiegu   2026');
    expect(sheetName('x'.repeat(40))).toHaveLength(31);
    expect(sheetName('')).toBe('Arkusz');
    expect([1, 26, 27, 52, 703].map(columnLetters)).toEqual(['A', 'Z', 'AA', 'AZ', 'AAA']);
  });
});

describe('CSV built in the browser', () => {
  it('is the Polish Excel CSV: BOM, ";", decimal comma, dates Excel reads, formulas neutralised', async () => {
    const file = createCsvBuilder(COLUMNS);
    file.addRows([
      [
        'FV/1; "a"',
        new Date(Date.UTC(2026, 2, 5)),
        warsawWallClock('2026-01-15T10:05:00Z'),
        groszeToNumber(123456),
        12.5,
        'Zapłacona',
      ],
      ['=SUM(A1)', null, null, groszeToNumber(-5), null, ''],
    ]);
    const blob = file.finish();
    expect(blob.type).toBe('text/csv;charset=utf-8');
    const bytes = new Uint8Array(await blob.arrayBuffer());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder().decode(bytes.subarray(3));
    expect(text).toBe(
      'Numer;Data wystawienia;Utworzona;Brutto;Marża;Status\r\n' +
        '"FV/1; ""a""";2026-03-05;2026-01-15 11:05;1234,56;12,5;Zapłacona\r\n' +
        "'=SUM(A1);;;-0,05;;\r\n",
    );
  });
});
