import { useRef, useState } from 'react';
import { Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { Button } from '../../controls/Button';
import { FormErrorAlert } from '../../form/FormErrorAlert';
import { fillMessage } from '../../messages';
import { pasteListMessages } from '../../messages/pasteList';
import type { DocumentEditor } from '../useDocumentWriter';
import { PasteInput } from './PasteInput';
import { PasteReview } from './PasteReview';
import { usePasteList } from './usePasteList';

const m = pasteListMessages;

/**
 * "Wklej listę" on the line editor of an offer or an order: the button and its dialog. A client's
 * material list is pasted (or its file dropped), matched on the server in one call per 500 rows,
 * reviewed row by row by keyboard, and the chosen rows are added in one write of the document's
 * line writer; rows skipped or not found stay in the dialog to copy out. Focus returns to the
 * add-line field when it closes.
 */
export function PasteListButton({ editor, clientId = null }: { editor: DocumentEditor; clientId?: number | null }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button size="md" onPress={() => setOpen(true)}>
        {m.open}
      </Button>
      {open ? (
        <PasteListDialog
          editor={editor}
          clientId={clientId}
          onClose={() => {
            setOpen(false);
            // After the dialog's own focus restore: the next scan goes into the add-line field.
            requestAnimationFrame(() => editor.focusAddLine());
          }}
        />
      ) : null}
    </>
  );
}

/** Props of {@link PasteListDialog}. */
export interface PasteListDialogProps {
  editor: DocumentEditor;
  onClose(): void;
  /** Text already in the field when it opens (a story, a list handed over by another app). */
  initialText?: string;
  /** The document's client: the matches learned for them come first, and a pick is remembered for them. */
  clientId?: number | null;
}

/** The dialog of "Wklej listę" (open while mounted). */
export function PasteListDialog({ editor, onClose, initialText, clientId = null }: PasteListDialogProps) {
  const list = usePasteList(editor, initialText, clientId);
  const busy = list.phase === 'matching' || list.phase === 'adding';
  const leftover = useRef<HTMLTextAreaElement>(null);
  const [copied, setCopied] = useState(false);
  return (
    <ModalOverlay
      isOpen
      onOpenChange={(isOpen) => !isOpen && !busy && onClose()}
      isDismissable={!busy}
      isKeyboardDismissDisabled={busy}
      className="fixed inset-0 z-50 flex items-center justify-center bg-black/40 p-2 sm:p-4"
    >
      <Modal className="w-full max-w-5xl rounded-lg border border-border bg-surface-raised text-text shadow-xl">
        <Dialog className="flex max-h-[92dvh] flex-col gap-3 p-4 outline-none sm:p-6">
          <Heading slot="title" className="text-lg font-semibold">
            {m.title}
          </Heading>
          {list.phase === 'input' || list.phase === 'matching' ? <PasteInput list={list} /> : null}
          {list.phase === 'review' || list.phase === 'adding' ? <PasteReview list={list} /> : null}
          {list.phase === 'done' && list.outcome ? (
            <div className="flex flex-col gap-2">
              <p role="status" className="font-medium">
                {list.outcome.text}
              </p>
              {list.leftover.length ? (
                <label className="flex flex-col gap-1 text-sm">
                  {fillMessage(m.leftover, { count: list.leftover.length })}
                  <textarea
                    ref={leftover}
                    readOnly
                    rows={Math.min(8, list.leftover.length + 1)}
                    value={list.leftover.join('\n')}
                    className="w-full rounded-md border border-border-strong bg-surface p-2 font-mono text-sm"
                  />
                </label>
              ) : null}
            </div>
          ) : null}
          <FormErrorAlert message={list.problem} />
          {list.phase === 'review' && list.undecided ? (
            <p className="text-sm text-text-muted">{fillMessage(m.undecided, { count: list.undecided })}</p>
          ) : null}
          {list.phase === 'review' && list.unresolved ? (
            <p className="text-sm">{fillMessage(m.unresolvedHint, { count: list.unresolved })}</p>
          ) : null}
          <div className="flex flex-wrap justify-end gap-2">
            {list.phase === 'done' ? (
              <>
                {list.leftover.length ? (
                  <Button
                    onPress={async () => {
                      leftover.current?.select();
                      await navigator.clipboard?.writeText(list.leftover.join('\n')).catch(() => undefined);
                      setCopied(true);
                    }}
                  >
                    {copied ? m.copied : m.copy}
                  </Button>
                ) : null}
                <Button variant="primary" onPress={onClose} autoFocus>
                  {m.close}
                </Button>
              </>
            ) : (
              <>
                <Button isDisabled={busy} onPress={onClose}>
                  {m.cancel}
                </Button>
                {list.phase === 'review' || list.phase === 'adding' ? (
                  <>
                    <Button isDisabled={busy} onPress={() => list.setPhase('input')}>
                      {m.back}
                    </Button>
                    {list.unresolved ? (
                      <Button isDisabled={busy} onPress={() => void list.resendUnresolved()}>
                        {fillMessage(m.resend, { count: list.unresolved })}
                      </Button>
                    ) : null}
                    <Button
                      variant="primary"
                      isDisabled={!list.chosenCount}
                      isPending={list.phase === 'adding'}
                      onPress={() => void list.add()}
                    >
                      {list.phase === 'adding' ? m.adding : fillMessage(m.add, { count: list.chosenCount })}
                    </Button>
                  </>
                ) : (
                  <Button
                    variant="primary"
                    isDisabled={!list.table.rows.length}
                    isPending={list.phase === 'matching'}
                    onPress={() => void list.match()}
                  >
                    {fillMessage(m.match, { count: list.table.rows.length })}
                  </Button>
                )}
              </>
            )}
          </div>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
