import { readFile } from 'node:fs/promises';
import { type PastedTable, parsePastedCells, parsePastedRows } from '@salesdesk/sdk';
import { CliError } from '../../cliError';
import type { InputStream } from '../../io';

/** Text of a CSV or text list: UTF-8 when it decodes cleanly, else Windows-1250 (a Polish Excel's CSV). */
function decodeText(bytes: Uint8Array): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return new TextDecoder('windows-1250').decode(bytes);
  }
}

async function readStream(stream: InputStream): Promise<Uint8Array> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(String(chunk)));
  return Buffer.concat(chunks);
}

/** The cells of an .xlsx file's first sheet, read by exceljs (loaded only for a spreadsheet). */
async function xlsxCells(bytes: Uint8Array): Promise<unknown[][]> {
  const { default: Excel } = await import('exceljs');
  const workbook = new Excel.Workbook();
  await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0];
  const rows: unknown[][] = [];
  sheet?.eachRow({ includeEmpty: true }, (row, number) => {
    const values = (row.values as unknown[]).slice(1).map((v) => {
      // A formula cell gives its result; rich text its plain text.
      if (v && typeof v === 'object' && 'result' in v) return (v as { result: unknown }).result;
      if (v && typeof v === 'object' && 'richText' in v)
        return (v as { richText: { text: string }[] }).richText.map((r) => r.text).join('');
      return v;
    });
    rows[number - 1] = values;
  });
  return Array.from(rows, (r) => r ?? []);
}

/**
 * Reads a client's material list: an .xlsx (its first sheet), a .csv or text file, or stdin
 * when `file` is absent or `-`; parsed by the sdk's row parser, as the paste dialog does.
 */
export async function readList(file: string | undefined, stdin: InputStream): Promise<PastedTable> {
  let bytes: Uint8Array;
  try {
    bytes = file && file !== '-' ? await readFile(file) : await readStream(stdin);
  } catch (error) {
    throw new CliError('io', `Nie można odczytać pliku ${file}.`, { cause: error });
  }
  if (file && /\.xlsx$/i.test(file)) {
    try {
      return parsePastedCells(await xlsxCells(bytes));
    } catch (error) {
      throw new CliError('io', `Plik ${file} nie jest poprawnym arkuszem .xlsx.`, { cause: error });
    }
  }
  return parsePastedRows(decodeText(bytes));
}
