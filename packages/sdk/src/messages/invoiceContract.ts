/**
 * Polish text of the invoices contract (contract/invoices.ts: invoices, a client's invoices,
 * settlements): the validation errors of its zod schemas and the one-line summaries of its calls
 * (docs/contract.md, the OpenAPI document).
 */
export const invoiceContractMessages = {
  status: 'Nieznany status faktury.',
  ksefNumber: 'Nieprawidłowy numer KSeF (format NIP-RRRRMMDD-XXXXXXXXXXXX-CC).',
  paymentMethod: 'Nieznana forma płatności.',
  /** One line per call, for docs/contract.md and the OpenAPI document. */
  summaries: {
    invoiceList:
      'Wszystkie faktury; filtry status, client_id, since/until (data wystawienia), updated_since (zmienione od tej chwili: import, wpłata); szukanie po numerze i kliencie.',
    invoiceById: 'Jedna faktura: numer KSeF, zamówienie, z którego powstała, sumy według stawek VAT, pozycje i wpłaty.',
    invoiceXml:
      'Oryginalny plik XML faktury (KSeF FA(3)) dokładnie taki, jaki zaimportowano; 404 dla faktury bez pliku.',
    clientInvoiceList: 'Faktury klienta; filtry status i since/until (data wystawienia); szukanie po numerze.',
    settlementList:
      'Rozrachunki: wpłaty klientów rozliczone z fakturami; filtry client_id, method, since/until (data wpłaty).',
  },
} as const;
