import { useRef } from 'react';
import { type Control, Controller, type FieldValues, type Path, type UseFormReturn, useWatch } from 'react-hook-form';
import { ClientPicker } from '../../clients/ClientPicker';
import { useApiQuery } from '../../data/useApiQuery';
import { fillMessage } from '../../messages';
import { documentMessages } from '../../messages/document';
import { ClientNotices, type NoticeDocument } from '../ClientNotices';

/** A form holding the document's client and receiver ids. */
interface WithParties extends FieldValues {
  client_id?: number | undefined;
  receiver_id?: number | null | undefined;
}

/** The payer of a receiver (who pays for deliveries to it), read from the server. */
function PayerNote({ receiverId }: { receiverId: number | null | undefined }) {
  const payer = useApiQuery('recipientPayer', { params: { id: receiverId ?? 0 } }, { enabled: Boolean(receiverId) });
  if (!receiverId || !payer.data) return null;
  return (
    <p className="text-sm text-text-muted" aria-live="polite">
      {fillMessage(documentMessages.wizard.payer, { name: payer.data.payer.name, nip: payer.data.payer.nip })}
    </p>
  );
}

/**
 * The client (focused; type a name, NIP or client number and pick) and the receiver — the client
 * unless the person picks another — with the receiver's payer under it, and under both what the
 * workspace says about the chosen client ({@link ClientNotices}: blocked sales, credit). Shared by
 * both wizards.
 */
export function PartiesFields<T extends WithParties>({
  kind,
  form,
  labels,
  draft = null,
}: {
  kind: 'offer' | 'order';
  form: UseFormReturn<T, unknown, unknown>;
  labels: { client: string; clientHint: string; receiver: string; receiverHint: string };
  /** The draft step 1 edits (Back from step 2), if any: its own client's notices are about it. */
  draft?: NoticeDocument | null | undefined;
}) {
  // react-hook-form's Control and UseFormReturn are invariant in their values: a form with more
  // fields (T extends WithParties) is read and written through its client and receiver only.
  const control = form.control as unknown as Control<WithParties, unknown, unknown>;
  const receiverId = useWatch({ control, name: 'receiver_id' });
  const clientId = useWatch({ control, name: 'client_id' });
  // Chosen by the person (or already set on a draft): the receiver no longer follows the client.
  const receiverTouched = useRef(false);
  const setReceiver = (id: number | undefined) =>
    (form as unknown as UseFormReturn<WithParties, unknown, unknown>).setValue('receiver_id', id);
  return (
    <>
      <Controller
        control={control}
        name={'client_id' as Path<WithParties>}
        render={({ field, fieldState }) => (
          <ClientPicker
            label={labels.client}
            description={labels.clientHint}
            autoFocus
            isRequired
            className="min-w-0"
            value={field.value ?? null}
            errorMessage={fieldState.error?.message}
            onChange={(client) => {
              const receiverFollows = !receiverTouched.current && field.value === receiverId;
              field.onChange(client?.id);
              if (receiverFollows || receiverId === undefined || receiverId === null) setReceiver(client?.id);
            }}
          />
        )}
      />
      <div className="flex flex-col gap-1">
        <Controller
          control={control}
          name={'receiver_id' as Path<WithParties>}
          render={({ field, fieldState }) => (
            <ClientPicker
              label={labels.receiver}
              description={labels.receiverHint}
              className="min-w-0"
              value={field.value ?? null}
              errorMessage={fieldState.error?.message}
              onChange={(client) => {
                receiverTouched.current = true;
                field.onChange(client?.id);
              }}
            />
          )}
        />
        <PayerNote receiverId={receiverId} />
      </div>
      <ClientNotices kind={kind} clientId={clientId} document={draft} className="md:col-span-2" />
    </>
  );
}
