import type { DocumentKind } from '@salesdesk/sdk';
import { useEffect, useRef, useState } from 'react';
import { useSalesdesk } from '../context/salesdeskContext';
import { Button } from '../controls/Button';
import { Modal } from '../controls/Modal';
import { saveFile } from '../data/downloadFile';
import { errorMessage } from '../data/errorMessage';
import { fillMessage } from '../messages';
import { exportMessages } from '../messages/export';

const m = exportMessages.pdf;
const ENDPOINT = { offer: 'offerPdf', order: 'orderPdf' } as const;

/** Props of {@link DocumentPdfActions}. */
export interface DocumentPdfActionsProps {
  kind: DocumentKind;
  document: { id: number; number: string };
}

type PdfAction = 'preview' | 'download' | 'print';

/** A PDF object URL and the file name it is saved under. */
interface PdfFile {
  url: string;
  blob: Blob;
  name: string;
}

/** Prints a PDF through a hidden frame (the browser's own PDF viewer prints it), removed afterwards. */
export function printPdf(url: string): void {
  const frame = document.createElement('iframe');
  frame.hidden = true;
  frame.title = m.print;
  frame.src = url;
  frame.addEventListener('load', () => {
    frame.contentWindow?.focus();
    frame.contentWindow?.print();
    // The print dialog holds its own copy; the frame goes once the page has moved on.
    setTimeout(() => frame.remove(), 60_000);
  });
  document.body.append(frame);
}

/**
 * "Podgląd PDF", "Pobierz PDF" and "Drukuj" of an offer or order: the PDF the client would get
 * (`GET /api/offer/:id/pdf`, `/api/order/:id/pdf`), without sending it. The preview opens in a
 * dialog with the PDF in a frame, from which it can also be saved or printed; the download is
 * named by the document's number (`OF-2026-000123.pdf`). A failure is announced in Polish.
 */
export function DocumentPdfActions({ kind, document: doc }: DocumentPdfActionsProps) {
  const { client } = useSalesdesk();
  const [busy, setBusy] = useState<PdfAction | null>(null);
  const [preview, setPreview] = useState<PdfFile | null>(null);
  const [outcome, setOutcome] = useState('');
  const urls = useRef<string[]>([]);

  // The object URLs live as long as the page: a print or a preview may still read one.
  useEffect(
    () => () => {
      for (const url of urls.current) URL.revokeObjectURL(url);
    },
    [],
  );

  async function pdf(): Promise<PdfFile> {
    const file = await client.call(ENDPOINT[kind], { params: { id: doc.id } });
    // The type the viewer needs, whatever the transport said.
    const blob = file.blob.type === 'application/pdf' ? file.blob : new Blob([file.blob], { type: 'application/pdf' });
    const url = URL.createObjectURL(blob);
    urls.current.push(url);
    return { url, blob, name: file.name };
  }

  async function run(action: PdfAction, ready?: PdfFile) {
    setBusy(action);
    setOutcome('');
    try {
      const file = ready ?? (await pdf());
      if (action === 'preview') setPreview(file);
      else if (action === 'print') printPdf(file.url);
      else {
        saveFile(file);
        setOutcome(fillMessage(m.downloaded, { name: file.name }));
      }
    } catch (error) {
      setOutcome(fillMessage(m.failed, { reason: errorMessage(error) }));
    } finally {
      setBusy(null);
    }
  }

  const label = (action: PdfAction) => (busy === action ? m.loading : m[action]);
  return (
    <>
      <Button size="md" isDisabled={busy !== null} onPress={() => run('preview')}>
        {label('preview')}
      </Button>
      <Button size="md" isDisabled={busy !== null} onPress={() => run('download')}>
        {label('download')}
      </Button>
      <Button size="md" isDisabled={busy !== null} onPress={() => run('print')}>
        {label('print')}
      </Button>
      <span role="status" className="sr-only">
        {outcome}
      </span>
      <Modal
        isOpen={preview !== null}
        onOpenChange={(open) => (open ? null : setPreview(null))}
        title={fillMessage(m.dialogTitle, { number: doc.number })}
        size="lg"
      >
        {preview ? (
          <>
            <iframe
              title={fillMessage(m.frameTitle, { number: doc.number })}
              src={preview.url}
              className="h-[65dvh] w-full rounded border border-border"
            />
            <div className="flex flex-wrap justify-end gap-2">
              <Button size="md" onPress={() => run('download', preview)}>
                {m.download}
              </Button>
              <Button size="md" onPress={() => run('print', preview)}>
                {m.print}
              </Button>
              <Button size="md" variant="primary" onPress={() => setPreview(null)}>
                {m.close}
              </Button>
            </div>
          </>
        ) : null}
      </Modal>
    </>
  );
}
