import { ATTACHMENT_TYPES, formatDateTime, MAX_ATTACHMENT_BYTES, type OfferDetail, termText } from '@salesdesk/sdk';
import { memo, useRef, useState } from 'react';
import { Label, TextArea, TextField } from 'react-aria-components';
import { Button } from '../controls/Button';
import { errorMessage } from '../data/errorMessage';
import { useApiMutation } from '../data/useApiMutation';
import { EditableSection } from '../form/EditableSection';
import { FormActions } from '../form/FormActions';
import { FormErrorAlert } from '../form/FormErrorAlert';
import { useSectionEdit } from '../form/useSectionEdit';
import { fillMessage } from '../messages';
import { offerPageMessages } from '../messages/offer';
import { AttachmentLink } from './AttachmentLink';
import { sameDocumentFields, useDocumentVersion } from './documentSections';

const m = offerPageMessages.terms;
const a = offerPageMessages.attachments;

/**
 * The numbered terms printed under the offer (the brand's ten unless changed): read by anyone who
 * sees the offer; its author edits them as one text, a term per line, or restores the brand's.
 */
export const OfferTerms = memo(
  function OfferTerms({ offer, editable }: { offer: OfferDetail; editable: boolean }) {
    const update = useApiMutation('offerUpdate');
    const version = useDocumentVersion('offer', offer);
    const edit = useSectionEdit();
    const [text, setText] = useState('');
    const [problem, setProblem] = useState<string | null>(null);

    async function save(footer: string[] | null) {
      setProblem(null);
      try {
        await update.mutateAsync({ params: { id: offer.id }, body: { version: version(), footer } });
        edit.close();
      } catch (error) {
        setProblem(errorMessage(error));
      }
    }

    return (
      <EditableSection
        id="offer-terms"
        messages={m}
        editable={editable}
        edit={edit}
        onOpen={() => setText(offer.footer.map(termText).join('\n'))}
        form={
          <form
            className="flex flex-col gap-2"
            onSubmit={(event) => {
              event.preventDefault();
              const terms = text
                .split('\n')
                .map((t) => t.trim())
                .filter(Boolean);
              if (terms.length > 10) return setProblem(m.tooMany);
              void save(terms);
            }}
          >
            <TextField value={text} onChange={setText} className="flex flex-col gap-1">
              <Label className="text-sm font-medium">{m.label}</Label>
              <TextArea
                autoFocus
                rows={10}
                className="rounded-md border border-border-strong bg-surface p-2 text-sm outline-none focus:ring-2 focus:ring-focus"
              />
            </TextField>
            <FormErrorAlert message={problem} />
            <FormActions
              cancelLabel={m.cancel}
              saveLabel={m.save}
              isSubmitting={update.isPending}
              onCancel={edit.close}
            >
              <Button onPress={() => void save(null)} isDisabled={update.isPending}>
                {m.restore}
              </Button>
            </FormActions>
          </form>
        }
      >
        <ol className="list-decimal pl-6 text-sm">
          {offer.footer.map((term) => (
            <li key={term}>{termText(term)}</li>
          ))}
        </ol>
      </EditableSection>
    );
  },
  sameDocumentFields('offer', ['id', 'footer']),
);

/** Reads a file as base64 (without the data-URL prefix). */
function base64Of(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result).replace(/^data:[^,]*,/, ''));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });
}

const accepted = Object.keys(ATTACHMENT_TYPES).join(',');

/**
 * The offer's attachments: listed for everyone who sees it; its author adds a file (PDF, PNG,
 * JPG, XLSX or DOCX up to 5 MB, refused with the reason before anything is sent) or removes one.
 */
export const OfferAttachments = memo(
  function OfferAttachments({ offer, editable }: { offer: OfferDetail; editable: boolean }) {
    const add = useApiMutation('offerAddAttachment');
    const version = useDocumentVersion('offer', offer);
    const remove = useApiMutation('offerRemoveAttachment');
    const [problem, setProblem] = useState<string | null>(null);
    const input = useRef<HTMLInputElement>(null);

    async function upload(file: File) {
      setProblem(null);
      if (!(file.type in ATTACHMENT_TYPES)) return setProblem(a.badType);
      if (file.size > MAX_ATTACHMENT_BYTES) return setProblem(a.tooLarge);
      try {
        await add.mutateAsync({
          params: { id: offer.id },
          body: {
            version: version(),
            name: file.name,
            content_type: file.type as keyof typeof ATTACHMENT_TYPES,
            content_base64: await base64Of(file),
          },
        });
      } catch (error) {
        setProblem(errorMessage(error));
      }
    }

    if (!editable && offer.attachments.length === 0) return null;
    return (
      <section aria-labelledby="offer-attachments" className="flex flex-col gap-2">
        <h2 id="offer-attachments" className="text-lg font-semibold">
          {a.title}
        </h2>
        {offer.attachments.length === 0 ? <p className="text-sm text-text-muted">{a.empty}</p> : null}
        <ul className="flex flex-col gap-1 text-sm">
          {offer.attachments.map((file) => (
            <li key={file.id} className="flex flex-wrap items-center gap-2 border-t border-border py-1">
              <AttachmentLink offerId={offer.id} file={file} />
              <span className="text-text-muted">
                {fillMessage(a.meta, {
                  size: Math.max(1, Math.round(file.size / 1024)),
                  at: formatDateTime(file.created_at),
                })}
              </span>
              {editable ? (
                <Button
                  size="md"
                  variant="ghost"
                  className="ml-auto"
                  aria-label={fillMessage(a.remove, { name: file.name })}
                  isPending={remove.isPending && remove.variables?.params.attachmentId === file.id}
                  onPress={() =>
                    remove
                      .mutateAsync({ params: { id: offer.id, attachmentId: file.id }, body: { version: version() } })
                      .catch((error: unknown) => setProblem(errorMessage(error)))
                  }
                >
                  <span aria-hidden="true">✕</span>
                </Button>
              ) : null}
            </li>
          ))}
        </ul>
        {editable ? (
          <div className="flex flex-wrap items-center gap-2">
            <input
              ref={input}
              type="file"
              accept={accepted}
              aria-label={a.choose}
              className="sr-only"
              onChange={(event) => {
                const file = event.currentTarget.files?.[0];
                event.currentTarget.value = '';
                if (file) void upload(file);
              }}
            />
            <Button size="md" isPending={add.isPending} onPress={() => input.current?.click()}>
              {a.add}
            </Button>
            <span className="text-xs text-text-muted">{a.hint}</span>
          </div>
        ) : null}
        <FormErrorAlert message={problem} />
      </section>
    );
  },
  sameDocumentFields('offer', ['id', 'attachments']),
);
