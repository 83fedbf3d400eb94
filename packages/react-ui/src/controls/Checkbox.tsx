import type { ReactNode } from 'react';
import { Checkbox as AriaCheckbox, type CheckboxProps as AriaCheckboxProps } from 'react-aria-components';

/** Props of {@link Checkbox}. */
export interface CheckboxProps extends Omit<AriaCheckboxProps, 'className' | 'children'> {
  children?: ReactNode;
  className?: string;
}

/** The box itself (also for table row selection): ticked, indeterminate or empty. */
export function CheckboxBox({ isSelected, isIndeterminate }: { isSelected: boolean; isIndeterminate: boolean }) {
  return (
    <span
      data-selected={isSelected || undefined}
      data-indeterminate={isIndeterminate || undefined}
      className="flex size-5 shrink-0 items-center justify-center rounded border-2 border-border-strong bg-surface text-on-primary group-data-[focus-visible]:ring-2 group-data-[focus-visible]:ring-focus group-data-[focus-visible]:ring-offset-1 data-[indeterminate]:border-primary-700 data-[indeterminate]:bg-primary-700 data-[selected]:border-primary-700 data-[selected]:bg-primary-700"
    >
      {isIndeterminate ? (
        <svg viewBox="0 0 12 12" className="size-3" aria-hidden="true">
          <path d="M2 6h8" stroke="currentColor" strokeWidth="2" />
        </svg>
      ) : isSelected ? (
        <svg viewBox="0 0 12 12" className="size-3" aria-hidden="true">
          <path d="M2 6.5l2.5 2.5L10 3" fill="none" stroke="currentColor" strokeWidth="2" />
        </svg>
      ) : null}
    </span>
  );
}

/** A labelled checkbox on react-aria's Checkbox (Space toggles; indeterminate supported). */
export function Checkbox({ children, className, ...props }: CheckboxProps) {
  return (
    <AriaCheckbox
      {...props}
      className={['group flex items-center gap-2 text-text outline-none data-[disabled]:opacity-50', className]
        .filter(Boolean)
        .join(' ')}
    >
      {({ isSelected, isIndeterminate }) => (
        <>
          <CheckboxBox isSelected={isSelected} isIndeterminate={isIndeterminate} />
          {children}
        </>
      )}
    </AriaCheckbox>
  );
}
