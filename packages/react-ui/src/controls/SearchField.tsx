import {
  SearchField as AriaSearchField,
  type SearchFieldProps as AriaSearchFieldProps,
  Button,
  Input,
} from 'react-aria-components';
import { FieldLabel, INPUT_BOX } from './fieldParts';

/** Props of {@link SearchField}. */
export interface SearchFieldProps extends Omit<AriaSearchFieldProps, 'className' | 'children'> {
  label: string;
  placeholder?: string;
  className?: string;
}

/** A labelled search box: Escape or the ✕ clears it (react-aria's SearchField). */
export function SearchField({ label, placeholder, className, ...props }: SearchFieldProps) {
  return (
    <AriaSearchField {...props} className={['group flex flex-col gap-1', className].filter(Boolean).join(' ')}>
      <FieldLabel>{label}</FieldLabel>
      <div className={INPUT_BOX}>
        <svg viewBox="0 0 20 20" aria-hidden="true" className="mr-2 size-4 shrink-0 text-text-muted">
          <circle cx="8.5" cy="8.5" r="5.5" fill="none" stroke="currentColor" strokeWidth="2" />
          <path d="M13 13l4.5 4.5" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
        <Input
          placeholder={placeholder}
          className="min-w-0 flex-1 bg-transparent outline-none placeholder:text-text-muted [&::-webkit-search-cancel-button]:hidden"
        />
        <Button className="rounded px-1 text-text-muted outline-none group-data-[empty]:hidden data-[focus-visible]:ring-2 data-[focus-visible]:ring-focus">
          <span aria-hidden="true">✕</span>
        </Button>
      </div>
    </AriaSearchField>
  );
}
