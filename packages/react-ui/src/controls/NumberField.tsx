import type { ReactNode } from 'react';
import {
  NumberField as AriaNumberField,
  type NumberFieldProps as AriaNumberFieldProps,
  Group,
  I18nProvider,
  Input,
} from 'react-aria-components';
import { FieldDescription, FieldError, FieldLabel, INPUT_BOX } from './fieldParts';

/** Props of {@link NumberField}. */
export interface NumberFieldProps extends Omit<AriaNumberFieldProps, 'className' | 'children'> {
  label: ReactNode;
  description?: ReactNode;
  errorMessage?: string | undefined;
  /** A unit shown after the number (`szt.`, `%`, `zł`). */
  unit?: string;
  className?: string;
}

/**
 * A labelled number input in pl-PL (decimal comma, grouping, `formatOptions` for decimals),
 * with arrow-key stepping; react-aria parses what is typed the Polish way.
 */
export function NumberField({ label, description, errorMessage, unit, className, ...props }: NumberFieldProps) {
  return (
    // Polish parsing and formatting (decimal comma) even where the app's provider is absent.
    <I18nProvider locale="pl-PL">
      <AriaNumberField
        validationBehavior="aria"
        {...props}
        isInvalid={props.isInvalid ?? Boolean(errorMessage)}
        className={['group flex flex-col gap-1', className].filter(Boolean).join(' ')}
      >
        <FieldLabel isRequired={props.isRequired}>{label}</FieldLabel>
        <Group className={INPUT_BOX}>
          <Input className="min-w-0 flex-1 bg-transparent text-right tabular-nums outline-none" />
          {unit ? <span className="ml-2 text-text-muted">{unit}</span> : null}
        </Group>
        <FieldDescription>{description}</FieldDescription>
        <FieldError>{errorMessage}</FieldError>
      </AriaNumberField>
    </I18nProvider>
  );
}
