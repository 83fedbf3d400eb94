import { WEBHOOK_EVENT_TYPES, type WebhookEventType, webhookCreateBodySchema } from '@salesdesk/sdk';
import { CheckboxGroup, Form } from 'react-aria-components';
import { Controller } from 'react-hook-form';
import { Button } from '../controls/Button';
import { Checkbox } from '../controls/Checkbox';
import { FieldDescription, FieldError, FieldLabel } from '../controls/fieldParts';
import { useApiMutation } from '../data/useApiMutation';
import { FormErrorAlert } from '../form/FormErrorAlert';
import { FormTextField } from '../form/FormTextField';
import { useContractForm } from '../form/useContractForm';
import { webhookPageMessages as m } from '../messages/webhooks';

const DEFAULT_EVENTS: WebhookEventType[] = ['order.confirmed'];

/** Registers an endpoint: URL, description, events, validated by the contract's schema. */
export function WebhookForm({ onCreated }: { onCreated(url: string, secret: string): void }) {
  const create = useApiMutation('webhookCreate');
  const { form, submit, formError, isSubmitting } = useContractForm({
    schema: webhookCreateBodySchema,
    defaultValues: { url: '', description: '', events: DEFAULT_EVENTS },
    onSubmit: async (values) => {
      const created = await create.mutateAsync({ body: values });
      form.reset();
      onCreated(created.webhook.url, created.secret);
    },
  });
  return (
    <Form onSubmit={submit} validationBehavior="aria" aria-label={m.create} className="flex flex-col gap-3">
      <FormTextField control={form.control} name="url" type="url" label={m.url} description={m.urlHint} isRequired />
      <FormTextField control={form.control} name="description" label={m.description} description={m.descriptionHint} />
      <Controller
        control={form.control}
        name="events"
        render={({ field, fieldState }) => (
          <CheckboxGroup
            value={field.value as string[]}
            onChange={field.onChange}
            isInvalid={fieldState.invalid}
            isRequired
            className="flex flex-col gap-2"
          >
            <FieldLabel isRequired>{m.events}</FieldLabel>
            <FieldDescription>{m.eventsHint}</FieldDescription>
            <div className="grid gap-2 sm:grid-cols-2 lg:grid-cols-3">
              {WEBHOOK_EVENT_TYPES.map((event) => (
                <Checkbox key={event} value={event}>
                  <span className="flex flex-col">
                    <span>{m.eventLabels[event]}</span>
                    <span className="font-mono text-xs text-text-muted">{event}</span>
                  </span>
                </Checkbox>
              ))}
            </div>
            <FieldError>{fieldState.error?.message}</FieldError>
          </CheckboxGroup>
        )}
      />
      <FormErrorAlert message={formError} />
      <Button type="submit" variant="primary" isDisabled={isSubmitting} className="w-fit">
        {isSubmitting ? m.creating : m.create}
      </Button>
    </Form>
  );
}
