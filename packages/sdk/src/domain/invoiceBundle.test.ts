import { crc32 as zlibCrc32 } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { bundleProblem, crc32, MAX_BUNDLED_FILES, zipStored } from './invoiceBundle';

/** Reads a ZIP's central directory back: each entry's name, CRC and stored bytes. */
function readZip(zip: Uint8Array) {
  const view = new DataView(zip.buffer, zip.byteOffset, zip.byteLength);
  const end = zip.length - 22;
  expect(view.getUint32(end, true)).toBe(0x06054b50);
  const count = view.getUint16(end + 10, true);
  let at = view.getUint32(end + 16, true);
  const entries: { name: string; crc: number; method: number; bytes: Uint8Array }[] = [];
  for (let i = 0; i < count; i++) {
    expect(view.getUint32(at, true)).toBe(0x02014b50);
    const nameLength = view.getUint16(at + 28, true);
    const local = view.getUint32(at + 42, true);
    const size = view.getUint32(at + 20, true);
    const name = new TextDecoder().decode(zip.subarray(at + 46, at + 46 + nameLength));
    expect(view.getUint32(local, true)).toBe(0x04034b50);
    const data = local + 30 + view.getUint16(local + 26, true);
    entries.push({
      name,
      crc: view.getUint32(at + 16, true),
      method: view.getUint16(at + 10, true),
      bytes: zip.subarray(data, data + size),
    });
    at += 46 + nameLength;
  }
  return entries;
}

describe('invoice bundle', () => {
  it('computes the CRC-32 a ZIP expects', () => {
    for (const text of ['', 'a', 'Zażółć gęślą jaźń', '<Faktura/>'.repeat(1000)]) {
      const bytes = new TextEncoder().encode(text);
      expect(crc32(bytes)).toBe(zlibCrc32(bytes));
    }
  });

  it('packs the files stored, in order, with UTF-8 names and their CRCs', () => {
    const files = [
      { name: 'faktura-łódź.xml', bytes: new TextEncoder().encode('<Faktura>1</Faktura>') },
      { name: 'manifest.csv', bytes: new TextEncoder().encode('plik;numer_ksef\r\nfaktura-łódź.xml;X\r\n') },
      { name: 'pusty.xml', bytes: new Uint8Array() },
    ];
    const entries = readZip(zipStored(files));
    expect(entries.map((e) => e.name)).toEqual(files.map((f) => f.name));
    entries.forEach((entry, i) => {
      expect(entry.method).toBe(0);
      expect([...entry.bytes]).toEqual([...(files[i]?.bytes ?? [])]);
      expect(entry.crc).toBe(zlibCrc32(entry.bytes));
    });
    // Bit 11 of the flags: the names are UTF-8, so „łódź” reads back as written.
    const zip = zipStored(files);
    expect(new DataView(zip.buffer).getUint16(6, true) & 0x0800).toBe(0x0800);
  });

  it('refuses two files of one name, case ignored, and more files than a ZIP counts', () => {
    expect(bundleProblem(['a.xml', 'b.xml', 'manifest.csv'])).toBeNull();
    expect(bundleProblem(['Faktura.xml', 'faktura.XML'])).toEqual({ code: 'same_name', name: 'faktura.XML' });
    const many = Array.from({ length: MAX_BUNDLED_FILES + 1 }, (_, i) => `${i}.xml`);
    expect(bundleProblem(many)).toEqual({ code: 'too_many', count: MAX_BUNDLED_FILES + 1 });
  });
});
