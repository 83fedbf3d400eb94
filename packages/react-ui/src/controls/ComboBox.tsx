import type { KeyboardEvent, ReactNode, Ref } from 'react';
import {
  ComboBox as AriaComboBox,
  type ComboBoxProps as AriaComboBoxProps,
  Button,
  Input,
  ListBox,
  Popover,
} from 'react-aria-components';
import { installPolishAriaStrings } from '../i18n/polishAriaStrings';
import { Spinner } from './Button';
import { FieldDescription, FieldError, FieldLabel, INPUT_BOX } from './fieldParts';

// The count of suggestions is announced in Polish plural forms ("Dostępne 3 opcje."), also
// where a combobox is shown outside the app's providers (stories, tests).
installPolishAriaStrings();

/** Props of {@link ComboBox}. */
export interface ComboBoxProps<T extends object> extends Omit<AriaComboBoxProps<T>, 'className' | 'children'> {
  label: ReactNode;
  children: (item: T) => ReactNode;
  description?: ReactNode;
  errorMessage?: string | undefined;
  placeholder?: string;
  /** The server is being asked: a spinner shows in the field. */
  isLoading?: boolean;
  /** What the list says when nothing matches. */
  emptyText: string;
  /** A line under the suggestions (e.g. how many more the server has). */
  footer?: ReactNode;
  className?: string;
  /** The text field itself (focus after an action, its ARIA state). */
  inputRef?: Ref<HTMLInputElement>;
  /** Keys pressed in the text field (a scanner's Enter) before the suggestions handle them. */
  onInputKeyDown?: (event: KeyboardEvent<HTMLInputElement>) => void;
}

/**
 * A text field with suggestions, for searching the server as you type: pass `items` from a
 * query keyed by `inputValue`, and `isLoading` while it runs. Keyboard: arrows, Enter, Escape.
 */
export function ComboBox<T extends object>({
  label,
  children,
  description,
  errorMessage,
  placeholder,
  isLoading,
  emptyText,
  footer,
  className,
  inputRef,
  onInputKeyDown,
  ...props
}: ComboBoxProps<T>) {
  return (
    <AriaComboBox
      menuTrigger="input"
      allowsEmptyCollection
      validationBehavior="aria"
      {...props}
      isInvalid={props.isInvalid ?? Boolean(errorMessage)}
      className={['group flex flex-col gap-1', className].filter(Boolean).join(' ')}
    >
      <FieldLabel isRequired={props.isRequired}>{label}</FieldLabel>
      <div className={INPUT_BOX}>
        <Input
          ref={inputRef}
          {...(onInputKeyDown ? { onKeyDown: onInputKeyDown } : {})}
          placeholder={placeholder}
          className="min-w-0 flex-1 bg-transparent outline-none placeholder:text-text-muted"
        />
        {isLoading ? <Spinner className="size-4 text-text-muted" /> : null}
        <Button className="ml-1 rounded px-1 text-text-muted outline-none data-[focus-visible]:ring-2 data-[focus-visible]:ring-focus">
          <span aria-hidden="true">▾</span>
        </Button>
      </div>
      <FieldDescription>{description}</FieldDescription>
      <FieldError>{errorMessage}</FieldError>
      <Popover className="w-(--trigger-width) rounded-md border border-border bg-surface-raised text-text shadow-lg">
        <ListBox
          className="max-h-72 overflow-auto p-1 outline-none"
          renderEmptyState={() => <p className="p-2 text-sm text-text-muted">{emptyText}</p>}
        >
          {children}
        </ListBox>
        {footer ? <div className="border-t border-border px-3 py-1.5 text-xs text-text-muted">{footer}</div> : null}
      </Popover>
    </AriaComboBox>
  );
}
