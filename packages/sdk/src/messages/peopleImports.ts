/**
 * Polish text of the imports of staff accounts, clients, contacts and payments (docs/imports.md):
 * why a row is rejected, why a whole file is refused, and the set-password message a new account
 * gets. Placeholders in braces are filled by `formatMessage`.
 */
export const peopleImportMessages = {
  /** Why a row is rejected. */
  row: {
    username: 'Niepoprawny login „{value}”: dozwolone litery, cyfry, „.”, „_”, „-” i „@”, do {max} znaków.',
    email: 'Niepoprawny adres e-mail „{value}”.',
    role: 'Nieznana rola „{value}”. Dozwolone: {allowed}.',
    bool: 'Niepoprawna wartość „{value}”: wpisz tak albo nie (1 albo 0).',
    source: 'Niepoprawne źródło konta „{value}”: dozwolone erp, ad, local.',
    warehouseList: 'Niepoprawny kod magazynu „{value}” na liście dostępnych magazynów.',
    unknownWarehouses: 'Nie ma magazynu {codes}: najpierw zaimportuj go z listą magazynów.',
    foreignWarehouses: 'Magazyn {codes} należy do innej firmy niż firma użytkownika ({company}).',
    defaultNotAvailable: 'Magazyn domyślny {code} musi być na liście dostępnych magazynów.',
    days: 'Niepoprawna liczba dni „{value}”: wpisz liczbę całkowitą od 0 do 365.',
    unknownSalesperson: 'Nie ma użytkownika „{value}”: najpierw zaimportuj pracowników.',
    unknownClient: 'Nie ma klienta o kodzie {value}: najpierw zaimportuj klientów.',
    unknownInvoice: 'Nie ma faktury {value}: najpierw zaimportuj faktury.',
    method: 'Nieznana forma płatności „{value}”. Dozwolone: przelew, gotówka, karta, kompensata.',
    amountZero: 'Kwota płatności musi być większa od zera.',
    samePayment:
      'Ta sama płatność co w wierszu {row} (faktura, data, kwota i forma): płatność liczy się raz. Różne płatności rozróżnia kolumna „payment_id”.',
  },
  /** Refusals of a whole file (nothing written, also with „importuj poprawne wiersze”). */
  file: {
    rank: 'Plik odrzucony, nic nie zapisano. Wiersz {row} (konto {username}): {reason}',
    rankLeftOut: 'Plik odrzucony, nic nie zapisano. Import pełny dezaktywowałby konto {username}: {reason}',
    lastAdmin:
      'Plik odrzucony, nic nie zapisano: po imporcie nie zostałby żaden aktywny administrator (rola Administrators). Zostaw w pliku co najmniej jedno aktywne konto administratora.',
    unknownPayer:
      'Plik odrzucony, nic nie zapisano. Wiersz {row}: nie ma klienta-płatnika o kodzie {payer} ani w systemie, ani w pliku.',
  },
  /** The message a new account gets in the outbox (the same way as a password reset link). */
  setPassword: {
    subject: 'Konto w salesdesk: ustaw hasło',
    body: 'Dzień dobry {name},\n\nzałożyliśmy Ci konto w salesdesk (login: {username}). Aby ustawić hasło, otwórz: {link}\nLink jest ważny przez {days} dni. Jeśli wygaśnie, poproś o nowy na stronie logowania („Nie pamiętasz hasła?”).',
  },
} as const;
