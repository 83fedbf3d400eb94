import type { PasteSource } from './usePasteList';

/** Whether a file is one the dialog reads (by its name; browsers give CSV files varied types). */
export function isListFile(name: string): boolean {
  return /\.(xlsx|csv|txt)$/i.test(name);
}

/**
 * Text of a CSV file: UTF-8 when it decodes cleanly, else Windows-1250 (what a Polish Excel
 * writes when it saves "CSV (rozdzielany przecinkami)").
 */
function decodeText(bytes: ArrayBuffer): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return new TextDecoder('windows-1250').decode(bytes);
  }
}

/**
 * Reads a dropped or chosen list file: an .xlsx through `read-excel-file` (its first sheet, the
 * cells as the spreadsheet holds them; loaded only when a spreadsheet comes), a .csv or .txt as
 * text for the same parser as a paste. Throws when the file cannot be read.
 */
export async function readListFile(file: File): Promise<PasteSource> {
  if (/\.xlsx$/i.test(file.name)) {
    const { readSheet } = await import('read-excel-file/browser');
    const cells = await readSheet(file);
    return { cells: cells as unknown[][], fileName: file.name };
  }
  return { text: decodeText(await file.arrayBuffer()) };
}
