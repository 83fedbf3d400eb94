import { useState } from 'react';
import { Form } from 'react-aria-components';
import { AppLink } from '../context/AppLink';
import { useSalesdesk } from '../context/salesdeskContext';
import { Button } from '../controls/Button';
import { FormErrorAlert } from '../form/FormErrorAlert';
import { FormTextField } from '../form/FormTextField';
import { useContractForm } from '../form/useContractForm';
import { fillMessage } from '../messages';
import { passwordMessages } from '../messages/password';
import { GUEST_PATHS } from '../pages/guestPaths';
import type { PageProps } from '../pages/pageRegistry';
import { GuestNotice } from './GuestNotice';

const m = passwordMessages.forgot;

/**
 * `/pl/forgot-password`: asks for the account's e-mail and sends the reset link. The answer is
 * the same whether or not the account exists, so the page never tells who has an account.
 */
export function ForgotPasswordPage(_: Partial<PageProps>) {
  const { client } = useSalesdesk();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const { form, submit, formError, isSubmitting } = useContractForm({
    schema: () => import('./passwordSchemas').then((s) => s.forgotPasswordSchema),
    defaultValues: { email: '' },
    onSubmit: async (values) => {
      await client.call('forgotPassword', { body: values });
      setSentTo(values.email);
    },
  });
  if (sentTo !== null) {
    return <GuestNotice title={m.sentTitle} text={fillMessage(m.sent, { email: sentTo })} linkLabel={m.back} />;
  }
  return (
    <div className="mx-auto w-full max-w-sm">
      <h1 className="mb-1 text-2xl font-semibold text-text">{m.title}</h1>
      <p className="mb-6 text-sm text-text-muted">{m.subtitle}</p>
      <Form onSubmit={submit} validationBehavior="aria" className="flex flex-col gap-4" aria-label={m.title}>
        <FormTextField
          control={form.control}
          name="email"
          label={m.email}
          type="email"
          autoComplete="email"
          autoFocus
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
