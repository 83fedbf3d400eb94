import type { ReactNode } from 'react';
import {
  Select as AriaSelect,
  type SelectProps as AriaSelectProps,
  Button,
  type Key,
  ListBox,
  ListBoxItem,
  Popover,
  SelectValue,
} from 'react-aria-components';
import { FieldDescription, FieldError, FieldLabel } from './fieldParts';

/** One choice of a {@link Select}. */
export interface SelectOption {
  id: string;
  label: string;
}

/** Props of {@link Select}. */
export interface SelectProps extends Omit<AriaSelectProps<SelectOption>, 'className' | 'children' | 'items'> {
  label: ReactNode;
  options: readonly SelectOption[];
  description?: ReactNode;
  errorMessage?: string | undefined;
  /** Hide the label visually (it still names the control). */
  hideLabel?: boolean;
  /** Label beside the control instead of above it. */
  inline?: boolean;
  size?: 'md' | 'lg';
  className?: string;
}

/** A labelled single choice from a list, on react-aria's Select (a listbox in a popover). */
export function Select({
  label,
  options,
  description,
  errorMessage,
  hideLabel,
  inline = false,
  size = 'lg',
  className,
  ...props
}: SelectProps) {
  return (
    <AriaSelect
      validationBehavior="aria"
      {...props}
      isInvalid={props.isInvalid ?? Boolean(errorMessage)}
      className={[`group flex ${inline ? 'items-center gap-2' : 'flex-col gap-1'}`, className]
        .filter(Boolean)
        .join(' ')}
    >
      <span className={hideLabel ? 'sr-only' : undefined}>
        <FieldLabel isRequired={props.isRequired}>{label}</FieldLabel>
      </span>
      <Button
        className={`inline-flex ${size === 'lg' ? 'h-11' : 'h-9 text-sm'} min-w-40 max-w-full items-center justify-between gap-2 rounded-md border border-border-strong bg-surface px-3 text-left text-text outline-none group-data-[invalid]:border-danger data-[focus-visible]:ring-2 data-[focus-visible]:ring-focus`}
      >
        <SelectValue className="min-w-0 truncate data-[placeholder]:text-text-muted" />
        <span aria-hidden="true" className="text-text-muted">
          ▾
        </span>
      </Button>
      <FieldDescription>{description}</FieldDescription>
      <FieldError>{errorMessage}</FieldError>
      <Popover className="min-w-(--trigger-width) rounded-md border border-border bg-surface-raised text-text shadow-lg">
        <ListBox items={options} className="max-h-80 overflow-auto p-1 outline-none">
          {(option) => <SelectItem id={option.id}>{option.label}</SelectItem>}
        </ListBox>
      </Popover>
    </AriaSelect>
  );
}

/** One option of a listbox (Select, ComboBox): focus and selection shown by colour and a check mark. */
export function SelectItem({ id, children, textValue }: { id: Key; children: ReactNode; textValue?: string }) {
  return (
    <ListBoxItem
      id={id}
      textValue={textValue ?? (typeof children === 'string' ? children : undefined)}
      className="flex cursor-default items-center gap-2 rounded px-3 py-2 outline-none data-[focused]:bg-surface-sunken data-[selected]:font-semibold"
    >
      {({ isSelected }) => (
        <>
          <span aria-hidden="true" className="w-4 text-primary-700 dark:text-primary-300">
            {isSelected ? '✓' : ''}
          </span>
          <span className="flex flex-col">{children}</span>
        </>
      )}
    </ListBoxItem>
  );
}
