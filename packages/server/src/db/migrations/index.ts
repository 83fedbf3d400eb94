import { init } from './001_init';
import { catalogue } from './002_catalogue';
import { reference } from './003_reference';
import { offers } from './004_offers';
import { stockByProduct } from './005_stock_by_product';
import { outboxDocuments } from './006_outbox_documents';
import { orderApproval } from './007_order_approval';
import { productEan } from './008_product_ean';
import { documents } from './009_documents';
import { apiTokens } from './010_api_tokens';
import { clientCredit } from './011_client_credit';
import { rankedSearch } from './012_ranked_search';
import { companyDetails } from './013_company_details';
import { authEpoch } from './014_auth_epoch';
import { orderOffer } from './015_order_offer';
import { lineDiscount } from './016_line_discount';
import { idempotentCreates } from './017_idempotent_creates';
import { imports } from './018_imports';
import { importJobs } from './019_import_jobs';
import { importUploads } from './020_import_uploads';
import { productChanges } from './021_product_changes';
import { searchBulk } from './022_search_bulk';
import { importApplyChunks } from './023_import_apply_chunks';
import { peopleImports } from './024_people_imports';
import { ksefInvoices } from './025_ksef_invoices';
import { events } from './026_events';
import { mailDelivery } from './028_mail_delivery';
import { searchSynonyms } from './029_search_synonyms';
import { learnedMatches } from './030_learned_matches';
import { referenceUpdatedAt } from './031_reference_updated_at';

/** A schema change, applied once, in order, inside a transaction. */
export interface Migration {
  readonly version: number;
  readonly name: string;
  readonly sql: string;
}

/**
 * Every migration in order. Append new ones with the next version; never edit one that has
 * shipped: a database records the versions it has applied in `schema_migrations`.
 */
export const migrations: readonly Migration[] = [
  { version: 1, name: 'init', sql: init },
  { version: 2, name: 'catalogue', sql: catalogue },
  { version: 3, name: 'reference', sql: reference },
  { version: 4, name: 'offers', sql: offers },
  { version: 5, name: 'stock-by-product', sql: stockByProduct },
  { version: 6, name: 'outbox-documents', sql: outboxDocuments },
  { version: 7, name: 'order-approval', sql: orderApproval },
  { version: 8, name: 'product-ean', sql: productEan },
  { version: 9, name: 'documents', sql: documents },
  { version: 10, name: 'api-tokens', sql: apiTokens },
  { version: 11, name: 'client-credit', sql: clientCredit },
  { version: 12, name: 'ranked-search', sql: rankedSearch },
  { version: 13, name: 'company-details', sql: companyDetails },
  { version: 14, name: 'auth-epoch', sql: authEpoch },
  { version: 15, name: 'order-offer', sql: orderOffer },
  { version: 16, name: 'line-discount', sql: lineDiscount },
  { version: 17, name: 'idempotent-creates', sql: idempotentCreates },
  { version: 18, name: 'imports', sql: imports },
  { version: 19, name: 'import-jobs', sql: importJobs },
  { version: 20, name: 'import-uploads', sql: importUploads },
  { version: 21, name: 'product-changes', sql: productChanges },
  { version: 22, name: 'search-bulk', sql: searchBulk },
  { version: 23, name: 'import-apply-chunks', sql: importApplyChunks },
  { version: 24, name: 'people-imports', sql: peopleImports },
  { version: 25, name: 'ksef-invoices', sql: ksefInvoices },
  { version: 26, name: 'events', sql: events },
  { version: 28, name: 'mail-delivery', sql: mailDelivery },
  { version: 29, name: 'search-synonyms', sql: searchSynonyms },
  { version: 30, name: 'learned-matches', sql: learnedMatches },
  { version: 31, name: 'reference-updated-at', sql: referenceUpdatedAt },
];
