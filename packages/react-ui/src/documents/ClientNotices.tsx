import { type ClientDetail, canOverrideSalesBlock, formatDays, formatMoney } from '@salesdesk/sdk';
import type { ReactNode } from 'react';
import { BlockedSalesNotice } from '../clients/BlockedSalesNotice';
import { useUser } from '../context/salesdeskContext';
import { useApiQuery } from '../data/useApiQuery';
import { fillMessage } from '../messages';
import { clientMessages } from '../messages/clients';
import { DOCUMENT_KIND_TRAITS } from './documentKindTraits';

const m = clientMessages.block;

/** Share of the credit limit in use from which the order workspace says how little is left. */
const CREDIT_LOW_SHARE = 0.8;

/** The document the notices are about, when it exists (an order page, a wizard back on its draft). */
export interface NoticeDocument {
  client_id: number;
  creator_id: number;
  status: string;
  archived: boolean;
  grand_total_incl_tax: number;
}

/** Props of {@link ClientNotices}. */
export interface ClientNoticesProps {
  kind: 'offer' | 'order';
  /** The client chosen (a wizard) or the document's (a page); nothing is shown without one. */
  clientId: number | null | undefined;
  /** The existing document; absent (or of another client) the client is getting a new one. */
  document?: NoticeDocument | null | undefined;
  className?: string;
}

/** A warning about the client's credit that does not block it (yet). */
function CreditNotice({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section
      aria-labelledby={id}
      className="rounded-lg border border-warning-500 border-l-4 bg-warning-50 p-3 text-sm text-text dark:bg-transparent"
    >
      <h2 id={id} className="font-semibold text-warning-700 dark:text-warning-100">
        {title}
      </h2>
      <p className="mt-1">{children}</p>
    </section>
  );
}

/** The credit warnings of an order for a client that is not blocked: over the limit once confirmed, little left, invoices late. */
function creditWarnings(client: ClientDetail, document: NoticeDocument | null) {
  const notes: { key: string; title: string; text: string }[] = [];
  const onCredit = client.payment_term_days > 0 && client.credit_limit > 0;
  // A draft's gross is credit in use once confirmed (a confirmed one counts already).
  const pending = document && document.status === 'draft' ? document.grand_total_incl_tax : 0;
  if (onCredit && pending > 0 && client.credit_used + pending > client.credit_limit) {
    notes.push({
      key: 'exceed',
      title: m.creditTitle,
      text: fillMessage(m.creditWillExceed, {
        order: formatMoney(pending),
        used: formatMoney(client.credit_used),
        limit: formatMoney(client.credit_limit),
      }),
    });
  } else if (onCredit && client.credit_used >= client.credit_limit * CREDIT_LOW_SHARE) {
    notes.push({
      key: 'low',
      title: m.creditTitle,
      text: fillMessage(m.creditLow, {
        used: formatMoney(client.credit_used),
        limit: formatMoney(client.credit_limit),
        left: formatMoney(Math.max(0, client.credit_limit - client.credit_used)),
      }),
    });
  }
  if (client.overdue_days > 0) {
    notes.push({
      key: 'overdue',
      title: m.overdueTitle,
      text: fillMessage(m.overdueWithin, {
        days: formatDays(client.overdue_days),
        amount: formatMoney(client.overdue_amount),
        tolerance: formatDays(client.overdue_tolerance_days),
      }),
    });
  }
  return notes;
}

/**
 * Whether the signed-in reader releases the sales block of `order`'s client by confirming it: the
 * client is blocked, the order is a draft, the reader's role may release (SALES_BLOCK_OVERRIDE_ROLES)
 * and the order is not their own. Such a reader confirms the seller's order although it is not
 * theirs, as the server lets them (docs/decisions/reference.md). Reads the client (cached with
 * {@link ClientNotices}).
 */
export function useReleasesSalesBlock(
  order: Pick<NoticeDocument, 'client_id' | 'creator_id' | 'status' | 'archived'> | undefined,
): boolean {
  const user = useUser();
  const client = useApiQuery('clientById', { params: { id: order?.client_id ?? 0 } }, { enabled: Boolean(order) });
  if (!order || !user || order.status !== 'draft' || order.archived) return false;
  return (
    Boolean(client.data?.sales_block.blocked) && canOverrideSalesBlock(user.role) && order.creator_id !== user.user_id
  );
}

/**
 * What the document workspace says about the client of an offer or an order, read from the
 * client's card data: a blocked client in words with the blocked-sales mailbox (an offer: it can
 * still be prepared; a new order: it is not made; an order: it is not confirmed — or, for a
 * reader who may release the block, that they may and that it goes into the history), and for an
 * order of a client that is not blocked, its credit: over the limit once this draft is confirmed,
 * little of the limit left, invoices late but within the tolerance. A confirmed or archived order
 * says nothing: the block is about the next sale. The region is live, so a client chosen in a
 * wizard is announced.
 */
export function ClientNotices({ kind, clientId, document = null, className }: ClientNoticesProps) {
  const user = useUser();
  const client = useApiQuery('clientById', { params: { id: clientId ?? 0 } }, { enabled: Boolean(clientId) });
  const c = clientId ? client.data : undefined;
  const settled = document !== null && (document.status !== 'draft' || document.archived);
  let content: ReactNode = null;
  if (c && !settled) {
    const existing = document !== null && document.client_id === c.id;
    const mayRelease = canOverrideSalesBlock(user?.role);
    if (c.sales_block.blocked) {
      const notice = DOCUMENT_KIND_TRAITS[kind].blockedNotice;
      const context = existing ? notice.existing : notice.new;
      // At the confirmation nobody releases the block on their own order.
      const releasable = context === 'newOrder' ? mayRelease : mayRelease && document?.creator_id !== user?.user_id;
      content = <BlockedSalesNotice client={c} context={context} releasable={releasable} />;
    } else if (DOCUMENT_KIND_TRAITS[kind].creditWarnings) {
      content = creditWarnings(c, existing ? document : null).map((note) => (
        <CreditNotice key={note.key} id={`client-notice-${c.id}-${note.key}`} title={note.title}>
          {note.text}
        </CreditNotice>
      ));
    }
  }
  return (
    <div aria-live="polite" data-client-notices="" className={`flex min-w-0 flex-col gap-2 ${className ?? ''}`}>
      {content}
    </div>
  );
}
