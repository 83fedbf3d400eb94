import { describe, expect, it } from 'vitest';
import {
  MATCH_MAX_ROWS,
  matchRowsOf,
  type PastedRow,
  parsePastedCells,
  parsePastedRows,
  splitQuantity,
} from '../index';

/** The parts of a row a test compares. */
const brief = (rows: PastedRow[]) =>
  rows.map(({ text, kind, quantity, unit, name }) => ({ text, kind, quantity, unit, ...(name ? { name } : {}) }));

describe('splitQuantity (one line of free text)', () => {
  it.each([
    ['Zawór kulowy 1/2 mosiężny – 12 szt', 'Zawór kulowy 1/2 mosiężny', 12, 'szt'],
    ['YDY 3x2,5 450/750 – 250 m', 'YDY 3x2,5 450/750', 250, 'm'],
    ['Przewód YDYp 3x1,5 - 1 250 m', 'Przewód YDYp 3x1,5', 1250, 'm'],
    ['Otulina 22/9 mm: 3,5 mb', 'Otulina 22/9 mm', 3.5, 'mb'],
    ['Płyta GKB 12,5 mm 1200x2600 40 ark.', 'Płyta GKB 12,5 mm 1200x2600', 40, 'ark.'],
    ['Kolano PP-R 90° 20 mm x 15', 'Kolano PP-R 90° 20 mm', 15, null],
    ['Mufa PP-R 25 mm 30szt.', 'Mufa PP-R 25 mm', 30, 'szt.'],
    ['IN-0000123 5', 'IN-0000123', 5, null],
    ['5907300000004 x 10', '5907300000004', 10, null],
    ['12 szt. Zawór zwrotny 3/4"', 'Zawór zwrotny 3/4"', 12, 'szt.'],
    ['3 x Trójnik PP-R 32', 'Trójnik PP-R 32', 3, null],
    ['1. Gniazdo podtynkowe 16 A białe – 20 kpl', 'Gniazdo podtynkowe 16 A białe', 20, 'kpl'],
    ['• Wełna skalna fasadowa 10 cm = 120 m2', 'Wełna skalna fasadowa 10 cm', 120, 'm2'],
  ])('%s', (line, text, quantity, unit) => {
    expect(splitQuantity(line)).toEqual({ text, quantity, unit });
  });

  it.each([
    // A size at the end is part of the name.
    'Kolano PP-R 90° 20',
    'Zawór kulowy 1/2',
    'Rura PP-R 20 mm',
    'Wełna skalna 10 cm',
    'Przewód YDY 3x2,5 450/750',
    'Gniazdo podtynkowe 16 A',
    // "50 mm x 50 m" is the tape's size, not 50 metres of it.
    'Taśma aluminiowa 50 mm x 50 m',
  ])('keeps "%s" whole', (line) => {
    expect(splitQuantity(line)).toEqual({ text: line, quantity: null, unit: null });
  });
});

describe('parsePastedRows', () => {
  it('reads an Excel copy (tabs) with a header, numbering, empty rows and a total row', () => {
    const excel = [
      'Lp.\tNazwa materiału\tJ.m.\tIlość\tCena netto',
      '1\tZawór kulowy 1/2" GW-GW\tszt.\t12\t24,50',
      '2\tPrzewód YDY 3x2,5 mm² 450/750 V\tm\t1 250\t3,10',
      '\t\t\t\t',
      '3\tPłyta gipsowo-kartonowa GKB 12,5 mm\tark.\t40\t28,00',
      '\tRazem\t\t\t4 250,00',
      '',
    ].join('\r\n');
    const table = parsePastedRows(excel);
    expect(table).toMatchObject({ format: 'tsv', delimiter: '\t' });
    expect(table.header).toEqual(['Lp.', 'Nazwa materiału', 'J.m.', 'Ilość', 'Cena netto']);
    expect(table.columns).toEqual(['ignore', 'name', 'unit', 'quantity', 'ignore']);
    expect(brief(table.rows)).toEqual([
      { text: 'Zawór kulowy 1/2" GW-GW', kind: 'name', quantity: 12, unit: 'szt.' },
      { text: 'Przewód YDY 3x2,5 mm² 450/750 V', kind: 'name', quantity: 1250, unit: 'm' },
      { text: 'Płyta gipsowo-kartonowa GKB 12,5 mm', kind: 'name', quantity: 40, unit: 'ark.' },
    ]);
    expect(table.rows.map((r) => r.line)).toEqual([2, 3, 5]);
  });

  it('reads an Excel copy without a header, guessing the columns from the cells', () => {
    const excel = [
      '1\tIN-0000012\tKolano PP-R 90° 20 mm\t25',
      '2\t5907300000042\tMufa PP-R 25 mm\t30',
      '3\tIN-0000777\tTrójnik PP-R 32 mm\t4,5',
    ].join('\n');
    const table = parsePastedRows(excel);
    expect(table.header).toBeNull();
    expect(table.columns).toEqual(['ignore', 'code', 'name', 'quantity']);
    expect(brief(table.rows)).toEqual([
      { text: 'IN-0000012', kind: 'symbol', quantity: 25, unit: null, name: 'Kolano PP-R 90° 20 mm' },
      { text: '5907300000042', kind: 'ean', quantity: 30, unit: null, name: 'Mufa PP-R 25 mm' },
      { text: 'IN-0000777', kind: 'symbol', quantity: 4.5, unit: null, name: 'Trójnik PP-R 32 mm' },
    ]);
  });

  it('keeps a cell with a line break inside quotes (Alt+Enter in Excel) in its row', () => {
    const excel = 'Nazwa\tIlość\n"Zawór kulowy 1/2""\nz motylkiem"\t6\nMufa PP-R 20 mm\t10\n';
    const table = parsePastedRows(excel);
    expect(brief(table.rows)).toEqual([
      { text: 'Zawór kulowy 1/2" z motylkiem', kind: 'name', quantity: 6, unit: null },
      { text: 'Mufa PP-R 20 mm', kind: 'name', quantity: 10, unit: null },
    ]);
    expect(table.rows.map((r) => r.line)).toEqual([2, 4]);
  });

  it('reads a CSV with semicolons, quoted fields and Polish numbers', () => {
    const csv = [
      'Symbol;Nazwa;Ilość;Jm',
      'IN-0000005;"Przewód YDY 3x2,5; krążek 100 m";2,5;op.',
      ';Otulina kauczukowa 28/13 mm;3,5;mb',
      'KAN-1234-000077;"Zawór ""Optima"" 3/4""";1 000;szt',
    ].join('\n');
    const table = parsePastedRows(csv);
    expect(table).toMatchObject({ format: 'csv', delimiter: ';', columns: ['code', 'name', 'quantity', 'unit'] });
    expect(brief(table.rows)).toEqual([
      { text: 'IN-0000005', kind: 'symbol', quantity: 2.5, unit: 'op.', name: 'Przewód YDY 3x2,5; krążek 100 m' },
      { text: 'Otulina kauczukowa 28/13 mm', kind: 'name', quantity: 3.5, unit: 'mb' },
      { text: 'KAN-1234-000077', kind: 'symbol', quantity: 1000, unit: 'szt', name: 'Zawór "Optima" 3/4"' },
    ]);
  });

  it('reads a CSV with commas while decimal commas stay in their cells', () => {
    // As a spreadsheet exports it: a cell with a comma is quoted.
    const csv = '"Przewód YDY 3x2,5 mm²",250,m\n"Rura PP-R PN20 25x4,2 mm","120,5",mb\n';
    const table = parsePastedRows(csv);
    expect(table).toMatchObject({ delimiter: ',', columns: ['name', 'quantity', 'unit'] });
    expect(brief(table.rows)).toEqual([
      { text: 'Przewód YDY 3x2,5 mm²', kind: 'name', quantity: 250, unit: 'm' },
      { text: 'Rura PP-R PN20 25x4,2 mm', kind: 'name', quantity: 120.5, unit: 'mb' },
    ]);
  });

  it('reads the lines of an e-mail, skipping the greeting, the lead-in and empty lines', () => {
    const mail = [
      'Dzień dobry,',
      'proszę o ofertę na:',
      '',
      '- Zawór kulowy 1/2 mosiężny – 12 szt',
      '- YDY 3x2,5 450/750 – 250 m',
      '- IN-0000123 5',
      '- 5907300000004 x 10',
      '',
      '- Otulina 22/9 mm: 3,5 mb',
    ].join('\n');
    const table = parsePastedRows(mail);
    expect(table).toMatchObject({ format: 'text', delimiter: null, columns: ['line'], header: null });
    expect(brief(table.rows)).toEqual([
      { text: 'Zawór kulowy 1/2 mosiężny', kind: 'name', quantity: 12, unit: 'szt' },
      { text: 'YDY 3x2,5 450/750', kind: 'name', quantity: 250, unit: 'm' },
      { text: 'IN-0000123', kind: 'symbol', quantity: 5, unit: null },
      { text: '5907300000004', kind: 'ean', quantity: 10, unit: null },
      { text: 'Otulina 22/9 mm', kind: 'name', quantity: 3.5, unit: 'mb' },
    ]);
    expect(table.rows.map((r) => r.line)).toEqual([4, 5, 6, 7, 9]);
  });

  it('reads one column of names with quantities inside (no quantity column) as free text', () => {
    const excel = 'Zawór kulowy 1/2 – 12 szt\tpilne\nKolano PP-R 20 – 30 szt\t\n';
    const table = parsePastedRows(excel);
    expect(table.columns).toEqual(['line', 'ignore']);
    expect(brief(table.rows).map((r) => [r.text, r.quantity])).toEqual([
      ['Zawór kulowy 1/2', 12],
      ['Kolano PP-R 20', 30],
    ]);
  });

  it('takes the person’s corrections: column roles, header and delimiter', () => {
    const excel = 'Ilość\tTowar\n12\tZawór kulowy 1/2\n';
    const guessed = parsePastedRows(excel);
    expect(guessed.columns).toEqual(['quantity', 'name']);
    // The first line was a product after all, and the first column a remark to leave out.
    const corrected = parsePastedRows(excel, { header: false, columns: { 0: 'ignore', 1: 'name' } });
    expect(corrected.columns).toEqual(['ignore', 'name']);
    expect(brief(corrected.rows)).toEqual([
      { text: 'Towar', kind: 'name', quantity: null, unit: null },
      { text: 'Zawór kulowy 1/2', kind: 'name', quantity: null, unit: null },
    ]);
    // A list with "x" between columns read as free text when told there is no delimiter.
    expect(parsePastedRows('Mufa;10\n', { delimiter: 'none' }).rows[0]).toMatchObject({ text: 'Mufa', quantity: 10 });
  });

  it('answers no rows for empty text', () => {
    expect(parsePastedRows('  \n\n').rows).toEqual([]);
  });

  it('reads a spreadsheet’s cells (an .xlsx read by a library) the same way', () => {
    const sheet = [
      ['Lp.', 'Indeks', 'Nazwa', 'Ilość', 'J.m.'],
      [1, 'IN-0000012', 'Kolano PP-R 90° 20 mm', 25, 'szt.'],
      [null, '', '', '', ''],
      [2, '', 'Przewód YDY 3x2,5', '1 250', 'm'],
    ];
    const table = parsePastedCells(sheet);
    expect(table).toMatchObject({
      format: 'cells',
      delimiter: null,
      columns: ['ignore', 'code', 'name', 'quantity', 'unit'],
    });
    expect(brief(table.rows)).toEqual([
      { text: 'IN-0000012', kind: 'symbol', quantity: 25, unit: 'szt.', name: 'Kolano PP-R 90° 20 mm' },
      { text: 'Przewód YDY 3x2,5', kind: 'name', quantity: 1250, unit: 'm' },
    ]);
    expect(table.rows.map((r) => r.line)).toEqual([2, 4]);
  });
});

describe('matchRowsOf', () => {
  it('gives the matcher its rows, in parts of at most 500', () => {
    const rows = parsePastedRows('IN-0000012 5\nZawór kulowy 1/2 – 12 szt\nMufa PP-R 20').rows;
    expect(matchRowsOf(rows)).toEqual([
      [
        { text: 'IN-0000012', kind: 'symbol', quantity: 5 },
        { text: 'Zawór kulowy 1/2', kind: 'name', quantity: 12, unit: 'szt' },
        { text: 'Mufa PP-R 20', kind: 'name' },
      ],
    ]);
    const many = Array.from({ length: MATCH_MAX_ROWS + 1 }, (_, i) => `IN-${String(i + 1).padStart(7, '0')} 1`).join(
      '\n',
    );
    expect(matchRowsOf(parsePastedRows(many).rows).map((part) => part.length)).toEqual([MATCH_MAX_ROWS, 1]);
  });
});
