import { canOverrideSalesBlock, type DocumentKind, type deliverySchema, warsawDay } from '@salesdesk/sdk';
import { type ComponentType, type ReactElement, useRef } from 'react';
import { type Control, type DefaultValues, type FieldValues, type UseFormReturn, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { AppLink } from '../../context/AppLink';
import { useSalesdesk, useUser } from '../../context/salesdeskContext';
import { buttonClass } from '../../controls/Button';
import { useApiQuery } from '../../data/useApiQuery';
import { useContractForm } from '../../form/useContractForm';
import { pagePath } from '../../pages/pageRegistry';
import type { NoticeDocument } from '../ClientNotices';
import { useDocumentVersion } from '../documentSections';
import { PartiesFields } from './PartiesFields';
import { StepOneFooter } from './StepOneFooter';

/** What every kind's step 1 holds: the parties, the comment and the delivery sent after the header. */
export interface StepOneValues extends FieldValues {
  client_id?: number | undefined;
  receiver_id?: number | null | undefined;
  comment?: string | undefined;
  delivery: z.input<typeof deliverySchema> | null;
}

/** A document as step 1 writes it: at least its id and the version the next write sends. */
export interface SavedDocument {
  id: number;
  version: number;
}

/** A draft step 1 edits again (Back from step 2). */
export type StepOneDraft = NoticeDocument & SavedDocument;

/** What step 1 is started with in the query: the draft made already, the source offer and the client. */
export interface StepOneProps {
  draftId: number | null;
  offerId: number | null;
  clientId: number | null;
}

/** The writes of one kind's step 1, made by its `useWrites` hook. */
export interface StepOneWrites<V extends StepOneValues, D extends SavedDocument> {
  /** Makes the document from step 1's values (its delivery is sent after). */
  create(values: V): Promise<D>;
  /** Writes step 1's values on the draft made already. */
  update(draft: StepOneDraft, version: number, values: V): Promise<D>;
  /**
   * Writes what neither body carries, right after either (an order's deadlines), and returns the
   * document as it is then. Runs after the new draft's history entry replaced step 1's.
   */
  after?(saved: D, values: V, draft: StepOneDraft | null): Promise<D>;
  /** Sends the delivery chosen in step 1 on the document as `after` left it. */
  delivery(saved: D, delivery: NonNullable<V['delivery']>): Promise<unknown>;
}

/** The texts of a step 1 (the kind's wizard messages). */
export interface StepOneLabels {
  readonly client: string;
  readonly clientHint: string;
  readonly receiver: string;
  readonly receiverHint: string;
  readonly comment: string;
  readonly cancel: string;
  readonly next: string;
}

/**
 * One kind's step 1, as data: its schema, its start (what it is opened from), its own fields and
 * notice beside the shared parties, delivery and comment, and its writes. A new kind of document
 * is another such row, not another form.
 */
export interface StepOneRow<Start, S extends z.ZodType<StepOneValues, StepOneValues>, D extends SavedDocument> {
  readonly kind: DocumentKind;
  /** The contract's create body for step 1, plus what is sent after it (the delivery). */
  readonly schema: S;
  readonly labels: StepOneLabels;
  /** The href of a step of this kind's wizard, for the draft once it exists. */
  readonly stepHref: (step: 1 | 2, draftId?: number) => string;
  /** Reads the query into the start, or says it is still loading (a draft, a source offer). */
  readonly useStart: (props: StepOneProps) => { start: Start; key?: string } | { pending: ReactElement };
  /** The draft the start edits, if it is one. */
  readonly draftOf: (start: Start) => StepOneDraft | null;
  readonly defaults: (start: Start, today: string) => DefaultValues<z.input<S>>;
  /** Where "Anuluj" goes back to. */
  readonly cancelHref: (start: Start) => string;
  /** The kind's own fields, after the parties (terms, deadlines). */
  readonly Fields: ComponentType<{ form: UseFormReturn<z.input<S>, unknown, z.output<S>>; today: string }>;
  /** What is said above the form for this start (an order made from an offer), if anything. */
  readonly Notice?: ComponentType<{ start: Start }>;
  /**
   * For a kind the server refuses for a client under a sales block (unless the person may release
   * it): the label of the way on instead of "Dalej", an offer for that client. Null: the kind
   * may be made for a blocked client.
   */
  readonly salesBlockWayOn: string | null;
  readonly useWrites: (start: Start) => StepOneWrites<z.output<S>, D>;
}

/**
 * Step 1 of a document's wizard, drawn from its kind's {@link StepOneRow}: client, receiver and
 * its payer, the kind's own fields, delivery and comment, checked by the contract's schema.
 * "Dalej" (or Enter in any field) creates the document and sends what its create body does not
 * carry — or, back on a draft already made, updates it — and opens step 2. The history entry of
 * step 1 is replaced by the draft's own, so the browser's Back from step 2 returns to this draft
 * and never makes a second one. Where the kind refuses a blocked client, such a client chosen by
 * someone who may not release the block gets no "Dalej": the notice says why, and the way on is
 * an offer for that client.
 */
export function DocumentWizardStepOne<
  Start,
  S extends z.ZodType<StepOneValues, StepOneValues>,
  D extends SavedDocument,
>({ row, start }: { row: StepOneRow<Start, S, D>; start: Start }) {
  const { navigate } = useSalesdesk();
  const writes = row.useWrites(start);
  const draft = row.draftOf(start);
  const version = useDocumentVersion(row.kind, draft ?? { id: 0, version: 1 });
  const today = warsawDay();
  const blockedRef = useRef(false);
  const { form, submit, formError, isSubmitting } = useContractForm({
    schema: row.schema,
    defaultValues: row.defaults(start, today),
    onSubmit: async (values) => {
      // Enter in a field submits too: not for a client the server would refuse.
      if (blockedRef.current) return;
      let saved: D;
      if (draft) {
        saved = await writes.update(draft, version(), values);
      } else {
        saved = await writes.create(values);
        // Back from step 2 lands on this draft, not on an empty step 1 that would make another.
        navigate(row.stepHref(1, saved.id), { replace: true });
      }
      if (writes.after) saved = await writes.after(saved, values, draft);
      if (values.delivery) await writes.delivery(saved, values.delivery);
      navigate(row.stepHref(2, saved.id));
    },
  });
  // react-hook-form's Control and UseFormReturn are invariant in their values: the form of a kind's
  // schema is read here through the fields every kind's step 1 has.
  const control = form.control as unknown as Control<StepOneValues, unknown, unknown>;
  const user = useUser();
  const clientId = useWatch({ control, name: 'client_id' });
  const client = useApiQuery(
    'clientById',
    { params: { id: clientId ?? 0 } },
    { enabled: row.salesBlockWayOn !== null && Boolean(clientId) },
  );
  // A draft already made for this client is only updated, which the block does not stop.
  const blocked =
    row.salesBlockWayOn !== null &&
    Boolean(clientId && client.data?.sales_block.blocked) &&
    !canOverrideSalesBlock(user?.role) &&
    draft?.client_id !== clientId;
  blockedRef.current = blocked;
  const { Fields, Notice } = row;

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-5" aria-labelledby="wizard-title">
      {Notice ? <Notice start={start} /> : null}
      <div className="grid gap-4 md:grid-cols-2">
        <PartiesFields kind={row.kind} form={form} labels={row.labels} draft={draft} />
        <Fields form={form} today={today} />
      </div>
      <StepOneFooter
        form={form}
        labels={row.labels}
        cancelHref={row.cancelHref(start)}
        formError={formError}
        isSubmitting={isSubmitting}
        nextDisabled={blocked}
        aside={
          blocked && clientId ? (
            <AppLink
              href={pagePath('addOffer', { stepId: 1 }, { 'client-id': clientId })}
              className={`${buttonClass('secondary')} mr-auto`}
            >
              {row.salesBlockWayOn}
            </AppLink>
          ) : null
        }
      />
    </form>
  );
}

/**
 * The step 1 of a kind's wizard as the wizard page mounts it: the row's start read from the query
 * (a loading state while a draft or a source offer loads), then {@link DocumentWizardStepOne},
 * mounted afresh for another start.
 */
export function WizardStepOne<Start, S extends z.ZodType<StepOneValues, StepOneValues>, D extends SavedDocument>({
  row,
  ...props
}: StepOneProps & { row: StepOneRow<Start, S, D> }) {
  const started = row.useStart(props);
  if ('pending' in started) return started.pending;
  return <DocumentWizardStepOne key={started.key} row={row} start={started.start} />;
}
