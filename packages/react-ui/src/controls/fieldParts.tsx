import type { ReactNode } from 'react';
import { FieldError as AriaFieldError, Label as AriaLabel, Text } from 'react-aria-components';

/** Classes of the box around a text-like input (border, focus ring, invalid state). */
export const INPUT_BOX =
  'flex h-11 items-center rounded-md border border-border-strong bg-surface px-3 text-text focus-within:ring-2 focus-within:ring-focus group-data-[invalid]:border-danger group-data-[disabled]:opacity-50';

/** A field's label, with the required mark. */
export function FieldLabel({ children, isRequired }: { children: ReactNode; isRequired?: boolean | undefined }) {
  return (
    <AriaLabel className="text-sm font-medium text-text">
      {children}
      {isRequired ? (
        <span aria-hidden="true" className="ml-0.5 text-danger">
          *
        </span>
      ) : null}
    </AriaLabel>
  );
}

/** The help text under a field. */
export function FieldDescription({ children }: { children?: ReactNode }) {
  if (!children) return null;
  return (
    <Text slot="description" className="text-xs text-text-muted">
      {children}
    </Text>
  );
}

/** The Polish error under a field (react-aria's own validation or `errorMessage`). */
export function FieldError({ children }: { children?: ReactNode }) {
  return <AriaFieldError className="text-sm text-danger">{children}</AriaFieldError>;
}
