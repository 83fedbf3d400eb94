import {
  API_TOKEN_LIFETIMES_DAYS,
  API_TOKEN_SCOPES,
  type ApiToken,
  type ApiTokenAdminItem,
  apiTokenCreateBodySchema,
  formatDateTime,
} from '@salesdesk/sdk';
import { useRef, useState } from 'react';
import { Form } from 'react-aria-components';
import { Controller } from 'react-hook-form';
import { Button } from '../controls/Button';
import { SecretOnceNotice } from '../controls/SecretOnceNotice';
import { Select } from '../controls/Select';
import { errorMessage } from '../data/errorMessage';
import { useApiMutation } from '../data/useApiMutation';
import { RequestedConfirmDialog } from '../dialogs/RequestedConfirmDialog';
import { useConfirmRequest } from '../dialogs/useConfirmRequest';
import { FormErrorAlert } from '../form/FormErrorAlert';
import { FormTextField } from '../form/FormTextField';
import { useContractForm } from '../form/useContractForm';
import { fillMessage } from '../messages';
import { settingsMessages } from '../messages/settings';
import { toasts } from '../toast/toastStore';

const m = settingsMessages.apiTokens;
const DEFAULT_DAYS = 90;
const STATUS_CLASS = {
  active: 'border-primary-600 text-primary-800 dark:text-primary-200',
  expired: 'border-border text-text-muted',
  revoked: 'border-danger text-danger',
} as const;

/** The secret of a token just made: shown once, focused, copyable, then dismissed. */
function NewTokenNotice({ name, token, onDone }: { name: string; token: string; onDone(): void }) {
  const texts = {
    title: fillMessage(m.createdTitle, { name }),
    hint: m.createdHint,
    label: m.secretLabel,
    copy: m.copy,
    copied: m.copied,
    done: m.done,
  };
  return <SecretOnceNotice secret={token} texts={texts} onDone={onDone} />;
}

/** The form that makes a token: name, scope, lifetime, validated by the contract's schema. */
function CreateTokenForm({ onCreated }: { onCreated(name: string, token: string): void }) {
  const create = useApiMutation('apiTokenCreate');
  const { form, submit, formError, isSubmitting } = useContractForm({
    schema: apiTokenCreateBodySchema,
    defaultValues: { name: '', scope: 'read', expires_in_days: DEFAULT_DAYS },
    onSubmit: async (values) => {
      const created = await create.mutateAsync({ body: values });
      form.reset();
      onCreated(created.api_token.name, created.token);
    },
  });
  return (
    <Form onSubmit={submit} validationBehavior="aria" aria-label={m.create} className="flex flex-col gap-3">
      <FormTextField control={form.control} name="name" label={m.name} description={m.nameHint} isRequired />
      <div className="flex flex-wrap gap-4">
        <Controller
          control={form.control}
          name="scope"
          render={({ field }) => (
            <Select
              label={m.scope}
              options={API_TOKEN_SCOPES.map((id) => ({ id, label: m.scopes[id] }))}
              selectedKey={field.value}
              onSelectionChange={(key) => field.onChange(String(key))}
            />
          )}
        />
        <Controller
          control={form.control}
          name="expires_in_days"
          render={({ field }) => (
            <Select
              label={m.lifetime}
              options={API_TOKEN_LIFETIMES_DAYS.map((d) => ({
                id: String(d),
                label: fillMessage(m.days, { count: d }),
              }))}
              selectedKey={String(field.value)}
              onSelectionChange={(key) => field.onChange(Number(key))}
            />
          )}
        />
      </div>
      <FormErrorAlert message={formError} />
      <Button type="submit" variant="primary" isDisabled={isSubmitting} className="w-fit">
        {isSubmitting ? m.creating : m.create}
      </Button>
    </Form>
  );
}

/** Props of {@link ApiTokenList}. */
export interface ApiTokenListProps {
  label: string;
  empty: string;
  tokens: readonly (ApiToken | ApiTokenAdminItem)[] | undefined;
  isError: boolean;
}

/**
 * Tokens as cards (a handful per person; readable on a phone as on a desk): name, scope, the
 * first characters, dates, last use and status, and a revoke button behind a confirmation.
 * Focus returns to the list after a revoke.
 */
export function ApiTokenList({ label, empty, tokens, isError }: ApiTokenListProps) {
  const region = useRef<HTMLDivElement>(null);
  const { request, ask, close } = useConfirmRequest(region);
  const revoke = useApiMutation('apiTokenRevoke');
  const [problem, setProblem] = useState<string | null>(null);
  if (isError) return <p role="alert">{m.loadError}</p>;
  if (!tokens)
    return (
      <p aria-busy="true" className="text-sm text-text-muted">
        …
      </p>
    );
  return (
    <div ref={region} tabIndex={-1} className="outline-none">
      {problem ? (
        <p role="alert" className="mb-2 rounded-md bg-danger-subtle p-2 text-sm text-danger">
          {problem}
        </p>
      ) : null}
      {tokens.length === 0 ? (
        <p className="text-sm text-text-muted">{empty}</p>
      ) : (
        <ul aria-label={label} className="flex flex-col gap-2">
          {tokens.map((t) => (
            <li
              key={t.id}
              className="flex flex-wrap items-start justify-between gap-3 rounded-md border border-border p-3"
            >
              <div className="flex min-w-0 flex-col gap-1">
                <p className="flex flex-wrap items-center gap-2">
                  <span className="font-semibold">{t.name}</span>
                  <span
                    className={`inline-flex rounded-full border px-2 py-0.5 text-xs font-medium ${STATUS_CLASS[t.status]}`}
                  >
                    {m.statuses[t.status]}
                  </span>
                  <span className="text-sm text-text-muted">{m.scopeShort[t.scope]}</span>
                </p>
                <dl className="grid grid-cols-[auto_1fr] gap-x-3 text-sm text-text-muted">
                  {'user_name' in t ? (
                    <>
                      <dt>{m.columns.owner}</dt>
                      <dd>
                        {t.user_name} ({t.username})
                      </dd>
                    </>
                  ) : null}
                  <dt>{m.columns.hint}</dt>
                  <dd className="font-mono">{t.hint}…</dd>
                  <dt>{m.columns.created}</dt>
                  <dd>{formatDateTime(t.created_at)}</dd>
                  <dt>{m.columns.expires}</dt>
                  <dd>{formatDateTime(t.expires_at)}</dd>
                  <dt>{m.columns.lastUsed}</dt>
                  <dd>{t.last_used_at ? formatDateTime(t.last_used_at) : m.never}</dd>
                </dl>
              </div>
              {t.status === 'active' ? (
                <Button
                  size="md"
                  aria-label={fillMessage(m.revokeLabel, { name: t.name })}
                  onPress={() =>
                    ask({
                      title: fillMessage(m.confirmTitle, { name: t.name }),
                      body: m.confirmBody,
                      confirmLabel: m.revoke,
                      destructive: true,
                      run: async () => {
                        setProblem(null);
                        try {
                          await revoke.mutateAsync({ params: { id: t.id } });
                          toasts.show({ type: 'success', title: fillMessage(m.revoked, { name: t.name }) });
                        } catch (error) {
                          setProblem(errorMessage(error));
                        }
                      },
                    })
                  }
                >
                  {m.revoke}
                </Button>
              ) : null}
            </li>
          ))}
        </ul>
      )}
      <RequestedConfirmDialog request={request} onClose={close} />
    </div>
  );
}

/**
 * The settings page's "Tokeny API": the user's own tokens and the form that makes one; the
 * secret is shown once, right after it is made.
 */
export function ApiTokensSection({ tokens, isError }: { tokens: readonly ApiToken[] | undefined; isError: boolean }) {
  const [created, setCreated] = useState<{ name: string; token: string } | null>(null);
  return (
    <div className="flex flex-col gap-4">
      {created ? (
        <NewTokenNotice name={created.name} token={created.token} onDone={() => setCreated(null)} />
      ) : (
        <CreateTokenForm onCreated={(name, token) => setCreated({ name, token })} />
      )}
      <ApiTokenList label={m.listLabel} empty={m.empty} tokens={tokens} isError={isError} />
    </div>
  );
}
