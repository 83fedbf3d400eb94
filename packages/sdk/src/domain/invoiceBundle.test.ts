import { describe, expect, it } from 'vitest';
import { bundleProblem, invoiceBundleName, MAX_BUNDLED_FILES } from './invoiceBundle';

describe('invoice bundle', () => {
  it('refuses two files of one name, case ignored, and more files than a ZIP counts', () => {
    expect(bundleProblem(['a.xml', 'b.xml', 'manifest.csv'])).toBeNull();
    expect(bundleProblem(['Faktura.xml', 'faktura.XML'])).toEqual({ code: 'same_name', name: 'faktura.XML' });
    const many = Array.from({ length: MAX_BUNDLED_FILES + 1 }, (_, i) => `${i}.xml`);
    expect(bundleProblem(many)).toEqual({ code: 'too_many', count: MAX_BUNDLED_FILES + 1 });
  });

  it('names a bundle by its count of files', () => {
    expect(invoiceBundleName(3)).toBe('faktury-3-plikow.zip');
  });
});
