/**
 * Polish text of the clients contract (contract/clients.ts: the clients, their contacts and
 * payers): the validation errors of its zod schemas and the one-line summaries of its calls
 * (docs/contract.md, the OpenAPI document). Not `clientMessages` (./client.ts), which are the
 * browser side's own texts.
 */
export const clientsContractMessages = {
  nip: 'NIP to do 10 cyfr.',
  /** One line per call, for docs/contract.md and the OpenAPI document. */
  summaries: {
    clientList:
      'Lista klientów (konwencja list; szukanie po nazwie, NIP i numerze ERP); updated_since: zmienieni od tej chwili.',
    clientById:
      'Jeden klient z adresem, warunkami płatności, wykorzystaniem limitu kredytowego, zaległościami i blokadą sprzedaży.',
    clientContacts: 'Osoby kontaktowe klienta (konwencja list).',
    recipientPayer: 'Płatnik odbiorcy: klient płacący za dostawy do odbiorcy (on sam, gdy nie wskazano innego).',
  },
} as const;
