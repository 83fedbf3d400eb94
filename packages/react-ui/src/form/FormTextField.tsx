import type { ReactNode } from 'react';
import { FieldError, Input, Label, Text, TextField } from 'react-aria-components';
import { type Control, Controller, type FieldValues, type Path } from 'react-hook-form';

/** Props of {@link FormTextField}. */
export interface FormTextFieldProps<T extends FieldValues> {
  control: Control<T, unknown, unknown>;
  name: Path<T>;
  label: string;
  description?: ReactNode;
  type?: 'text' | 'password' | 'email' | 'tel' | 'search' | 'url';
  autoComplete?: string;
  isRequired?: boolean;
  className?: string;
}

/**
 * A text field bound to a contract form: react-aria's TextField (label, description, the Polish
 * error under the field, `aria-invalid`), its ref given to react-hook-form so the first
 * invalid field takes focus.
 */
export function FormTextField<T extends FieldValues>({
  control,
  name,
  label,
  description,
  type = 'text',
  autoComplete,
  isRequired,
  className,
}: FormTextFieldProps<T>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <TextField
          name={field.name}
          value={(field.value as string | undefined) ?? ''}
          onChange={field.onChange}
          onBlur={field.onBlur}
          isInvalid={fieldState.invalid}
          isRequired={isRequired}
          type={type}
          autoComplete={autoComplete}
          validationBehavior="aria"
          className={['flex flex-col gap-1', className].filter(Boolean).join(' ')}
        >
          <Label className="text-sm font-medium">{label}</Label>
          <Input
            ref={field.ref}
            className="h-11 rounded-md border border-border-strong bg-surface px-3 text-text outline-none focus:ring-2 focus:ring-focus data-[invalid]:border-danger"
          />
          {description ? (
            <Text slot="description" className="text-xs text-text-muted">
              {description}
            </Text>
          ) : null}
          <FieldError className="text-sm text-danger">{fieldState.error?.message}</FieldError>
        </TextField>
      )}
    />
  );
}
