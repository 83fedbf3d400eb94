import type { DocumentKind } from '@salesdesk/sdk';
import type { BlockedSalesContext } from '../clients/BlockedSalesNotice';

/** What the document workspace does differently for one kind of document. */
export interface DocumentKindTraits {
  /** Whether whole price groups can be added to it (a background job of offers). */
  readonly addsPriceGroups: boolean;
  /** Whether the client's credit is warned about (an order is what uses the credit). */
  readonly creditWarnings: boolean;
  /** Which blocked-sales notice it shows, for a document that exists and for one being made. */
  readonly blockedNotice: { readonly existing: BlockedSalesContext; readonly new: BlockedSalesContext };
}

/**
 * Per-kind traits of the workspace's pieces: everything else is written once and takes the kind.
 * A blocked client may still get offers, so the offer's notice is the same before and after it exists.
 */
export const DOCUMENT_KIND_TRAITS: Readonly<Record<DocumentKind, DocumentKindTraits>> = {
  offer: { addsPriceGroups: true, creditWarnings: false, blockedNotice: { existing: 'offer', new: 'offer' } },
  order: { addsPriceGroups: false, creditWarnings: true, blockedNotice: { existing: 'order', new: 'newOrder' } },
};
