import type { ReactNode } from 'react';
import { type Control, Controller, type FieldValues, type Path } from 'react-hook-form';
import { TextField } from '../controls/TextField';

/** Props of {@link FormTextField}. */
export interface FormTextFieldProps<T extends FieldValues> {
  control: Control<T, unknown, unknown>;
  name: Path<T>;
  label: string;
  description?: ReactNode;
  type?: 'text' | 'password' | 'email' | 'tel' | 'search' | 'url';
  autoComplete?: string;
  isRequired?: boolean;
  /** Takes focus when the form opens (the one field of a short form). */
  autoFocus?: boolean;
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
  autoFocus,
  className,
}: FormTextFieldProps<T>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <TextField
          label={label}
          description={description}
          errorMessage={fieldState.error?.message}
          name={field.name}
          value={(field.value as string | undefined) ?? ''}
          onChange={field.onChange}
          onBlur={field.onBlur}
          inputRef={field.ref}
          isRequired={isRequired ?? false}
          type={type}
          {...(autoComplete ? { autoComplete } : {})}
          {...(autoFocus ? { autoFocus } : {})}
          {...(className ? { className } : {})}
        />
      )}
    />
  );
}
