import { Button, Label, ListBox, ListBoxItem, Popover, Select, SelectValue } from 'react-aria-components';
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

/** A filter of a list page that picks one value of a query key; it lives in the URL like the rest. */
export function FilterSelect({ name, label, options }: FilterSelectProps) {
  const { list } = useListContext();
  const current = list.filter(name) ?? '';
  return (
    <Select
      className="flex flex-col gap-1"
      selectedKey={options.some((o) => o.value === current) ? current || '__all' : '__all'}
      onSelectionChange={(key) => list.setFilters({ [name]: key === '__all' ? undefined : String(key) })}
    >
      <Label className="text-sm font-medium">{label}</Label>
      <Button className="inline-flex h-11 min-w-44 items-center justify-between gap-2 rounded-md border border-border-strong bg-surface px-3 text-left outline-none data-[focus-visible]:ring-2 data-[focus-visible]:ring-focus">
        <SelectValue className="truncate" />
        <span aria-hidden="true">▾</span>
      </Button>
      <Popover className="min-w-(--trigger-width) rounded-md border border-border bg-surface-raised shadow-lg">
        <ListBox className="max-h-80 overflow-auto p-1 outline-none">
          {options.map((option) => (
            <ListBoxItem
              key={option.value || '__all'}
              id={option.value || '__all'}
              className="cursor-default rounded px-3 py-2 outline-none data-[focused]:bg-surface-sunken data-[selected]:font-semibold"
            >
              {option.label}
            </ListBoxItem>
          ))}
        </ListBox>
      </Popover>
    </Select>
  );
}
