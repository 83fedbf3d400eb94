/**
 * NIP, the Polish tax identification number: ten digits, the tenth a check digit over the first
 * nine (weights 6, 5, 7, 2, 3, 4, 5, 6, 7, sum modulo 11; a sum giving 10 is never issued).
 */

/** Weights of the NIP check digit. */
export const NIP_WEIGHTS = [6, 5, 7, 2, 3, 4, 5, 6, 7] as const;

/** The ten digits of `nip` with spaces, dashes and a `PL` prefix left out, or null when it is not ten digits. */
export function nipDigits(nip: string): string | null {
  const digits = nip.trim().replace(/^PL/i, '').replace(/[\s-]/g, '');
  return /^\d{10}$/.test(digits) ? digits : null;
}

/** Whether `nip` is ten digits (spaces and dashes allowed) whose check digit is right. */
export function isValidNip(nip: string): boolean {
  const digits = nipDigits(nip);
  if (!digits) return false;
  let sum = 0;
  for (let i = 0; i < 9; i++) sum += Number(digits[i]) * (NIP_WEIGHTS[i] as number);
  const check = sum % 11;
  return check !== 10 && check === Number(digits[9]);
}

/**
 * A NIP as people write it, `123-456-78-90` (the tax office's grouping); a value that is not ten
 * digits is returned as given, so nothing is hidden.
 */
export function formatNip(nip: string): string {
  const d = nipDigits(nip);
  return d ? `${d.slice(0, 3)}-${d.slice(3, 6)}-${d.slice(6, 8)}-${d.slice(8)}` : nip;
}
