import { formatQuantity } from '../format/formats';
import { catalogueMessages } from '../messages/catalogue';
import { formatMessage } from '../messages/pl';
import { isWholeUnit } from './units';

const m = catalogueMessages.match;

/**
 * Units as people write them in material lists, by what they measure. `mb` (metr bieżący, a
 * running metre) is a metre; a pack (`op.`, `karton`, `krążek` of cable) is counted in the
 * product's collective packaging.
 */
const UNIT_KINDS: Record<string, readonly string[]> = {
  szt: ['szt', 'szt.', 'sztuka', 'sztuki', 'sztuk', 'sztukę', 'pcs'],
  m: ['m', 'm.', 'mb', 'mb.', 'm.b.', 'mbd', 'mtr', 'metr', 'metry', 'metrów', 'metra'],
  m2: ['m2', 'm²', 'mkw', 'm.kw.', 'mkw.'],
  m3: ['m3', 'm³'],
  kg: ['kg', 'kg.', 'kilogram', 'kilogramy', 'kilogramów'],
  t: ['t', 'tona', 'tony', 'ton'],
  l: ['l', 'l.', 'litr', 'litry', 'litrów'],
  ark: ['ark', 'ark.', 'arkusz', 'arkusze', 'arkuszy'],
  kpl: ['kpl', 'kpl.', 'komplet', 'komplety', 'kompletów', 'kompl.'],
  rolka: ['rolka', 'rolki', 'rolek', 'rol.', 'rl'],
  paleta: ['paleta', 'palety', 'palet', 'pal.'],
  para: ['para', 'pary', 'par'],
  bl: ['bl', 'bl.'],
  zgr: ['zgr', 'zgr.', 'zgrzewka', 'zgrzewki', 'zgrzewek'],
  op: [
    'op',
    'op.',
    'opak',
    'opak.',
    'opakowanie',
    'opakowania',
    'opakowań',
    'karton',
    'kartony',
    'kartonów',
    'krążek',
    'krążki',
    'krążków',
    'bęben',
    'bębny',
  ],
};

const KIND_OF_UNIT = new Map<string, string>();
for (const [kind, spellings] of Object.entries(UNIT_KINDS)) {
  for (const spelling of spellings) KIND_OF_UNIT.set(spelling, kind);
}

/** What a unit measures (`mb` → `m`, `sztuki` → `szt`), or null for a unit this list does not know. */
export function unitKind(unit: string): string | null {
  return KIND_OF_UNIT.get(unit.trim().toLocaleLowerCase('pl-PL')) ?? null;
}

/** Every spelling of a unit {@link unitKind} knows (the pasted-list parser recognises these after a number). */
export function knownUnitSpellings(): string[] {
  return [...KIND_OF_UNIT.keys()];
}

/** A product's side of a conversion: its unit of sale and collective packaging (in that unit). */
export interface ConversionTarget {
  uom: string;
  collective_packaging?: number | null | undefined;
}

/** A quantity in the product's unit, with what was done to it, in Polish. */
export interface ConvertedQuantity {
  quantity: number;
  /** The notes a person should read (a default, a rounding, a pack counted, a unit that does not fit). */
  notes: string[];
  /** The unit given is not the product's and could not be converted: the quantity is as given. */
  unit_mismatch: boolean;
}

/**
 * A pasted quantity in the unit of the product it matched: the same number when the units
 * measure the same thing (`mb` for `m`), a pack (`op.`, `krążek`) times the product's collective
 * packaging, a missing quantity taken as 1; whole-number units (SPEC §5) rounded up to the next
 * whole number, others to 3 decimals. Every change is said in a note; a unit that cannot be
 * converted keeps the number and says so, never guesses a factor.
 */
export function convertQuantity(
  quantity: number | null | undefined,
  unit: string | null | undefined,
  target: ConversionTarget,
): ConvertedQuantity {
  const notes: string[] = [];
  let value: number;
  let mismatch = false;
  if (quantity === null || quantity === undefined || !Number.isFinite(quantity) || quantity <= 0) {
    value = 1;
    notes.push(formatMessage(m.noQuantity, { quantity: formatQuantity(1, target.uom) }));
  } else {
    value = quantity;
    const given = unit?.trim() ?? '';
    const from = given ? unitKind(given) : null;
    const to = unitKind(target.uom);
    if (given && from !== to && !(from === null && given.toLowerCase() === target.uom.toLowerCase())) {
      const packaging = target.collective_packaging ?? 0;
      if (from === 'op' && packaging > 0) {
        value = quantity * packaging;
        notes.push(
          formatMessage(m.packs, {
            given: `${formatQuantity(quantity, '')} ${given}`,
            quantity: formatQuantity(value, target.uom),
            packaging: formatQuantity(packaging, target.uom),
          }),
        );
      } else {
        mismatch = true;
        notes.push(formatMessage(m.unitMismatch, { given, uom: target.uom }));
      }
    }
  }
  if (isWholeUnit(target.uom)) {
    const whole = Math.ceil(value - 1e-9);
    if (whole !== value) {
      notes.push(
        formatMessage(m.roundedUp, {
          from: formatQuantity(value, ''),
          to: formatQuantity(whole, target.uom),
        }),
      );
      value = whole;
    }
  } else {
    value = Math.round(value * 1000) / 1000;
  }
  return { quantity: value, notes, unit_mismatch: mismatch };
}
