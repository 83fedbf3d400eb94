import { useState } from 'react';
import { useSalesdesk } from '../context/salesdeskContext';
import { FormTextField } from '../form/FormTextField';
import { useContractForm } from '../form/useContractForm';
import { fillMessage } from '../messages';
import { passwordMessages } from '../messages/password';
import type { PageProps } from '../pages/pageRegistry';
import { GuestForm } from './GuestForm';
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
    <GuestForm messages={m} onSubmit={submit} formError={formError} isSubmitting={isSubmitting}>
      <FormTextField control={form.control} name="email" label={m.email} type="email" autoComplete="email" autoFocus />
    </GuestForm>
  );
}
