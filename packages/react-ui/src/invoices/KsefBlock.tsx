import { type InvoiceDetail, ksefMessages } from '@salesdesk/sdk';
import { useId, useMemo } from 'react';
import { Link } from 'react-aria-components';
import { encode } from 'uqr';
import { useSalesdesk } from '../context/salesdeskContext';
import { Button } from '../controls/Button';
import { useDownload } from '../data/downloadFile';
import { errorMessage } from '../data/errorMessage';
import { inlineLinkClass } from './InvoiceLink';

const m = ksefMessages.page;

/**
 * A QR code as SVG: one path of the dark modules (a quiet zone of four modules around, as
 * ISO/IEC 18004 asks), crisp at any size and printable. Error correction M, as KSeF's examples.
 */
export function QrCode({ text, label, size = 160 }: { text: string; label: string; size?: number }) {
  const { path, width } = useMemo(() => {
    const qr = encode(text, { ecc: 'M', border: 4 });
    let d = '';
    qr.data.forEach((row, y) => {
      row.forEach((dark, x) => {
        if (dark) d += `M${x} ${y}h1v1h-1z`;
      });
    });
    return { path: d, width: qr.size };
  }, [text]);
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox={`0 0 ${width} ${width}`}
      width={size}
      height={size}
      shapeRendering="crispEdges"
      className="bg-white"
    >
      <title>{label}</title>
      <rect width={width} height={width} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  );
}

/**
 * The invoice's KSeF block: the verification QR code (KOD I) with the KSeF number under it (or
 * OFFLINE while the invoice has none), as the regulation asks of a printed invoice, the link
 * itself and the original FA(3) file to download. Shown for invoices imported from their file.
 */
export function KsefBlock({ invoice }: { invoice: InvoiceDetail }) {
  const id = useId();
  const { client } = useSalesdesk();
  const xml = useDownload(async () => client.call('invoiceXml', { params: { id: invoice.id } }));
  const url = invoice.ksef_verification_url;
  if (!url) return null;
  return (
    <section aria-labelledby={id} className="rounded-lg border border-border bg-surface p-4">
      <h2 id={id} className="mb-3 text-lg font-semibold">
        {m.heading}
      </h2>
      <div className="flex flex-wrap items-start gap-4">
        <figure className="flex flex-col items-center gap-1">
          <QrCode text={url} label={m.qrLabel} />
          <figcaption className="font-mono text-xs break-all" data-testid="ksef-qr-caption">
            {invoice.ksef_number ?? m.offline}
          </figcaption>
        </figure>
        <div className="flex min-w-0 flex-1 basis-56 flex-col gap-2 text-sm">
          <Link href={url} target="_blank" rel="noreferrer" className={`${inlineLinkClass} break-all`}>
            {m.verify}
          </Link>
          <Button
            variant="ghost"
            size="md"
            className="max-w-full self-start whitespace-normal! text-left"
            isPending={xml.isPending}
            onPress={() => xml.mutate()}
          >
            {m.downloadXml}
          </Button>
          {xml.error ? (
            <span role="alert" className="text-danger">
              {errorMessage(xml.error)}
            </span>
          ) : null}
        </div>
      </div>
    </section>
  );
}
