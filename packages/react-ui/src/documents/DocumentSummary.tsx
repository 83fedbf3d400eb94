import { type DocumentDetail, formatMoney, formatPercent } from '@salesdesk/sdk';
import { memo, type ReactNode } from 'react';
import { ClientLink } from '../clients/ClientLink';
import { documentMessages } from '../messages/document';
import { sameDocumentFields } from './documentSections';

const m = documentMessages.totals;

/** One fact of a document's header: a label over its value. */
export function Fact({ label, children, wide }: { label: string; children: ReactNode; wide?: boolean }) {
  return (
    <div className={wide ? 'col-span-full' : undefined}>
      <dt className="text-xs text-text-muted">{label}</dt>
      <dd className="font-medium">{children}</dd>
    </div>
  );
}

/** The facts of a document's header, in a card (the kind's own facts as children). */
export function DocumentFacts({ label, children }: { label: string; children: ReactNode }) {
  return (
    <dl
      aria-label={label}
      className="grid grid-cols-2 gap-3 rounded-lg border border-border bg-surface p-4 sm:grid-cols-3"
    >
      {children}
    </dl>
  );
}

/** The client and the receiver of a document, each a link to its card (no receiver of its own: the client). */
export function PartyFacts({
  document,
}: {
  document: Pick<DocumentDetail, 'client_id' | 'receiver_id' | 'customer_fullname' | 'receiver_fullname'>;
}) {
  return (
    <>
      <Fact label={documentMessages.facts.client}>
        <ClientLink client={{ id: document.client_id, name: document.customer_fullname }} />
      </Fact>
      <Fact label={documentMessages.facts.receiver}>
        <ClientLink client={{ id: document.receiver_id ?? document.client_id, name: document.receiver_fullname }} />
      </Fact>
    </>
  );
}

/**
 * The totals of a document: net, VAT, gross and the margin in percent and złoty, shown once on a
 * page. `compact` is the one-line strip the line editor keeps beside its add-line field, so the
 * totals stay in view while the lines scroll; the page leaves out its card while the editor is
 * open.
 */
export const DocumentTotals = memo(
  function DocumentTotals({
    document,
    compact = false,
  }: {
    document: Pick<
      DocumentDetail,
      'grand_total_excl_tax' | 'grand_total_tax' | 'grand_total_incl_tax' | 'margin' | 'margin_amount'
    >;
    compact?: boolean;
  }) {
    const margin = `${formatPercent(document.margin)} (${formatMoney(document.margin_amount)})`;
    if (compact)
      return (
        <dl aria-label={m.label} className="flex flex-wrap gap-x-5 gap-y-1 tabular-nums">
          <Fact label={m.net}>{formatMoney(document.grand_total_excl_tax)}</Fact>
          <Fact label={m.tax}>{formatMoney(document.grand_total_tax)}</Fact>
          <Fact label={m.gross}>{formatMoney(document.grand_total_incl_tax)}</Fact>
          <Fact label={m.margin}>{margin}</Fact>
        </dl>
      );
    return (
      <dl aria-label={m.label} className="grid grid-cols-2 gap-3 rounded-lg border border-border bg-surface p-4">
        <Fact label={m.net}>{formatMoney(document.grand_total_excl_tax)}</Fact>
        <Fact label={m.tax}>{formatMoney(document.grand_total_tax)}</Fact>
        <Fact label={m.gross}>{formatMoney(document.grand_total_incl_tax)}</Fact>
        <Fact label={m.margin}>{margin}</Fact>
      </dl>
    );
  },
  sameDocumentFields('document', [
    'grand_total_excl_tax',
    'grand_total_tax',
    'grand_total_incl_tax',
    'margin',
    'margin_amount',
  ]),
);
