/** Figures of an invoice derived from its stored fields, shared by the server and the mock backend. */

const DAY_MS = 86_400_000;

/**
 * Days an invoice is past its date of payment on `today` (both `YYYY-MM-DD`, business days):
 * 0 when nothing is left to pay or it is not due yet.
 */
export function overdueDaysOf(dateOfPayment: string, leftToPay: number, today: string): number {
  if (leftToPay <= 0) return 0;
  const days = Math.round((Date.parse(today) - Date.parse(dateOfPayment)) / DAY_MS);
  return Math.max(days, 0);
}

/** A line as far as the VAT summary needs it: its rate and its net and gross values in grosze. */
export interface VatLine {
  tax_rate: number;
  net_value: number;
  gross_value: number;
}

/** Net, tax and gross of the lines of one VAT rate. */
export interface VatRateSum {
  tax_rate: number;
  net_value: number;
  tax_value: number;
  gross_value: number;
}

/**
 * The invoice's summary by VAT rate (the table under every Polish invoice): lines summed per
 * rate, tax as gross minus net of those lines, highest rate first.
 */
export function vatRateSums(lines: readonly VatLine[]): VatRateSum[] {
  const byRate = new Map<number, VatRateSum>();
  for (const line of lines) {
    const sum = byRate.get(line.tax_rate) ?? { tax_rate: line.tax_rate, net_value: 0, tax_value: 0, gross_value: 0 };
    sum.net_value += line.net_value;
    sum.gross_value += line.gross_value;
    sum.tax_value = sum.gross_value - sum.net_value;
    byRate.set(line.tax_rate, sum);
  }
  return [...byRate.values()].sort((a, b) => b.tax_rate - a.tax_rate);
}
