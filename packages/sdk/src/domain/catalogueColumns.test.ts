import { describe, expect, it } from 'vitest';
import { brands } from './brand';
import { catalogueColumnsFor, productColumns, productSearchColumns } from './catalogueColumns';

describe('catalogue columns per brand', () => {
  it('brand one hides more and cd_available_stock', () => {
    const cols = catalogueColumnsFor(brands.one, 'productSearch');
    expect(cols).not.toContain('more');
    expect(cols).not.toContain('cd_available_stock');
    expect(cols).toContain('fw_available_stock');
    expect(cols).toHaveLength(productSearchColumns.length - 2);
  });

  it('brand two hides more and fw_available_stock', () => {
    const cols = catalogueColumnsFor(brands.two, 'productSearch');
    expect(cols).toContain('cd_available_stock');
    expect(cols).not.toContain('fw_available_stock');
    expect(catalogueColumnsFor(brands.two, 'products')).toEqual(
      productColumns.filter((c) => c !== 'more' && c !== 'fw_available_stock'),
    );
  });

  it('leaves the stockhouse columns untouched', () => {
    expect(catalogueColumnsFor(brands.one, 'warehouseProducts')).toContain('forward_to');
    expect(catalogueColumnsFor(brands.two, 'productInWarehouses')).toHaveLength(6);
  });
});
