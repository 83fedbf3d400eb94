import type { ReactNode, Ref } from 'react';
import { TextField as AriaTextField, type TextFieldProps as AriaTextFieldProps, Input } from 'react-aria-components';
import { FieldDescription, FieldError, FieldLabel, INPUT_BOX } from './fieldParts';

/** Props of {@link TextField}. */
export interface TextFieldProps extends Omit<AriaTextFieldProps, 'className' | 'children'> {
  label: ReactNode;
  description?: ReactNode;
  /** The Polish error shown under the field; its presence marks the field invalid. */
  errorMessage?: string | undefined;
  placeholder?: string;
  inputRef?: Ref<HTMLInputElement>;
  className?: string;
}

/** A labelled text input with help text and a Polish error, on react-aria's TextField. */
export function TextField({
  label,
  description,
  errorMessage,
  placeholder,
  inputRef,
  className,
  ...props
}: TextFieldProps) {
  return (
    <AriaTextField
      validationBehavior="aria"
      {...props}
      isInvalid={props.isInvalid ?? Boolean(errorMessage)}
      className={['group flex flex-col gap-1', className].filter(Boolean).join(' ')}
    >
      <FieldLabel isRequired={props.isRequired}>{label}</FieldLabel>
      <div className={INPUT_BOX}>
        <Input
          ref={inputRef}
          placeholder={placeholder}
          className="min-w-0 flex-1 bg-transparent outline-none placeholder:text-text-muted"
        />
      </div>
      <FieldDescription>{description}</FieldDescription>
      <FieldError>{errorMessage}</FieldError>
    </AriaTextField>
  );
}
