import { z } from 'zod';
import { isValidKsefNumber } from '../domain/ksef';
import { invoiceContractMessages as m } from '../messages/invoiceContract';
import { updatedSinceSchema } from './changes';
import { fileAnswerSchema, idParam, idParams, isoDate, listQuery, listResponse } from './common';
import { defineEndpoint } from './endpoint';

/**
 * Invoice statuses. `overdue`: not fully paid and the date of payment has passed; `partially_paid`
 * and `unpaid` are not yet due. The status always agrees with the payments (left-to-pay).
 */
export const INVOICE_STATUSES = ['paid', 'partially_paid', 'unpaid', 'overdue'] as const;
/** An invoice status. */
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];
const invoiceStatus = z.enum(INVOICE_STATUSES, { error: m.status });

const money = z.number().int();
/** Days an unpaid invoice is past its date of payment; 0 when paid or not yet due. */
const overdueDays = z.number().int().nonnegative();

/**
 * A KSeF number (national e-invoice system): `NIP-RRRRMMDD-XXXXXXXXXXXX-CC`, 35 characters with a
 * CRC-8 checksum (`isValidKsefNumber`).
 */
export const ksefNumberSchema = z.string().refine(isValidKsefNumber, { error: m.ksefNumber });

/** A row of the global invoices list; keys of SPEC §3 verbatim (hyphenated). Money in grosze. */
export const invoiceListItemSchema = z.object({
  id: z.number().int().positive(),
  'number-invoices': z.string(),
  client: z.string(),
  client_id: z.number().int().positive(),
  'date-of-issue': isoDate,
  'delivery-date': isoDate,
  'date-of-payment': isoDate,
  'net-value': money,
  'gross-value': money,
  'status-invoices': invoiceStatus,
  'left-to-pay': money,
  overdue_days: overdueDays,
});
/** A row of the global invoices list. */
export type InvoiceListItem = z.infer<typeof invoiceListItemSchema>;

/** A row of a client's invoices list; keys of SPEC §3 verbatim. */
export const clientInvoiceSchema = z.object({
  id: z.number().int().positive(),
  'invoice-number': z.string(),
  'date-of-issue': isoDate,
  'shipping-date': isoDate,
  'date-of-payment': isoDate,
  'net-value': money,
  'gross-value': money,
  status: invoiceStatus,
  'left-to-pay': money,
  overdue_days: overdueDays,
});
/** A row of a client's invoices list. */
export type ClientInvoice = z.infer<typeof clientInvoiceSchema>;

/** A line of an invoice. Money in grosze; tax_rate an integer percent. */
export const invoiceLineSchema = z.object({
  ordinal_no: z.number().int().positive(),
  name: z.string(),
  quantity: z.number(),
  unit: z.string(),
  unit_price: money,
  tax_rate: z.number().int(),
  net_value: money,
  gross_value: money,
});

/** Payment methods of a settlement. */
export const PAYMENT_METHODS = ['transfer', 'cash', 'card', 'compensation'] as const;

/** A payment booked against an invoice. */
export const invoicePaymentSchema = z.object({
  id: z.number().int().positive(),
  payment_date: isoDate,
  amount: money,
  method: z.enum(PAYMENT_METHODS),
});

/** Net, tax and gross of an invoice's lines of one VAT rate (what the invoice's summary table shows). */
export const vatRateSumSchema = z.object({
  tax_rate: z.number().int(),
  net_value: money,
  tax_value: money,
  gross_value: money,
});

/**
 * A correction (`KOR`) of an invoice imported from KSeF: its sums are differences, already in the
 * corrected invoice's net and gross.
 */
export const invoiceCorrectionSchema = z.object({
  id: z.number().int().positive(),
  number: z.string(),
  ksef_number: ksefNumberSchema.nullable(),
  date_of_issue: isoDate,
  reason: z.string(),
  /** The change of net and gross, grosze (negative: lowered). */
  net_value: money,
  gross_value: money,
  /** The correction's own verification link (KOD I). */
  ksef_verification_url: z.string().nullable(),
});
/** A correction of an invoice. */
export type InvoiceCorrection = z.infer<typeof invoiceCorrectionSchema>;

/** One invoice: the list row plus its KSeF number, the order it came from, its VAT summary, lines and payments. */
export const invoiceDetailSchema = invoiceListItemSchema.extend({
  /** The national e-invoice system's number; null for invoices issued before KSeF (`KSEF_START_DATE`). */
  ksef_number: ksefNumberSchema.nullable(),
  /**
   * The verification link (KOD I, kody-qr.md): `https://qr.ksef.mf.gov.pl/invoice/{seller NIP}/
   * {issue date DD-MM-YYYY}/{SHA-256 of the FA(3) file, Base64URL}` (the host per the server's
   * `KSEF_ENV`). Present when the invoice was imported from its FA(3) file (whose original
   * `invoiceXml` hands out), null otherwise.
   */
  ksef_verification_url: z.string().nullable(),
  /** Corrections of the invoice imported from KSeF, oldest first. */
  corrections: z.array(invoiceCorrectionSchema),
  /** The order the invoice was issued for, when there is one. */
  order_id: z.number().int().positive().nullable(),
  order_number: z.string().nullable(),
  /** Net, tax and gross per VAT rate, highest rate first. */
  vat_summary: z.array(vatRateSumSchema),
  lines: z.array(invoiceLineSchema),
  payments: z.array(invoicePaymentSchema),
});
/** One invoice with lines and payments. */
export type InvoiceDetail = z.infer<typeof invoiceDetailSchema>;

/** A settlement: one payment of a client matched to one invoice. */
export const settlementSchema = z.object({
  id: z.number().int().positive(),
  client_id: z.number().int().positive(),
  client: z.string(),
  invoice_id: z.number().int().positive(),
  invoice_number: z.string(),
  payment_date: isoDate,
  amount: money,
  method: z.enum(PAYMENT_METHODS),
});
/** A settlement (payment matched to an invoice). */
export type Settlement = z.infer<typeof settlementSchema>;

const dateRange = {
  /** From this date of issue (payment date for settlements), inclusive. */
  since: isoDate.optional(),
  /** Up to this date, inclusive. */
  until: isoDate.optional(),
};

/** Sort keys of the global invoices list. */
export const INVOICE_SORT_FIELDS = [
  'number-invoices',
  'client',
  'date-of-issue',
  'delivery-date',
  'date-of-payment',
  'net-value',
  'gross-value',
  'status-invoices',
  'left-to-pay',
] as const;
/** Sort keys of a client's invoices list. */
export const CLIENT_INVOICE_SORT_FIELDS = [
  'invoice-number',
  'date-of-issue',
  'shipping-date',
  'date-of-payment',
  'net-value',
  'gross-value',
  'status',
  'left-to-pay',
] as const;
/** Sort keys of the settlements list. */
export const SETTLEMENT_SORT_FIELDS = ['payment_date', 'amount', 'client', 'invoice_number'] as const;

/** Invoice and settlement calls (designed here: SPEC §3 gives only their columns). */
export const invoiceEndpoints = {
  invoiceList: defineEndpoint({
    method: 'GET',
    path: '/api/invoices',
    summary: m.summaries.invoiceList,
    auth: 'user',
    query: listQuery(INVOICE_SORT_FIELDS, {
      status: invoiceStatus.optional(),
      client_id: idParam.optional(),
      ...dateRange,
      /** Changed at or after this instant (an import, a payment), ISO 8601 with an offset. */
      updated_since: updatedSinceSchema.optional(),
    }),
    response: listResponse(invoiceListItemSchema),
  }),
  invoiceById: defineEndpoint({
    method: 'GET',
    path: '/api/invoices/:id',
    summary: m.summaries.invoiceById,
    auth: 'user',
    params: idParams,
    response: invoiceDetailSchema,
  }),
  invoiceXml: defineEndpoint({
    method: 'GET',
    path: '/api/invoices/:id/xml',
    summary: m.summaries.invoiceXml,
    auth: 'user',
    params: idParams,
    answers: 'file',
    response: fileAnswerSchema,
  }),
  clientInvoiceList: defineEndpoint({
    method: 'GET',
    path: '/api/client/:clientId/invoice-list',
    summary: m.summaries.clientInvoiceList,
    auth: 'user',
    params: z.object({ clientId: idParam }),
    query: listQuery(CLIENT_INVOICE_SORT_FIELDS, { status: invoiceStatus.optional(), ...dateRange }),
    response: listResponse(clientInvoiceSchema),
  }),
  settlementList: defineEndpoint({
    method: 'GET',
    path: '/api/settlements',
    summary: m.summaries.settlementList,
    auth: 'user',
    query: listQuery(SETTLEMENT_SORT_FIELDS, {
      client_id: idParam.optional(),
      method: z.enum(PAYMENT_METHODS, { error: m.paymentMethod }).optional(),
      ...dateRange,
    }),
    response: listResponse(settlementSchema),
  }),
} as const;
