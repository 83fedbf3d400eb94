/** Polish texts of the catalogue, stock and supplier calls (shared by the sdk and the server). */
export const catalogueMessages = {
  warehouse: {
    format: 'Kod magazynu musi składać się z 2–10 wielkich liter lub cyfr.',
    unknown: 'Nieznany magazyn: {code}.',
    forbidden: 'Nie masz dostępu do magazynu {code}.',
    none: 'Nie masz przypisanego żadnego magazynu.',
    tooMany: 'Można podać najwyżej 20 magazynów.',
  },
  product: {
    notFound: 'Nie znaleziono produktu o identyfikatorze {id}.',
    tooManyIds: 'Można podać najwyżej 200 identyfikatorów produktów.',
    taxRate: 'Stawka VAT musi być jedną z: 23, 8, 5, 0.',
    ean: 'Kod EAN musi mieć 13 cyfr z poprawną cyfrą kontrolną.',
  },
  changes: {
    field:
      'Nieznane pole historii. Dozwolone: catalog_price, buy_price, recommended_price, minimal_price, market_price, stock_quantity, available_stock, incoming, warehouse_date, forward_to.',
  },
  attribute: {
    code: 'Kod atrybutu może zawierać tylko małe litery, cyfry i podkreślenia (do 50 znaków).',
    tooMany: 'Można podać najwyżej 50 kodów atrybutów.',
  },
  related: {
    type: 'Nieznany rodzaj powiązania. Dozwolone: accessories, substitutes, similar.',
    variant: 'Nieznany wariant. Dozwolone: all, in_stock.',
  },
  filter: {
    boolean: 'Wartość musi być jedną z: true, false, 1, 0.',
    text: 'Wartość filtra może mieć najwyżej 100 znaków.',
  },
  match: {
    rowsRequired: 'Podaj co najmniej jeden wiersz do dopasowania.',
    tooManyRows: 'Jedno dopasowanie obejmuje najwyżej {max} wierszy.',
    textRequired: 'Podaj symbol, EAN lub nazwę produktu.',
    textTooLong: 'Tekst wiersza może mieć najwyżej {max} znaków.',
    control: 'Tekst wiersza nie może zawierać znaków sterujących (tabulatorów, końców linii).',
    quantity: 'Ilość musi być liczbą większą od zera.',
    unit: 'Jednostka może mieć najwyżej 20 znaków.',
    unitControl: 'Jednostka nie może zawierać znaków sterujących (tabulatorów, końców linii).',
    unresolved: 'Nie zdążono dopasować tej pozycji — wyślij ją ponownie.',
    busyUser: 'Trwa już dopasowanie Twoich list ({count} naraz). Poczekaj na wynik i spróbuj ponownie za {seconds} s.',
    busy: 'Serwer dopasowuje teraz wiele list naraz. Spróbuj ponownie za {seconds} s.',
    kind: 'Rodzaj musi być jednym z: symbol, ean, name.',
    noQuantity: 'Brak ilości – przyjęto {quantity}',
    packs: '{given} × {packaging} w opakowaniu zbiorczym = {quantity}.',
    unitMismatch: 'Jednostka „{given}” nie jest jednostką produktu ({uom}) – sprawdź ilość.',
    roundedUp: 'Zaokrąglono w górę z {from} do {to} (sprzedaż tylko w całych jednostkach).',
  },
  stats: {
    month: 'Miesiąc musi mieć format RRRR-MM.',
    months: 'Liczba miesięcy musi być liczbą całkowitą od 1 do 36.',
  },
} as const;

/**
 * Polish one-line summaries of the catalogue, stock and supplier calls (contract/products.ts,
 * inventory.ts, productFacets.ts, productMatch.ts, suppliers.ts) for docs/contract.md and the
 * OpenAPI document; their validation errors are in {@link catalogueMessages}.
 */
export const catalogueContractMessages = {
  /** One line per call. */
  summaries: {
    productsAll: 'Katalog produktów ze stanem w wybranym magazynie.',
    productList: 'Zwięzła lista produktów (bez stanów) do list wyboru.',
    productPrices:
      'Pięć cen produktów (katalogowa, zakupu, rekomendowana, minimalna, rynkowa), opcjonalnie dla podanych id.',
    productSearch:
      'Wyszukiwarka produktów (ranking trafności bez sortowania, dokładny symbol/EAN najpierw) z dostępnością w sieci magazynów (cd_available_stock).',
    productAttributes: 'Atrybuty produktów, filtr attribute_code przyjmuje listę kodów.',
    productsRelated: 'Produkty powiązane (akcesoria, zamienniki, podobne), wszystkie lub tylko dostępne.',
    productChanges:
      'Historia cen i stanów produktu z importów, najnowsze najpierw: stare i nowe wartości (ceny w groszach), magazyn i plik importu.',
    salesStats: 'Sprzedaż zalogowanego użytkownika w kolejnych miesiącach z sumą.',
    productInWarehouses: 'Stan produktu we wszystkich magazynach firmy użytkownika, najpierw w jego własnych.',
    warehouseProducts: 'Produkty magazynu ze stanami, cenami i dostawą w drodze.',
    stockWarehouses:
      'Magazyny, których stany użytkownik może oglądać: jego dostępne magazyny, a administrator wszystkie (najpierw własne).',
    productFacets:
      'Wartości filtrów katalogu: producenci, jednostki miary i grupy cenowe produktów (bez powtórzeń, posortowane).',
    productMatch:
      'Dopasowuje wiersze wklejonej listy materiałów do produktów: dokładny symbol/EAN, pewna nazwa albo „do wyboru” z pięcioma kandydatami; ilość w jednostce produktu i stan dostępny. Praca wywołania ma budżet czasu: wiersze, do których nie doszło, mają `status: unresolved` i komunikat — wyślij je ponownie. Najwyżej 2 dopasowania naraz na użytkownika (dalej 429 z `Retry-After`), 503 gdy serwer jest zajęty.',
    supplierList: 'Dostawcy (wyszukiwanie po początku nazwy lub NIP).',
  },
} as const;
