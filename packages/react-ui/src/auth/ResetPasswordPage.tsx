import { useState } from 'react';
import { useSalesdesk } from '../context/salesdeskContext';
import { FormTextField } from '../form/FormTextField';
import { useContractForm } from '../form/useContractForm';
import { passwordMessages } from '../messages/password';
import type { PageProps } from '../pages/pageRegistry';
import { GuestForm } from './GuestForm';
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
    <GuestForm messages={m} onSubmit={submit} formError={formError} isSubmitting={isSubmitting}>
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
    </GuestForm>
  );
}
