import type { ReactNode } from 'react';
import { Link } from 'react-aria-components';
import { pagePath } from '../pages/pageRegistry';

/** Props of {@link InvoiceLink}. */
export interface InvoiceLinkProps {
  invoice: { id: number; number: string };
  children?: ReactNode;
  className?: string;
}

/** Classes of the links inside table cells and facts (client names, invoice and order numbers). */
export const inlineLinkClass =
  'rounded-sm text-primary-800 underline decoration-primary-600/40 underline-offset-2 outline-none data-[focus-visible]:ring-2 data-[focus-visible]:ring-focus data-[hovered]:decoration-primary-700 dark:text-primary-300';

/**
 * An invoice number as a link to the invoice. A react-aria link, so inside a table row that is
 * itself a link a press on the number opens the invoice, not the row.
 */
export function InvoiceLink({ invoice, children, className = inlineLinkClass }: InvoiceLinkProps) {
  return (
    <Link href={pagePath('invoice', { invoiceId: invoice.id })} className={className}>
      {children ?? invoice.number}
    </Link>
  );
}
