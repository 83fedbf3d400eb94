import { referenceMessages, warsawDay } from '@salesdesk/sdk';
import { clientCredit } from '../clients/blockedSales';
import type { Handlers } from '../http/contractRouter';
import { HttpError } from '../http/httpError';
import { likePattern, runList, type SqlCondition } from '../http/sqlList';
import type { ServerContext } from '../serverContext';

interface ClientRow {
  id: number;
  external_id: string;
  name: string;
  nip: string;
  address: string;
}

const CLIENT_COLUMNS = 'c.id, c.external_id, c.name, c.nip, c.address';
const toClient = (r: ClientRow) => ({
  id: r.id,
  external_id: r.external_id,
  name: r.name,
  nip: r.nip,
  address: r.address,
});

function findClient(ctx: ServerContext, id: number): ClientRow {
  const row = ctx.db.prepare(`SELECT ${CLIENT_COLUMNS} FROM clients c WHERE c.id = ?`).get(id) as ClientRow | undefined;
  if (!row) throw HttpError.notFound(referenceMessages.clientNotFound);
  return row;
}

/** Client handlers (SPEC §7): list, one client, contacts, payer of a recipient. */
export const clientHandlers: Handlers = {
  clientList: ({ query, ctx }) => {
    const filters: SqlCondition[] = [];
    // A NIP prefix as a range, so the nip index serves it.
    if (query.nip) filters.push({ sql: 'c.nip >= ? AND c.nip < ?', params: [query.nip, `${query.nip}:`] });
    if (query.city) filters.push({ sql: 'c.city = ?', params: [query.city] });
    // Stamped by the outbox triggers as UTC ISO text (migration 31): the instant in that form compares as text.
    if (query.updated_since)
      filters.push({ sql: 'c.updated_at >= ?', params: [new Date(query.updated_since).toISOString()] });
    return runList(
      ctx.db,
      {
        from: 'clients c',
        select: CLIENT_COLUMNS,
        sortColumns: { external_id: 'c.external_id', name: 'c.name', nip: 'c.nip', address: 'c.address' },
        defaultSort: 'name',
        tieBreaker: 'c.id',
        search: (term) => {
          const p = likePattern(term);
          return {
            sql: "c.name LIKE ? ESCAPE '\\' OR c.nip LIKE ? ESCAPE '\\' OR c.external_id LIKE ? ESCAPE '\\'",
            params: [p, p, p],
          };
        },
        map: toClient,
      },
      query,
      filters,
    );
  },

  clientById: ({ params, user, ctx }) => {
    const row = ctx.db.prepare('SELECT c.* FROM clients c WHERE c.id = ?').get(params.id) as
      | (ClientRow & Record<string, unknown>)
      | undefined;
    if (!row) throw HttpError.notFound(referenceMessages.clientNotFound);
    const terms = {
      id: row.id,
      credit_limit: Number(row.credit_limit),
      payment_term_days: Number(row.payment_term_days),
      sales_blocked: Number(row.sales_blocked),
      sales_block_reason: String(row.sales_block_reason),
    };
    // Credit and the sales block as the caller's company sees them (its tolerance of overdue invoices).
    const credit = clientCredit(ctx.db, terms, user.companyCode, warsawDay(ctx.now()));
    return {
      ...toClient(row),
      street: String(row.street),
      postal_code: String(row.postal_code),
      city: String(row.city),
      email: String(row.email),
      phone: String(row.phone),
      payment_term_days: terms.payment_term_days,
      credit_limit: terms.credit_limit,
      balance: credit.balance,
      has_overdue: credit.hasOverdue,
      payer_id: row.payer_id == null ? null : Number(row.payer_id),
      orders_not_invoiced: credit.ordersNotInvoiced,
      credit_used: credit.creditUsed,
      overdue_amount: credit.overdueAmount,
      overdue_days: credit.overdueDays,
      overdue_tolerance_days: credit.toleranceDays,
      sales_block: { blocked: credit.blocked, reasons: credit.reasons },
    };
  },

  clientContacts: ({ params, query, ctx }) => {
    findClient(ctx, params.id);
    return runList(
      ctx.db,
      {
        from: 'client_contacts x',
        select: 'x.id, x.name, x.phone, x.mail, x.annotation',
        sortColumns: { name: 'x.name', mail: 'x.mail' },
        defaultSort: 'name',
        tieBreaker: 'x.id',
        where: [{ sql: 'x.client_id = ?', params: [params.id] }],
        search: (term) => {
          const p = likePattern(term);
          return {
            sql: "x.name LIKE ? ESCAPE '\\' OR x.mail LIKE ? ESCAPE '\\' OR x.phone LIKE ? ESCAPE '\\'",
            params: [p, p, p],
          };
        },
        map: (r: { id: number; name: string; phone: string; mail: string; annotation: string }) => r,
      },
      query,
    );
  },

  recipientPayer: ({ params, ctx }) => {
    const recipient = findClient(ctx, params.id);
    const payerId = ctx.db.prepare('SELECT payer_id FROM clients WHERE id = ?').pluck().get(params.id) as number | null;
    const payer = payerId === null ? recipient : findClient(ctx, payerId);
    return { recipient: toClient(recipient), payer: toClient(payer) };
  },
};
