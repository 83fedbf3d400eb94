import { type ClientDetail, formatDays, formatMoney, formatNip, isValidNip } from '@salesdesk/sdk';
import { Meter } from 'react-aria-components';
import { useApiQuery } from '../data/useApiQuery';
import { Fact, FactList } from '../layout/DetailParts';
import { fillMessage } from '../messages';
import { clientMessages } from '../messages/clients';
import { telHref } from './ClientContacts';
import { ClientLink } from './ClientLink';

const m = clientMessages.card;

/** A NIP written `123-456-78-90`, marked in words when its check digit is wrong. */
export function NipText({ nip }: { nip: string }) {
  const valid = isValidNip(nip);
  return (
    <span data-nip-valid={valid ? 'true' : 'false'}>
      <span className="tabular-nums">{formatNip(nip)}</span>
      {valid ? null : (
        <span className="ml-2 rounded-full bg-danger-subtle px-2 py-0.5 text-xs font-medium text-danger">
          <span aria-hidden="true">⚠ </span>
          {m.nipInvalid}
        </span>
      )}
    </span>
  );
}

function PayerFact({ client }: { client: ClientDetail }) {
  const payer = useApiQuery('recipientPayer', { params: { id: client.id } }, { enabled: client.payer_id !== null });
  if (client.payer_id === null) return <Fact label={m.payer}>{m.payerSelf}</Fact>;
  return <Fact label={m.payer}>{payer.data ? <ClientLink client={payer.data.payer} /> : '…'}</Fact>;
}

/** Address and how to reach the client (its own e-mail and phone as links). */
export function ClientData({ client }: { client: ClientDetail }) {
  return (
    <FactList id="client-data" title={m.data}>
      <Fact label={m.address} wide>
        {client.address}
      </Fact>
      <Fact label={m.email}>
        {client.email ? (
          <a
            className="underline underline-offset-2 outline-none focus-visible:ring-2 focus-visible:ring-focus"
            href={`mailto:${client.email}`}
          >
            {client.email}
          </a>
        ) : (
          '—'
        )}
      </Fact>
      <Fact label={m.phone}>
        {client.phone ? (
          <a
            className="whitespace-nowrap underline underline-offset-2 outline-none focus-visible:ring-2 focus-visible:ring-focus"
            href={telHref(client.phone)}
          >
            {client.phone}
          </a>
        ) : (
          '—'
        )}
      </Fact>
      <PayerFact client={client} />
    </FactList>
  );
}

/**
 * Payment terms and credit: the limit, what is in use of it (unpaid invoices plus confirmed orders
 * not invoiced yet) as a meter with the figures in words, what is left or how far over, and what
 * is overdue against the company's tolerance.
 */
export function ClientCredit({ client }: { client: ClientDetail }) {
  const onCredit = client.payment_term_days > 0;
  const left = client.credit_limit - client.credit_used;
  const usedText = fillMessage(m.creditUsedOf, {
    used: formatMoney(client.credit_used),
    limit: formatMoney(client.credit_limit),
  });
  return (
    <FactList id="client-terms" title={m.terms}>
      <Fact label={m.paymentTerm}>
        {onCredit ? fillMessage(m.paymentDays, { days: formatDays(client.payment_term_days) }) : m.prepayment}
      </Fact>
      <Fact label={m.creditLimit}>{onCredit ? formatMoney(client.credit_limit) : m.noCredit}</Fact>
      <div className="col-span-full">
        <dt id={`credit-used-${client.id}`} className="text-xs text-text-muted">
          {m.creditUsed}
        </dt>
        <dd className="flex flex-col gap-1">
          {onCredit ? (
            <Meter
              aria-labelledby={`credit-used-${client.id}`}
              value={Math.min(client.credit_used, client.credit_limit)}
              maxValue={Math.max(client.credit_limit, 1)}
              valueLabel={usedText}
              className="flex flex-col gap-1"
            >
              {({ percentage }) => (
                <>
                  <span className="font-medium">{usedText}</span>
                  <span className="block h-2 overflow-hidden rounded-full bg-surface-sunken">
                    <span
                      data-over={left < 0 || undefined}
                      className="block h-full rounded-full bg-primary-600 data-[over]:bg-danger"
                      style={{ width: `${percentage}%` }}
                    />
                  </span>
                </>
              )}
            </Meter>
          ) : (
            <span className="font-medium">{formatMoney(client.credit_used)}</span>
          )}
          <span className="text-xs text-text-muted">
            {fillMessage(m.creditParts, {
              invoices: formatMoney(client.balance),
              orders: formatMoney(client.orders_not_invoiced),
            })}
          </span>
        </dd>
      </div>
      {onCredit ? (
        <Fact label={left >= 0 ? m.creditLeft : m.creditOver}>
          <span className={left < 0 ? 'text-danger' : undefined}>{formatMoney(Math.abs(left))}</span>
        </Fact>
      ) : null}
      <Fact label={m.overdue}>
        <span className={client.overdue_days > client.overdue_tolerance_days ? 'text-danger' : undefined}>
          {client.overdue_days > 0
            ? fillMessage(m.overdueSome, {
                amount: formatMoney(client.overdue_amount),
                days: formatDays(client.overdue_days),
              })
            : m.overdueNone}
        </span>{' '}
        <span className="text-xs font-normal text-text-muted">
          ({fillMessage(m.tolerance, { days: formatDays(client.overdue_tolerance_days) })})
        </span>
      </Fact>
    </FactList>
  );
}
