import { ApiError, type FieldErrors, SalesdeskError } from '@salesdesk/sdk';
import { type FormEvent, useState } from 'react';
import { Button, FieldError, Form, Input, Label, TextField } from 'react-aria-components';
import { type ClassNameProp, dataFlag, resolveClassName } from '../className';
import { useSalesdesk } from '../context/SalesdeskProvider';
import { uiMessages } from '../messages';

/** Render state of {@link LoginPage}. */
export interface LoginPageRenderProps {
  isSubmitting: boolean;
  hasError: boolean;
}

/** Props of {@link LoginPage}. */
export interface LoginPageProps {
  /** Where to go after login (a guarded route the visitor was sent away from). */
  target?: string | null;
  /** Link of "forgot password" (default `/pl/forgot-password`). */
  forgotPasswordHref?: string;
  className?: ClassNameProp<LoginPageRenderProps>;
}

const t = uiMessages.login;

function firstOf(errors: FieldErrors, key: string): string | undefined {
  return errors[key]?.[0];
}

/**
 * The login form (SPEC §2): username and password, Polish labels; shows the server's field
 * errors (400) under the fields and its message (401, 429) above the button.
 */
export function LoginPage({ target, forgotPasswordHref = '/pl/forgot-password', className }: LoginPageProps) {
  const { session } = useSalesdesk();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [isSubmitting, setSubmitting] = useState(false);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (isSubmitting) return;
    const local: Record<string, string> = {};
    if (!username.trim()) local.username = t.usernameRequired;
    if (!password) local.password = t.passwordRequired;
    setFieldErrors(local);
    setFormError(null);
    if (Object.keys(local).length > 0) return;
    setSubmitting(true);
    try {
      await session.login(username.trim(), password, target ?? null);
    } catch (error) {
      if (error instanceof ApiError) {
        const server: Record<string, string> = {};
        for (const key of ['username', 'password']) {
          const message = firstOf(error.fieldErrors, key);
          if (message) server[key] = message;
        }
        setFieldErrors(server);
        // A 400 whose every message sits under a field needs no second message above the button.
        if (error.status !== 400 || Object.keys(server).length === 0) setFormError(error.message);
      } else {
        setFormError(error instanceof SalesdeskError ? error.message : t.unexpected);
      }
    } finally {
      setSubmitting(false);
    }
  }

  const state = { isSubmitting, hasError: formError !== null || Object.keys(fieldErrors).length > 0 };
  return (
    <div
      data-submitting={dataFlag(isSubmitting)}
      data-error={dataFlag(state.hasError)}
      className={resolveClassName(className, state, 'mx-auto w-full max-w-sm')}
    >
      <h1 className="mb-1 text-2xl font-semibold text-gray-900 dark:text-gray-100">{t.title}</h1>
      <p className="mb-6 text-sm text-gray-600 dark:text-gray-400">{t.subtitle}</p>
      <Form
        onSubmit={onSubmit}
        validationErrors={fieldErrors}
        validationBehavior="aria"
        className="flex flex-col gap-4"
        aria-label={t.title}
      >
        <TextField
          name="username"
          value={username}
          onChange={setUsername}
          autoComplete="username"
          className="flex flex-col gap-1"
        >
          <Label className="text-sm font-medium">{t.username}</Label>
          <Input className="rounded border border-gray-300 px-3 py-2 outline-none focus:border-primary-600 focus:ring-2 focus:ring-primary-200 data-[invalid]:border-error-600 dark:bg-gray-900" />
          <FieldError className="text-sm text-error-700" />
        </TextField>
        <TextField
          name="password"
          type="password"
          value={password}
          onChange={setPassword}
          autoComplete="current-password"
          className="flex flex-col gap-1"
        >
          <Label className="text-sm font-medium">{t.password}</Label>
          <Input className="rounded border border-gray-300 px-3 py-2 outline-none focus:border-primary-600 focus:ring-2 focus:ring-primary-200 data-[invalid]:border-error-600 dark:bg-gray-900" />
          <FieldError className="text-sm text-error-700" />
        </TextField>
        {formError && (
          <div role="alert" className="rounded border border-error-500 bg-error-50 px-3 py-2 text-sm text-error-700">
            {formError}
          </div>
        )}
        <Button
          type="submit"
          isDisabled={isSubmitting}
          className="rounded bg-primary-600 px-4 py-2 font-medium text-white hover:bg-primary-700 data-[disabled]:opacity-60 data-[focus-visible]:ring-2 data-[focus-visible]:ring-primary-300"
        >
          {isSubmitting ? t.submitting : t.submit}
        </Button>
        <a href={forgotPasswordHref} className="text-center text-sm text-primary-700 hover:underline">
          {t.forgotPassword}
        </a>
      </Form>
    </div>
  );
}
