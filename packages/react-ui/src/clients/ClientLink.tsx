import type { ReactNode } from 'react';
import { Link } from 'react-aria-components';
import { inlineLinkClass } from '../invoices/InvoiceLink';
import { pagePath } from '../pages/pageRegistry';
import { clientPathParam } from './clientParam';

/** The card of a client: `/pl/dashboard/clients/{id}-{slug}` (with an optional query, e.g. a tab). */
export function clientHref(
  client: { id: number; name?: string | null | undefined },
  search?: Record<string, string | number | undefined>,
): string {
  return pagePath('client', { clientName: clientPathParam(client) }, search);
}

/** Props of {@link ClientLink}. */
export interface ClientLinkProps {
  client: { id: number; name: string };
  /** The link's text (default: the client's name). */
  children?: ReactNode;
  className?: string;
}

/**
 * A client's name as a link to its card. A react-aria link, so inside a table row that is itself
 * a link (an invoice, an order) a press on the name opens the client, not the row.
 */
export function ClientLink({ client, children, className = inlineLinkClass }: ClientLinkProps) {
  return (
    <Link href={clientHref(client)} className={className}>
      {children ?? client.name}
    </Link>
  );
}
