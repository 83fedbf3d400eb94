import type { DocumentKind } from '@salesdesk/sdk';
import { ClientLink } from '../clients/ClientLink';
import { StatusBadge, type StatusBadgeProps, statusLabel } from '../controls/StatusBadge';
import type { ColumnDef } from '../table/columns';

/** A row of a document list: who the document is for and who receives it. */
interface PartiesRow {
  client_id: number;
  receiver_id?: number | null | undefined;
  customer_fullname: string;
  receiver_fullname: string;
}

/**
 * The client and receiver columns of a document list, each a link to the client's card; on a
 * phone's card the client is the subtitle.
 */
export function partiesColumns<Row extends PartiesRow>(headers: {
  customer_fullname: string;
  receiver_fullname: string;
}): ColumnDef<Row>[] {
  return [
    {
      key: 'customer_fullname',
      header: headers.customer_fullname,
      wide: true,
      card: 'subtitle',
      cell: (row) => <ClientLink client={{ id: row.client_id, name: row.customer_fullname }} />,
      text: (row) => row.customer_fullname,
    },
    {
      key: 'receiver_fullname',
      header: headers.receiver_fullname,
      wide: true,
      // Without a receiver of its own the document goes to the client.
      cell: (row) => <ClientLink client={{ id: row.receiver_id ?? row.client_id, name: row.receiver_fullname }} />,
      text: (row) => row.receiver_fullname,
    },
  ];
}

/** The status column of a document list of `kind`: a coloured badge, its label in exports; the card's badge. */
export function statusColumn<Row extends { status: string }>(kind: DocumentKind, header: string): ColumnDef<Row> {
  return {
    key: 'status',
    header,
    card: 'badge',
    // The row's own kind of status: a list holds documents of one kind.
    cell: (row) => <StatusBadge {...({ kind, status: row.status } as StatusBadgeProps)} />,
    text: (row) => statusLabel(kind, row.status),
  };
}
