import { ADMIN_ROLE } from './access';
import { documentTotals, type PricedLine } from './money';

/** Approval levels, lowest first (SPEC §6: branch manager, regional manager, board). */
export const APPROVAL_LEVELS = ['none', 'branch_manager', 'regional_manager', 'board'] as const;
/** An approval level. */
export type ApprovalLevel = (typeof APPROVAL_LEVELS)[number];

/**
 * The approval threshold (server configuration, `GET /api/offer/acceptant-threshold`): the
 * margin in percent an offer must reach without approval, and the widths of the bands below it.
 * A shortfall up to `branch_manager_band` points needs the branch manager, up to
 * `regional_manager_band` the regional manager, more the board.
 */
export interface ApprovalThreshold {
  margin_threshold: number;
  branch_manager_band: number;
  regional_manager_band: number;
}

/** Default threshold of the reference server. */
export const DEFAULT_APPROVAL_THRESHOLD: ApprovalThreshold = {
  margin_threshold: 15,
  branch_manager_band: 5,
  regional_manager_band: 10,
};

/** What the evaluation needs from a line. */
export interface ApprovalLine extends PricedLine {
  /** Minimal unit price, grosze. */
  minimal_price: number;
}

/** Whether a line's price is below its minimal price. */
export function isBelowMinimal(line: Pick<ApprovalLine, 'client_price' | 'minimal_price'>): boolean {
  return line.client_price < line.minimal_price;
}

/**
 * Which approval level would this offer need now? Pure, so the UI can show it live while lines
 * are edited and the server decides with the same code.
 * - margin at or above the threshold and no price below minimal: `none`;
 * - margin below the threshold: by the shortfall (bands of the threshold);
 * - any price below its minimal price: at least `branch_manager`;
 * - a negative margin (selling below cost): `board`.
 * An empty offer needs nothing.
 */
export function requiredApprovalLevel(lines: readonly ApprovalLine[], threshold: ApprovalThreshold): ApprovalLevel {
  return approvalLevelFor(
    { lineCount: lines.length, margin: documentTotals(lines).margin, anyBelowMinimal: lines.some(isBelowMinimal) },
    threshold,
  );
}

/** What {@link approvalLevelFor} needs: a summary of an offer (the server keeps these as columns). */
export interface ApprovalFacts {
  lineCount: number;
  /** Margin of the whole offer, percent. */
  margin: number;
  anyBelowMinimal: boolean;
}

/** {@link requiredApprovalLevel} from already computed totals (same rules). */
export function approvalLevelFor(facts: ApprovalFacts, threshold: ApprovalThreshold): ApprovalLevel {
  if (facts.lineCount === 0) return 'none';
  const { margin } = facts;
  let rank = 0;
  if (margin < 0) rank = 3;
  else if (margin < threshold.margin_threshold) {
    const shortfall = threshold.margin_threshold - margin;
    rank = shortfall <= threshold.branch_manager_band ? 1 : shortfall <= threshold.regional_manager_band ? 2 : 3;
  }
  if (rank < 1 && facts.anyBelowMinimal) rank = 1;
  return APPROVAL_LEVELS[rank] as ApprovalLevel;
}

/** Rank of a level (none 0 … board 3). */
export function approvalRank(level: ApprovalLevel): number {
  return APPROVAL_LEVELS.indexOf(level);
}

/** The highest level each role may approve (with is_acceptor). Administrators act at every level. */
export const ROLE_APPROVAL_LEVEL: Readonly<Record<string, ApprovalLevel>> = {
  [ADMIN_ROLE]: 'board',
  Zarząd: 'board',
  'Dyrektor Regionu': 'regional_manager',
  'Dyrektor Oddziału': 'branch_manager',
};

/** A person who might approve: role and acceptor flag. */
export interface Approver {
  id: number;
  role: string;
  is_acceptor: boolean;
}

/** The highest level `person` may approve on their own (`none` when not an acceptor). */
export function approverLevel(person: Pick<Approver, 'role' | 'is_acceptor'>): ApprovalLevel {
  if (!person.is_acceptor) return 'none';
  return ROLE_APPROVAL_LEVEL[person.role] ?? 'none';
}

/** Whether `person` may approve an offer needing `level`. */
export function canApproveLevel(person: Pick<Approver, 'role' | 'is_acceptor'>, level: ApprovalLevel): boolean {
  return level !== 'none' && approvalRank(approverLevel(person)) >= approvalRank(level);
}

/** Who approves, and for whom when acting as a deputy. */
export interface ApprovalAuthority {
  allowed: boolean;
  /** Id of the absent user the deputy acts for; null when acting in their own right. */
  onBehalfOf: number | null;
  /**
   * The level the approval is given at: the approver's own level (through a substitution, the
   * absent person's), never below the one needed; `none` when not allowed. This is the level
   * named beside the approver ("Zaakceptował(a) Anna Nowak (Zarząd)"): a board member who
   * approves an offer needing a branch director approves as the board, and that approval also
   * covers every level up to the board's.
   */
  level: ApprovalLevel;
}

/** The higher of two levels. */
function higher(a: ApprovalLevel, b: ApprovalLevel): ApprovalLevel {
  return approvalRank(a) >= approvalRank(b) ? a : b;
}

/**
 * Whether `actor` may approve at `level`, in their own right or through an active substitution
 * (`absent`: the users the actor currently substitutes). Acting in one's own right wins, so an
 * approval is recorded on behalf of someone only when it had to be.
 */
export function approvalAuthority(
  actor: Approver,
  absent: readonly Approver[],
  level: ApprovalLevel,
): ApprovalAuthority {
  if (canApproveLevel(actor, level))
    return { allowed: true, onBehalfOf: null, level: higher(approverLevel(actor), level) };
  const substitute = absent.find((a) => canApproveLevel(a, level));
  return substitute
    ? { allowed: true, onBehalfOf: substitute.id, level: higher(approverLevel(substitute), level) }
    : { allowed: false, onBehalfOf: null, level: 'none' };
}

/** The highest level `actor` may approve, counting the users they substitute. */
export function effectiveApproverLevel(actor: Approver, absent: readonly Approver[]): ApprovalLevel {
  let best = approvalRank(approverLevel(actor));
  for (const a of absent) best = Math.max(best, approvalRank(approverLevel(a)));
  return APPROVAL_LEVELS[best] as ApprovalLevel;
}
