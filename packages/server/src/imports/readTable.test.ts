import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { ImportFileError, openTable, type TableRow } from './readTable';

async function all(bytes: Buffer, sheet?: string) {
  const table = await openTable(bytes, { sheet });
  const rows: TableRow[] = [];
  for await (const r of table.rows) rows.push(r);
  return { table, rows };
}

const win1250 = (text: string) => {
  // The Polish letters of Windows-1250 this test needs.
  const map: Record<string, number> = {
    ą: 0xb9,
    ę: 0xea,
    ł: 0xb3,
    ó: 0xf3,
    ś: 0x9c,
    ż: 0xbf,
    ź: 0x9f,
    ć: 0xe6,
    ń: 0xf1,
    Ł: 0xa3,
  };
  return Buffer.from([...text].map((ch) => map[ch] ?? ch.charCodeAt(0)));
};

describe('openTable', () => {
  it('reads UTF-8 with a BOM, semicolons, quoted fields with separators, quotes and line breaks', async () => {
    const text = '\uFEFFsymbol;index_name\r\nA1;"Rura; PE ""gruba""\r\n2 m"\r\n\r\nA2;Łącznik\r\n';
    const { table, rows } = await all(Buffer.from(text));
    expect(table).toMatchObject({ format: 'csv', encoding: 'utf-8', delimiter: ';' });
    expect(table.header).toEqual(['symbol', 'index_name']);
    expect(rows).toEqual([
      { row: 2, cells: ['A1', 'Rura; PE "gruba"\r\n2 m'] },
      { row: 4, cells: ['A2', 'Łącznik'] },
    ]);
  });

  it('reads Windows-1250 with Polish letters, comma or tab separated', async () => {
    const comma = await all(win1250('symbol,index_name\nZ1,Złączka żółta ćń\n'));
    expect(comma.table).toMatchObject({ encoding: 'windows-1250', delimiter: ',' });
    expect(comma.rows[0]?.cells).toEqual(['Z1', 'Złączka żółta ćń']);
    const tab = await all(win1250('symbol\tindex_name\nZ2\tŁuk\n'));
    expect(tab.table.delimiter).toBe('\t');
    expect(tab.rows[0]?.cells).toEqual(['Z2', 'Łuk']);
  });

  it('refuses an empty file, a blank header, binary data, a 2 MB line of junk and an unclosed quote', async () => {
    await expect(openTable(Buffer.alloc(0))).rejects.toThrow('Plik jest pusty.');
    await expect(openTable(Buffer.from('\n\n'))).rejects.toThrow(/nagłówek/);
    await expect(openTable(Buffer.from([0x25, 0x50, 0x44, 0x46, 0, 1, 2]))).rejects.toThrow(/binarne/);
    await expect(openTable(Buffer.from('x'.repeat(2 * 1024 * 1024)))).rejects.toThrow(/Wiersz 1 jest dłuższy/);
    const junkRow = `symbol;index_name\nA;b\n${'y'.repeat(2 * 1024 * 1024)}\n`;
    await expect(all(Buffer.from(junkRow))).rejects.toThrow(/Wiersz 3 jest dłuższy/);
    const error = await all(Buffer.from('symbol;index_name\nA;"b\n')).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ImportFileError);
    expect((error as Error).message).toMatch(/Niezamknięty cudzysłów w wierszu 2/);
  });

  it('reads the first XLSX sheet or the one named, numbers and dates as text', async () => {
    const workbook = new ExcelJS.Workbook();
    workbook.addWorksheet('Pierwszy').addRows([
      ['symbol', 'catalog_price'],
      ['X1', 12.5],
    ]);
    const second = workbook.addWorksheet('Ceny');
    second.addRows([['symbol', 'warehouse_date'], [], ['X2', new Date(Date.UTC(2026, 10, 3))]]);
    const bytes = Buffer.from(await workbook.xlsx.writeBuffer());
    const first = await all(bytes);
    expect(first.table.header).toEqual(['symbol', 'catalog_price']);
    expect(first.rows).toEqual([{ row: 2, cells: ['X1', '12.5'] }]);
    const named = await all(bytes, 'ceny');
    expect(named.rows).toEqual([{ row: 3, cells: ['X2', '2026-11-03'] }]);
    await expect(openTable(bytes, { sheet: 'Brak' })).rejects.toThrow(
      'W pliku nie ma arkusza „Brak”. Arkusze w pliku: Pierwszy, Ceny.',
    );
    await expect(openTable(Buffer.from([0x50, 0x4b, 0x03, 0x04, 1, 2, 3]))).rejects.toThrow(/XLSX/);
  });
});
