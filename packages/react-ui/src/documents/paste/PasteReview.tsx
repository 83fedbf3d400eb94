import { formatMoney, formatPercent, formatQuantity, type MatchCandidate } from '@salesdesk/sdk';
import { memo, useCallback, useEffect, useRef } from 'react';
import { Button } from '../../controls/Button';
import { Select } from '../../controls/Select';
import { fillMessage } from '../../messages';
import { pasteListMessages } from '../../messages/pasteList';
import { isUnresolved, type PasteList, type ReviewRow, type RowPick } from './usePasteList';

const m = pasteListMessages;
const SKIP = 'skip';

/** A candidate as one line of the row's choice: name, symbol, price. */
function candidateLabel(c: MatchCandidate): string {
  return `${c.product.index_name} · ${c.product.symbol} · ${formatMoney(c.product.catalog_price)}`;
}

/** The match as words (the colour only helps): sure, by name with its score, to choose, not found. */
function matchLabel(row: ReviewRow): { text: string; tone: 'success' | 'warning' | 'danger' | 'neutral' } {
  const { result } = row;
  if (isUnresolved(result)) return { text: m.kinds.unresolved, tone: 'warning' };
  if (result.kind === 'exact')
    return { text: fillMessage(m.kinds.exact, { by: m.by[result.matched_by ?? 'name'] }), tone: 'success' };
  if (result.kind === 'name')
    return {
      text: fillMessage(m.kinds.name, { score: formatPercent(Math.round(result.confidence * 100), 0) }),
      tone: 'success',
    };
  if (result.kind === 'none') return { text: m.kinds.none, tone: 'danger' };
  if (row.pick === 'skip') return { text: m.kinds.skipped, tone: 'neutral' };
  if (typeof row.pick === 'number') return { text: m.kinds.picked, tone: 'success' };
  return { text: m.kinds.choose, tone: 'warning' };
}

const TONE =
  'inline-flex items-center rounded-full border px-2 py-0.5 text-xs font-medium whitespace-nowrap data-[tone=danger]:border-danger data-[tone=danger]:text-danger data-[tone=neutral]:border-border data-[tone=neutral]:text-text-muted data-[tone=success]:border-primary-600 data-[tone=success]:text-primary-800 data-[tone=warning]:border-warning-500 data-[tone=warning]:bg-warning-50 data-[tone=warning]:text-warning-700 dark:data-[tone=success]:text-primary-200 dark:data-[tone=warning]:bg-transparent dark:data-[tone=warning]:text-warning-100';

/** One matched row: what was pasted, the product (chosen, changed or skipped by keyboard), the match, quantity and stock. */
const ReviewLine = memo(function ReviewLine({
  row,
  index,
  onPick,
  onForget,
}: {
  row: ReviewRow;
  index: number;
  onPick(index: number, pick: RowPick): void;
  onForget(index: number): void;
}) {
  const { result, chosen } = row;
  const match = matchLabel(row);
  const options = [
    ...result.candidates.map((c, i) => ({ id: String(i), label: candidateLabel(c) })),
    { id: SKIP, label: m.skip },
  ];
  const doubtful = (result.kind === 'choose' && row.pick === undefined) || isUnresolved(result);
  return (
    <tr
      data-doubtful={doubtful || undefined}
      className="border-t border-border align-top data-[doubtful]:bg-warning-50 dark:data-[doubtful]:bg-transparent"
    >
      <td className="px-2 py-2 text-sm text-text-muted tabular-nums">{row.line}</td>
      <td className="hidden max-w-56 px-2 py-2 text-sm break-words md:table-cell">
        {row.cells.filter(Boolean).join(' · ')}
      </td>
      <td className="px-2 py-2">
        {/* Below md the pasted row sits above its choice: the table keeps to the phone's width. */}
        <span className="mb-1 block text-xs break-words text-text-muted md:hidden">
          {row.cells.filter(Boolean).join(' · ')}
        </span>
        {result.candidates.length ? (
          <div data-paste-row={index}>
            <Select
              size="md"
              hideLabel
              label={fillMessage(m.productOf, { line: row.line, text: result.text })}
              placeholder={m.needsPick}
              options={options}
              selectedKey={row.pick === undefined ? null : String(row.pick)}
              onSelectionChange={(key) => onPick(index, key === SKIP ? 'skip' : Number(key))}
              className="max-w-[60vw] md:max-w-md"
            />
          </div>
        ) : (
          <span className="text-sm text-text-muted">{isUnresolved(result) ? result.message : m.kinds.none}</span>
        )}
      </td>
      <td className="px-2 py-2">
        <span data-tone={match.tone} className={TONE}>
          {match.text}
        </span>
        {result.corrected ? <span className="block text-xs text-text-muted">{m.corrected}</span> : null}
        {result.matched_by === 'learned' && result.learned_id ? (
          <Button
            size="sm"
            variant="ghost"
            className="mt-1"
            aria-label={fillMessage(m.forgetLabel, { line: row.line, text: result.text })}
            onPress={() => onForget(index)}
          >
            {m.forget}
          </Button>
        ) : null}
      </td>
      <td className="px-2 py-2 text-right text-sm tabular-nums whitespace-nowrap">
        {chosen ? formatQuantity(chosen.quantity, chosen.product.uom) : ''}
        {chosen?.notes.map((note) => (
          <span key={note} className="block text-xs whitespace-normal text-text-muted">
            {note}
          </span>
        ))}
      </td>
      <td className="px-2 py-2 text-right text-sm tabular-nums whitespace-nowrap">
        {chosen ? formatQuantity(chosen.available_stock, chosen.product.uom) : ''}
      </td>
    </tr>
  );
});

/**
 * The counts over the rows as decided so far: sure (by code, or remembered), by name, picked by
 * the person, still to choose, skipped, not found; they move as rows are picked. A row the
 * server did not get to is counted apart, not as "nie znaleziono".
 */
export function reviewSummary(rows: readonly ReviewRow[]) {
  const summary = { exact: 0, name: 0, picked: 0, choose: 0, skipped: 0, none: 0 };
  for (const r of rows) {
    if (isUnresolved(r.result)) continue;
    if (r.result.kind !== 'choose') summary[r.result.kind]++;
    else if (r.pick === 'skip') summary.skipped++;
    else if (typeof r.pick === 'number') summary.picked++;
    else summary.choose++;
  }
  return summary;
}

/** The review table's column headers and their classes (the pasted text is hidden on a phone). */
const HEADERS: readonly (readonly [string, string])[] = [
  [m.colLine, ''],
  [m.colPasted, 'hidden md:table-cell'],
  [m.colProduct, ''],
  [m.colMatch, ''],
  [m.colQuantity, 'text-right'],
  [m.colStock, 'text-right'],
];

/**
 * The matched rows in one table: each row's best match and its alternatives in a choice (Tab
 * from row to row, Enter or Space opens it, arrows and Enter pick, "Pomiń" skips); focus starts
 * on the first row that waits for a choice.
 */
export function PasteReview({ list }: { list: PasteList }) {
  const table = useRef<HTMLTableElement>(null);
  // The rows as the review opened: focus goes once, not after each pick.
  const opened = useRef(list.rows);
  const { forget: forgetRow } = list;
  // After forgetting, the row is matched again: focus stays on its choice (the button is gone).
  const forget = useCallback(
    async (index: number) => {
      if (await forgetRow(index))
        requestAnimationFrame(() =>
          table.current?.querySelector<HTMLElement>(`[data-paste-row="${index}"] button`)?.focus(),
        );
    },
    [forgetRow],
  );
  // Focus goes to the first doubtful row once the answer is in (the sure ones need nothing).
  useEffect(() => {
    const first = opened.current.findIndex((r) => r.result.kind === 'choose' && r.pick === undefined);
    const target = table.current?.querySelector<HTMLElement>(
      first >= 0 ? `[data-paste-row="${first}"] button` : '[data-paste-row] button',
    );
    target?.focus();
  }, []);
  const summary = reviewSummary(list.rows);
  return (
    <div className="flex min-h-0 flex-col gap-2">
      <p className="text-sm" aria-live="polite" data-paste-summary>
        {fillMessage(m.summary, summary)}
        {summary.skipped ? ` ${fillMessage(m.summarySkipped, { count: summary.skipped })}` : null}
        {list.unresolved ? ` ${fillMessage(m.summaryUnresolved, { count: list.unresolved })}` : null}
      </p>
      <div className="min-h-0 overflow-auto rounded-md border border-border">
        <table ref={table} aria-label={m.reviewLabel} className="w-full border-collapse">
          <thead className="sticky top-0 z-10 bg-surface-raised text-left text-xs text-text-muted">
            <tr>
              {HEADERS.map(([label, className]) => (
                <th key={label} scope="col" className={`px-2 py-1 font-medium ${className}`.trim()}>
                  {label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {list.rows.map((row, i) => (
              <ReviewLine key={row.result.row} row={row} index={i} onPick={list.pick} onForget={forget} />
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
