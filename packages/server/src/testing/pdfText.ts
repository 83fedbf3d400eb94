import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

/** The text of one PDF page as pdf.js extracts it. */
export interface PdfPageText {
  /** Every text item, in drawing order, no-break spaces as plain spaces. */
  items: string[];
  /** The items joined with new lines. */
  text: string;
  /** Items on the same baseline, left to right, joined with ` | `, top to bottom. */
  rows: string[];
}

/**
 * Extracts the text of every page with pdf.js (legacy build, runs on Node), as a reader's PDF
 * viewer or a search index would: what a client can copy out of the document.
 */
export async function pdfPages(bytes: Uint8Array): Promise<PdfPageText[]> {
  // pdf.js takes the buffer over; a copy leaves the caller's bytes usable.
  const doc = await getDocument({ data: bytes.slice(), useSystemFonts: false, isEvalSupported: false }).promise;
  const pages: PdfPageText[] = [];
  for (let p = 1; p <= doc.numPages; p++) {
    const content = await (await doc.getPage(p)).getTextContent();
    const placed: { str: string; x: number; y: number }[] = [];
    for (const item of content.items) {
      if (!('str' in item) || item.str.trim() === '') continue;
      placed.push({
        str: item.str.replace(/\u00a0/g, ' '),
        x: item.transform[4] as number,
        y: item.transform[5] as number,
      });
    }
    const byLine = new Map<number, { str: string; x: number }[]>();
    for (const i of placed) {
      const key = Math.round(i.y);
      byLine.set(key, [...(byLine.get(key) ?? []), i]);
    }
    const rows = [...byLine.entries()]
      .sort((a, b) => b[0] - a[0])
      .map(([, row]) =>
        row
          .sort((a, b) => a.x - b.x)
          .map((i) => i.str)
          .join(' | '),
      );
    const items = placed.map((i) => i.str);
    pages.push({ items, text: items.join('\n'), rows });
  }
  await doc.destroy();
  return pages;
}

/** The text of all pages, joined with new lines. */
export async function pdfText(bytes: Uint8Array): Promise<string> {
  return (await pdfPages(bytes)).map((p) => p.text).join('\n');
}
