import { useState } from 'react';
import { Form } from 'react-aria-components';
import { AppLink } from '../context/AppLink';
import { useSalesdesk } from '../context/salesdeskContext';
import { Button } from '../controls/Button';
import { FormErrorAlert } from '../form/FormErrorAlert';
import { FormTextField } from '../form/FormTextField';
import { useContractForm } from '../form/useContractForm';
import { passwordMessages } from '../messages/password';
import { GUEST_PATHS } from '../pages/guestPaths';
import type { PageProps } from '../pages/pageRegistry';
import { GuestNotice } from './GuestNotice';

const m = passwordMessages.reset;

/**
 * `/pl/reset-password?token=…` (or `?id=…`, the older link form; the guard sends a visit with
 * neither to login, SPEC §5): the new password twice, with the server's rules checked before
 * sending; an expired or used link is the server's Polish refusal above the button; success
 * leads to login.
 */
export function ResetPasswordPage({ location }: Partial<PageProps>) {
  const { client } = useSalesdesk();
  const token = location?.search.token ?? location?.search.id ?? '';
  const [done, setDone] = useState(false);
  const { form, submit, formError, isSubmitting } = useContractForm({
    schema: () => import('./passwordSchemas').then((s) => s.resetPasswordFormSchema),
    defaultValues: { password: '', repeat: '' },
    onSubmit: async (values) => {
      await client.call('resetPassword', { body: { token, password: values.password } });
      setDone(true);
    },
  });
  if (done) {
    return <GuestNotice title={m.doneTitle} text={m.done} linkLabel={m.toLogin} />;
  }
  return (
    <div className="mx-auto w-full max-w-sm">
      <h1 className="mb-1 text-2xl font-semibold text-text">{m.title}</h1>
      <p className="mb-6 text-sm text-text-muted">{m.subtitle}</p>
      <Form onSubmit={submit} validationBehavior="aria" className="flex flex-col gap-4" aria-label={m.title}>
        <FormTextField
          control={form.control}
          name="password"
          label={m.password}
          type="password"
          autoComplete="new-password"
          autoFocus
        />
        <FormTextField
          control={form.control}
          name="repeat"
          label={m.repeat}
          type="password"
          autoComplete="new-password"
        />
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
