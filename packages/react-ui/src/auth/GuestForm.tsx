import type { FormEvent, ReactNode } from 'react';
import { Form } from 'react-aria-components';
import { AppLink } from '../context/AppLink';
import { Button } from '../controls/Button';
import { FormErrorAlert } from '../form/FormErrorAlert';
import { GUEST_PATHS } from '../pages/guestPaths';

/** The words of a {@link GuestForm} (from the page's messages). */
export interface GuestFormMessages {
  title: string;
  subtitle: string;
  submit: string;
  submitting: string;
  /** The link back to login. */
  back: string;
}

/** Props of {@link GuestForm}. */
export interface GuestFormProps {
  messages: GuestFormMessages;
  /** The `<form onSubmit>` handler (`useContractForm`'s `submit`). */
  onSubmit(event: FormEvent<HTMLFormElement>): void;
  /** The message that belongs to no field, above the button. */
  formError: string | null;
  isSubmitting: boolean;
  /** The fields. */
  children: ReactNode;
}

/**
 * The frame of the password pages (forgot, reset): title and subtitle, the fields, the refusal
 * above the button, the button pending while the request runs, and the way back to login.
 */
export function GuestForm({ messages: m, onSubmit, formError, isSubmitting, children }: GuestFormProps) {
  return (
    <div className="mx-auto w-full max-w-sm">
      <h1 className="mb-1 text-2xl font-semibold text-text">{m.title}</h1>
      <p className="mb-6 text-sm text-text-muted">{m.subtitle}</p>
      <Form onSubmit={onSubmit} validationBehavior="aria" className="flex flex-col gap-4" aria-label={m.title}>
        {children}
        <FormErrorAlert message={formError} />
        <Button type="submit" variant="primary" isDisabled={isSubmitting}>
          {isSubmitting ? m.submitting : m.submit}
        </Button>
        <AppLink
          href={GUEST_PATHS.login}
          className="text-center text-sm text-primary-700 hover:underline dark:text-primary-300"
        >
          {m.back}
        </AppLink>
      </Form>
    </div>
  );
}
