import { Button, Form } from 'react-aria-components';
import { type ClassNameProp, dataFlag, resolveClassName } from '../className';
import { AppLink } from '../context/AppLink';
import { useSalesdesk } from '../context/salesdeskContext';
import { TextField } from '../controls/TextField';
import { FormErrorAlert } from '../form/FormErrorAlert';
import { useTextForm } from '../form/useTextForm';
import { uiMessages } from '../messages';
import { GUEST_PATHS } from '../pages/guestPaths';
import { LogoutReasonNotice } from './LogoutReasonNotice';

/** Render state of {@link LoginPage}. */
export interface LoginPageRenderProps {
  isSubmitting: boolean;
  hasError: boolean;
}

/** Props of {@link LoginPage}. */
export interface LoginPageProps {
  /** Where to go after login (a guarded route the visitor was sent away from). */
  target?: string | null;
  /** Why the last session ended when the user did not log out themselves (`?reason=`). */
  reason?: string | null;
  /** Link of "forgot password" (default: the forgot-password page). */
  forgotPasswordHref?: string;
  className?: ClassNameProp<LoginPageRenderProps>;
}

const t = uiMessages.login;

/**
 * The login form (SPEC §2), after a logout the user did not ask for with its reason
 * ({@link LogoutReasonNotice}): username and password, checked with the contract's own schema
 * (loaded on the first submit) before anything is sent; the server's field errors (400) land under the fields and its
 * message (401, 429) above the button; the first invalid field takes focus.
 */
export function LoginPage({
  target,
  reason,
  forgotPasswordHref = GUEST_PATHS.forgotPassword,
  className,
}: LoginPageProps) {
  const { session } = useSalesdesk();
  const { values, errors, setValue, inputRef, submit, formError, isSubmitting } = useTextForm({
    initialValues: { username: '', password: '' },
    schema: () => import('./loginSchema').then((m) => m.loginBodySchema),
    onSubmit: (body) => session.login(body.username, body.password, target ?? null),
  });
  const hasError = formError !== null || errors.username !== undefined || errors.password !== undefined;
  const state = { isSubmitting, hasError };
  return (
    <div
      data-submitting={dataFlag(isSubmitting)}
      data-error={dataFlag(hasError)}
      className={resolveClassName(className, state, 'mx-auto w-full max-w-sm')}
    >
      <h1 className="mb-1 text-2xl font-semibold text-text">{t.title}</h1>
      <p className="mb-6 text-sm text-text-muted">{t.subtitle}</p>
      <LogoutReasonNotice reason={reason ?? null} returns={Boolean(target)} />
      <Form onSubmit={submit} validationBehavior="aria" className="flex flex-col gap-4" aria-label={t.title}>
        <TextField
          label={t.username}
          name="username"
          autoComplete="username"
          value={values.username}
          onChange={(value) => setValue('username', value)}
          errorMessage={errors.username}
          inputRef={inputRef('username')}
        />
        <TextField
          label={t.password}
          name="password"
          type="password"
          autoComplete="current-password"
          value={values.password}
          onChange={(value) => setValue('password', value)}
          errorMessage={errors.password}
          inputRef={inputRef('password')}
        />
        <FormErrorAlert message={formError} />
        <Button
          type="submit"
          isDisabled={isSubmitting}
          className="h-11 rounded-md bg-primary-700 px-4 font-medium text-on-primary outline-none data-[disabled]:opacity-60 data-[focus-visible]:ring-2 data-[focus-visible]:ring-focus data-[focus-visible]:ring-offset-2 data-[hovered]:bg-primary-800"
        >
          {isSubmitting ? t.submitting : t.submit}
        </Button>
        <AppLink
          href={forgotPasswordHref}
          className="text-center text-sm text-primary-700 hover:underline dark:text-primary-300"
        >
          {t.forgotPassword}
        </AppLink>
      </Form>
    </div>
  );
}
