import { Select } from '../controls/Select';
import { useListContext } from './ListContext';

/** One choice of a {@link FilterSelect}; the empty value means "no filter". */
export interface FilterOption {
  value: string;
  label: string;
}

/** Props of {@link FilterSelect}. */
export interface FilterSelectProps {
  /** The query key of the list call (`status`, `read`, `archived`). */
  name: string;
  label: string;
  /** The choices; the first one with value '' is "all". */
  options: readonly FilterOption[];
}

// The empty value ("all") needs a key of its own: a listbox item cannot be keyed ''.
const ALL = '__all';

/** A filter of a list page that picks one value of a query key; it lives in the URL like the rest. */
export function FilterSelect({ name, label, options }: FilterSelectProps) {
  const { list } = useListContext();
  const current = list.filter(name) ?? '';
  return (
    <Select
      label={label}
      options={options.map((option) => ({ id: option.value || ALL, label: option.label }))}
      selectedKey={options.some((o) => o.value === current) ? current || ALL : ALL}
      onSelectionChange={(key) => list.setFilters({ [name]: key === ALL ? undefined : String(key) })}
    />
  );
}
