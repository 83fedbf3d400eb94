import { formatDate, formatDays, formatMoney, formatQuantity, type InvoiceDetail, ksefMessages } from '@salesdesk/sdk';
import type { ReactNode } from 'react';
import { Link } from 'react-aria-components';
import { ClientLink } from '../clients/ClientLink';
import { useRoute } from '../context/salesdeskContext';
import { useApiQuery } from '../data/useApiQuery';
import { DetailLoadState, Fact, FactList } from '../layout/DetailParts';
import { fillMessage } from '../messages';
import { invoiceMessages } from '../messages/invoices';
import { type PageProps, pagePath } from '../pages/pageRegistry';
import { MD_MEDIA_QUERY, useMediaQuery } from '../table/useMediaQuery';
import { inlineLinkClass } from './InvoiceLink';
import { InvoiceStatusLabel, LeftToPay } from './invoiceColumns';
import { KsefBlock } from './KsefBlock';

const m = invoiceMessages.detail;
const methods = invoiceMessages.settlements.methods;

const th = 'px-2 py-1.5 font-medium text-text-muted whitespace-nowrap';
const num = 'px-2 py-1.5 text-right tabular-nums whitespace-nowrap';

/** A small table of the page in a card that scrolls sideways on a phone (and by keyboard). */
function TableCard({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <div className="rounded-lg border border-border bg-surface p-4">
      <h2 id={id} className="mb-2 font-semibold">
        {title}
      </h2>
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take focus to scroll by keyboard. */}
      <section className="overflow-x-auto" tabIndex={0} aria-labelledby={id}>
        {children}
      </section>
    </div>
  );
}

function VatSummary({ invoice }: { invoice: InvoiceDetail }) {
  const total = invoice.vat_summary.reduce(
    (sum, v) => ({ net: sum.net + v.net_value, tax: sum.tax + v.tax_value, gross: sum.gross + v.gross_value }),
    { net: 0, tax: 0, gross: 0 },
  );
  const wide = useMediaQuery(MD_MEDIA_QUERY);
  if (!wide) {
    const facts = (net: number, tax: number, gross: number): [string, ReactNode][] => [
      [m.net, formatMoney(net)],
      [m.tax, formatMoney(tax)],
      [m.gross, formatMoney(gross)],
    ];
    return (
      <TableCards
        id="invoice-vat"
        title={m.totals}
        columns={3}
        rows={[
          ...invoice.vat_summary.map((v) => ({
            key: v.tax_rate,
            title: `${m.rate} ${v.tax_rate}%`,
            facts: facts(v.net_value, v.tax_value, v.gross_value),
          })),
          { key: 'total', title: m.total, facts: facts(total.net, total.tax, total.gross) },
        ]}
      />
    );
  }
  return (
    <TableCard id="invoice-vat" title={m.totals}>
      <table className="w-full text-sm">
        <thead>
          <tr className="border-b border-border text-left">
            <th scope="col" className={th}>
              {m.rate}
            </th>
            <th scope="col" className={`${th} text-right`}>
              {m.net}
            </th>
            <th scope="col" className={`${th} text-right`}>
              {m.tax}
            </th>
            <th scope="col" className={`${th} text-right`}>
              {m.gross}
            </th>
          </tr>
        </thead>
        <tbody>
          {invoice.vat_summary.map((v) => (
            <tr key={v.tax_rate} className="border-b border-border">
              <th scope="row" className="px-2 py-1.5 text-left font-normal">
                {v.tax_rate}%
              </th>
              <td className={num}>{formatMoney(v.net_value)}</td>
              <td className={num}>{formatMoney(v.tax_value)}</td>
              <td className={num}>{formatMoney(v.gross_value)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr className="font-semibold">
            <th scope="row" className="px-2 py-1.5 text-left">
              {m.total}
            </th>
            <td className={num}>{formatMoney(total.net)}</td>
            <td className={num}>{formatMoney(total.tax)}</td>
            <td className={num}>{formatMoney(total.gross)}</td>
          </tr>
        </tfoot>
      </table>
    </TableCard>
  );
}

/** A table of the page on a phone: a card per row, its title over its labelled values. */
function TableCards({
  id,
  title,
  rows,
  columns = 2,
}: {
  id: string;
  title: string;
  /** Values side by side in a card (three fit a phone when they are short sums). */
  columns?: 2 | 3;
  rows: { key: string | number; title: ReactNode; facts: [label: string, value: ReactNode][] }[];
}) {
  return (
    <section aria-labelledby={id} className="rounded-lg border border-border bg-surface p-4">
      <h2 id={id} className="mb-2 font-semibold">
        {title}
      </h2>
      <ul className="flex flex-col divide-y divide-border">
        {rows.map((row) => (
          <li key={row.key} className="flex flex-col gap-2 py-3 first:pt-0 last:pb-0">
            <p className="font-medium break-words">{row.title}</p>
            <dl className={`grid ${columns === 3 ? 'grid-cols-3' : 'grid-cols-2'} gap-x-3 gap-y-1 text-sm`}>
              {row.facts.map(([label, value]) => (
                <Fact key={label} label={label}>
                  {value}
                </Fact>
              ))}
            </dl>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The invoice's lines: a table, or cards below the md breakpoint (so nothing scrolls sideways). */
function Lines({ invoice }: { invoice: InvoiceDetail }) {
  const wide = useMediaQuery(MD_MEDIA_QUERY);
  const c = m.lineColumns;
  if (!wide) {
    return (
      <TableCards
        id="invoice-lines"
        title={m.lines}
        rows={invoice.lines.map((line) => ({
          key: line.ordinal_no,
          title: (
            <>
              <span className="text-text-muted tabular-nums">{line.ordinal_no}.</span> {line.name}
            </>
          ),
          facts: [
            [c.quantity, formatQuantity(line.quantity, line.unit)],
            [c.unit_price, formatMoney(line.unit_price)],
            [c.tax_rate, `${line.tax_rate}%`],
            [c.net_value, formatMoney(line.net_value)],
            [c.gross_value, formatMoney(line.gross_value)],
          ],
        }))}
      />
    );
  }
  return (
    <TableCard id="invoice-lines" title={m.lines}>
      <table className="w-full min-w-[44rem] text-sm">
        <thead>
          <tr className="border-b border-border text-left">
            <th scope="col" className={`${th} w-10 text-right`}>
              {c.ordinal_no}
            </th>
            <th scope="col" className={th}>
              {c.name}
            </th>
            <th scope="col" className={`${th} text-right`}>
              {c.quantity}
            </th>
            <th scope="col" className={`${th} text-right`}>
              {c.unit_price}
            </th>
            <th scope="col" className={`${th} text-right`}>
              {c.tax_rate}
            </th>
            <th scope="col" className={`${th} text-right`}>
              {c.net_value}
            </th>
            <th scope="col" className={`${th} text-right`}>
              {c.gross_value}
            </th>
          </tr>
        </thead>
        <tbody>
          {invoice.lines.map((line) => (
            <tr key={line.ordinal_no} className="border-b border-border last:border-0">
              <td className={num}>{line.ordinal_no}</td>
              <th scope="row" className="px-2 py-1.5 text-left font-normal">
                {line.name}
              </th>
              <td className={num}>{formatQuantity(line.quantity, line.unit)}</td>
              <td className={num}>{formatMoney(line.unit_price)}</td>
              <td className={num}>{line.tax_rate}%</td>
              <td className={num}>{formatMoney(line.net_value)}</td>
              <td className={num}>{formatMoney(line.gross_value)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableCard>
  );
}

function Payments({ invoice }: { invoice: InvoiceDetail }) {
  const c = m.paymentColumns;
  if (invoice.payments.length === 0) {
    return (
      <section aria-labelledby="invoice-payments" className="rounded-lg border border-border bg-surface p-4">
        <h2 id="invoice-payments" className="mb-2 font-semibold">
          {m.payments}
        </h2>
        <p className="text-sm text-text-muted">{m.paymentsNone}</p>
      </section>
    );
  }
  return (
    <TableCard id="invoice-payments" title={m.payments}>
      <table className="w-full text-sm">
        <thead>
          <tr className="border-b border-border text-left">
            <th scope="col" className={th}>
              {c.payment_date}
            </th>
            <th scope="col" className={`${th} text-right`}>
              {c.amount}
            </th>
            <th scope="col" className={th}>
              {c.method}
            </th>
          </tr>
        </thead>
        <tbody>
          {invoice.payments.map((p) => (
            <tr key={p.id} className="border-b border-border last:border-0">
              <th scope="row" className="px-2 py-1.5 text-left font-normal whitespace-nowrap">
                {formatDate(p.payment_date)}
              </th>
              <td className={num}>{formatMoney(p.amount)}</td>
              <td className="px-2 py-1.5">{methods[p.method]}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableCard>
  );
}

/** The corrections (KOR) imported from KSeF: what each changed; already in the invoice's figures. */
function Corrections({ invoice }: { invoice: InvoiceDetail }) {
  const id = 'invoice-corrections';
  const c = ksefMessages.page;
  if (!invoice.corrections.length) return null;
  return (
    <TableCard id={id} title={c.corrections}>
      <table className="w-full text-sm">
        <thead>
          <tr className="border-b border-border text-left">
            <th className={th}>{c.correctionColumns.number}</th>
            <th className={th}>{c.correctionColumns.date}</th>
            <th className={th}>{c.correctionColumns.reason}</th>
            <th className={`${th} text-right`}>{c.correctionColumns.net}</th>
            <th className={`${th} text-right`}>{c.correctionColumns.gross}</th>
          </tr>
        </thead>
        <tbody>
          {invoice.corrections.map((k) => (
            <tr key={k.id} className="border-b border-border last:border-0">
              <td className="px-2 py-1.5">
                {k.number}
                {k.ksef_number ? (
                  <span className="block font-mono text-xs text-text-muted">{k.ksef_number}</span>
                ) : null}
              </td>
              <td className="px-2 py-1.5 whitespace-nowrap">{formatDate(k.date_of_issue)}</td>
              <td className="px-2 py-1.5">{k.reason}</td>
              <td className={num}>{formatMoney(k.net_value)}</td>
              <td className={num}>{formatMoney(k.gross_value)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableCard>
  );
}

/**
 * Faktura (`/pl/dashboard/invoices/{id}`): number and KSeF number, the client (its card), the
 * order it was issued for (its page), the dates, status, what is left to pay and how long past
 * due; net, tax and gross per VAT rate; its lines and the payments booked against it.
 */
export function InvoicePage(_: Partial<PageProps>) {
  const id = Number(useRoute().params.invoiceId);
  const invoice = useApiQuery('invoiceById', { params: { id } }, { enabled: id > 0 });
  if (!invoice.data) {
    return (
      <DetailLoadState
        error={invoice.error}
        messages={m}
        backHref={pagePath('invoices', {})}
        onRetry={() => void invoice.refetch()}
      />
    );
  }
  const i = invoice.data;
  return (
    <article className="flex flex-col gap-5">
      <header className="flex flex-wrap items-center gap-3">
        <h1 className="mr-auto text-2xl font-semibold break-words">
          {fillMessage(m.title, { number: i['number-invoices'] })}
        </h1>
        <InvoiceStatusLabel status={i['status-invoices']} overdueDays={i.overdue_days} />
      </header>
      <div className="grid gap-4 lg:grid-cols-2">
        <FactList id="invoice-facts" title={m.facts}>
          <Fact label={m.ksef} wide>
            {i.ksef_number ? (
              <span className="font-mono text-sm break-all">{i.ksef_number}</span>
            ) : (
              <span className="font-normal text-text-muted">{m.ksefNone}</span>
            )}
          </Fact>
          <Fact label={m.client} wide>
            <ClientLink client={{ id: i.client_id, name: i.client }} />
          </Fact>
          <Fact label={m.order}>
            {i.order_id !== null && i.order_number ? (
              <Link href={pagePath('order', { symbol: i.order_id })} className={inlineLinkClass}>
                {i.order_number}
              </Link>
            ) : (
              <span className="font-normal text-text-muted">{m.orderNone}</span>
            )}
          </Fact>
          <Fact label={m.dateOfIssue}>{formatDate(i['date-of-issue'])}</Fact>
          <Fact label={m.shippingDate}>{formatDate(i['delivery-date'])}</Fact>
          <Fact label={m.dateOfPayment}>{formatDate(i['date-of-payment'])}</Fact>
        </FactList>
        <FactList id="invoice-payment" title={m.payment}>
          <Fact label={m.gross}>{formatMoney(i['gross-value'])}</Fact>
          <Fact label={m.leftToPay}>
            <LeftToPay grosze={i['left-to-pay']} />
          </Fact>
          <Fact label={m.overdueDays}>
            {i.overdue_days > 0 ? (
              <span className="text-danger">{formatDays(i.overdue_days)}</span>
            ) : (
              <span className="font-normal text-text-muted">{m.notOverdue}</span>
            )}
          </Fact>
          <Fact label={m.status}>
            <InvoiceStatusLabel status={i['status-invoices']} overdueDays={i.overdue_days} />
          </Fact>
        </FactList>
      </div>
      <KsefBlock invoice={i} />
      <VatSummary invoice={i} />
      <Corrections invoice={i} />
      <Lines invoice={i} />
      <Payments invoice={i} />
    </article>
  );
}
