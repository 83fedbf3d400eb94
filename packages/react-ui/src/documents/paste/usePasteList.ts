import {
  type MatchCandidate,
  type MatchResult,
  matchRowsOf,
  type NewLine,
  type PastedColumnRole,
  type PastedTable,
  parsePastedCells,
  parsePastedRows,
} from '@salesdesk/sdk';
import { useCallback, useMemo, useRef, useState } from 'react';
import { useSalesdesk } from '../../context/salesdeskContext';
import { errorMessage } from '../../data/errorMessage';
import { fillMessage } from '../../messages';
import { pasteListMessages } from '../../messages/pasteList';
import type { DocumentEditor } from '../useDocumentWriter';

const m = pasteListMessages;

/** Where the list came from: text pasted into the field, or a spreadsheet read into cells. */
export type PasteSource = { text: string } | { cells: unknown[][]; fileName: string };

/** A row's decision: the index of the chosen candidate, `skip`, or undefined (still to choose). */
export type RowPick = number | 'skip' | undefined;

/** What the dialog shows while it works. */
export type PastePhase = 'input' | 'matching' | 'review' | 'adding' | 'done';

/** The pasted list's rows as matched, each with the person's decision. */
export interface ReviewRow {
  result: MatchResult;
  /** The pasted row's line and cells (to point at it and to copy it out). */
  line: number;
  cells: string[];
  pick: RowPick;
  /** The chosen candidate, when one is chosen. */
  chosen: MatchCandidate | undefined;
}

/** The server ran out of time before this row: it waits to be sent again (no candidates yet). */
export function isUnresolved(result: MatchResult): boolean {
  return result.status === 'unresolved';
}

/**
 * The first decision for a row: a sure match is taken, a doubtful one waits, nothing found is
 * skipped, a row the server did not get to waits to be sent again.
 */
function firstPick(result: MatchResult): RowPick {
  if (isUnresolved(result)) return undefined;
  if (result.kind === 'exact' || result.kind === 'name') return 0;
  if (result.kind === 'none') return 'skip';
  return undefined;
}

/** Whether picking candidate `pick` for a row teaches the matcher: a choice the matcher could not make, or a name match corrected. */
function teaches(result: MatchResult, pick: RowPick): pick is number {
  if (typeof pick !== 'number') return false;
  return result.kind === 'choose' || (result.kind === 'name' && pick !== 0);
}

/**
 * The logic of "Wklej listę": the pasted text (or a dropped file's cells) parsed as the person
 * corrects the columns, matched on the server in parts with progress (the document's client
 * named, so the matches learned for them come first), each row's decision — a product picked in
 * a "do wyboru" row is remembered for its text — and the chosen rows added in one write through
 * the document's line writer. Nothing is lost on error: the text stays, the decisions stay, and
 * the rows not added stay to be copied out.
 */
export function usePasteList(editor: DocumentEditor, initialText = '', clientId: number | null = null) {
  const { client } = useSalesdesk();
  const [source, setSourceState] = useState<PasteSource>({ text: initialText });
  const [columns, setColumns] = useState<Record<number, PastedColumnRole>>({});
  const [header, setHeader] = useState<boolean | undefined>(undefined);
  const [phase, setPhase] = useState<PastePhase>('input');
  const [progress, setProgress] = useState<{ done: number; total: number } | null>(null);
  const [results, setResults] = useState<MatchResult[]>([]);
  const [picks, setPicks] = useState<Record<number, RowPick>>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<{ text: string; addedRows: number[] } | null>(null);

  const table: PastedTable = useMemo(() => {
    const options = { columns, ...(header === undefined ? {} : { header }) };
    return 'cells' in source ? parsePastedCells(source.cells, options) : parsePastedRows(source.text, options);
  }, [source, columns, header]);

  const rows: ReviewRow[] = useMemo(
    () =>
      results.map((result, i) => {
        const pasted = table.rows[i];
        const pick = picks[i];
        return {
          result,
          line: pasted?.line ?? i + 1,
          cells: pasted?.cells ?? [result.text],
          pick,
          chosen: typeof pick === 'number' ? result.candidates[pick] : undefined,
        };
      }),
    [results, picks, table],
  );
  const chosen = rows.filter((r) => r.chosen);
  const unresolved = rows.filter((r) => isUnresolved(r.result)).length;
  const undecided = rows.filter((r) => r.pick === undefined && !isUnresolved(r.result)).length;

  /** A new list (typed, pasted or read from a file): the old corrections and matches are dropped. */
  function setSource(next: PasteSource) {
    setSourceState(next);
    setColumns({});
    setHeader(undefined);
    setResults([]);
    setPicks({});
    setProblem(null);
  }

  /** Matches every row on the server, 500 rows a call, saying how far it got. */
  async function match(): Promise<boolean> {
    const parts = matchRowsOf(table.rows);
    if (!parts.length) {
      setProblem(m.noRows);
      return false;
    }
    setProblem(null);
    setPhase('matching');
    const total = table.rows.length;
    setProgress({ done: 0, total });
    const answered: MatchResult[] = [];
    try {
      for (const part of parts) {
        const answer = await client.call('productMatch', { body: { rows: part, ...clientOf(clientId) } });
        const offset = answered.length;
        answered.push(...answer.rows.map((r) => ({ ...r, row: r.row + offset })));
        setProgress({ done: answered.length, total });
      }
    } catch (error) {
      setProblem(fillMessage(m.matchFailed, { message: errorMessage(error) }));
      setPhase('input');
      setProgress(null);
      return false;
    }
    setResults(answered);
    setPicks(Object.fromEntries(answered.map((r, i) => [i, firstPick(r)])));
    setProgress(null);
    setPhase('review');
    return true;
  }

  /**
   * Sends again the rows the server did not get to within its time budget (500 a call), and puts
   * their new answers in place; every other row and decision stays as it was.
   */
  async function resendUnresolved(): Promise<boolean> {
    const open = results.flatMap((r, i) => (isUnresolved(r) && table.rows[i] ? [i] : []));
    if (!open.length) return true;
    setProblem(null);
    setPhase('matching');
    setProgress({ done: 0, total: open.length });
    const next = [...results];
    const nextPicks: Record<number, RowPick> = {};
    try {
      for (const part of matchRowsOf(open.map((i) => table.rows[i] as PastedTable['rows'][number]))) {
        const answer = await client.call('productMatch', { body: { rows: part, ...clientOf(clientId) } });
        const done = Object.keys(nextPicks).length;
        answer.rows.forEach((r, j) => {
          const index = open[done + j] as number;
          next[index] = { ...r, row: index };
          nextPicks[index] = firstPick(r);
        });
        setProgress({ done: Object.keys(nextPicks).length, total: open.length });
      }
    } catch (error) {
      setProblem(fillMessage(m.matchFailed, { message: errorMessage(error) }));
      setPhase('review');
      setProgress(null);
      return false;
    }
    setResults(next);
    setPicks((now) => ({ ...now, ...nextPicks }));
    setProgress(null);
    setPhase('review');
    return true;
  }

  // The latest answer and rows for the row callbacks, which stay the same between renders.
  const latest = useRef({ results, table, clientId });
  latest.current = { results, table, clientId };

  /**
   * The person's decision for row `index`; a product picked where the matcher could not decide
   * is remembered for the row's text (for this client first): the next paste of it is certain.
   * Remembering is a bonus: a failure leaves the decision as it is.
   */
  const pick = useCallback(
    (index: number, value: RowPick) => {
      setPicks((now) => ({ ...now, [index]: value }));
      const { results: answered, table: parsed, clientId: forClient } = latest.current;
      const result = answered[index];
      const product = result && teaches(result, value) ? result.candidates[value]?.product : undefined;
      if (!result || !product) return;
      const pasted = parsed.rows[index];
      const text = (pasted?.kind !== 'name' && pasted?.name ? pasted.name : result.text).slice(0, 300);
      void client
        .call('learnedMatchCreate', { body: { text, product_id: product.id, ...clientOf(forClient) } })
        .catch(() => undefined);
    },
    [client],
  );

  /**
   * Forgets the remembered match that decided row `index` and matches the row again (its
   * decision starts over); the row keeps its place.
   */
  const forget = useCallback(
    async (index: number): Promise<boolean> => {
      const { results: answered, table: parsed, clientId: forClient } = latest.current;
      const result = answered[index];
      const pasted = parsed.rows[index];
      if (!result?.learned_id || !pasted) return false;
      setProblem(null);
      try {
        await client.call('learnedMatchDelete', { params: { id: result.learned_id } });
        const [part] = matchRowsOf([pasted]);
        const answer = await client.call('productMatch', { body: { rows: part ?? [], ...clientOf(forClient) } });
        const again = answer.rows[0];
        if (again) {
          setResults((now) => now.map((r, i) => (i === index ? { ...again, row: index } : r)));
          setPicks((now) => ({ ...now, [index]: firstPick(again) }));
        }
        return true;
      } catch (error) {
        setProblem(fillMessage(m.forgetFailed, { message: errorMessage(error) }));
        return false;
      }
    },
    [client],
  );

  /** Adds the chosen rows in one write; what happened is said, and the rest stays to copy. */
  async function add(): Promise<void> {
    const lines: NewLine[] = chosen.map((r) => ({
      product_id: (r.chosen as MatchCandidate).product.id,
      quantity: (r.chosen as MatchCandidate).quantity,
    }));
    if (!lines.length) return;
    setProblem(null);
    setPhase('adding');
    try {
      const result = await editor.writer.addLines(lines);
      const addedRows = chosen.map((r) => r.result.row);
      if (result.status === 'saved') {
        setOutcome({ text: fillMessage(m.added, { count: result.value.length }), addedRows });
        setPhase('done');
      } else if (result.status === 'waiting') {
        setOutcome({ text: fillMessage(m.waiting, { count: lines.length }), addedRows });
        setPhase('done');
      } else {
        // A conflict (shown by the editor, to apply again) or kept in approval: the rows stay here.
        setPhase('review');
      }
    } catch (error) {
      setProblem(errorMessage(error));
      setPhase('review');
    }
  }

  /** The rows not added, as pasted (tab-separated cells, one row a line), to copy out. */
  const leftover = useMemo(() => {
    const added = new Set(outcome?.addedRows ?? []);
    return rows.filter((r) => !added.has(r.result.row)).map((r) => r.cells.join('\t'));
  }, [rows, outcome]);

  /** Starts again with an empty list. */
  function reset() {
    setSource({ text: '' });
    setOutcome(null);
    setPhase('input');
  }

  return {
    source,
    setSource,
    table,
    columns,
    setColumn: (index: number, role: PastedColumnRole) => setColumns((now) => ({ ...now, [index]: role })),
    header: header ?? table.header !== null,
    setHeader,
    phase,
    setPhase,
    progress,
    rows,
    chosenCount: chosen.length,
    undecided,
    unresolved,
    problem,
    setProblem,
    outcome,
    leftover,
    match,
    resendUnresolved,
    pick,
    forget,
    add,
    reset,
  };
}

/** The `client_id` of a match or a remembered match, when the document has a client. */
function clientOf(clientId: number | null): { client_id?: number } {
  return clientId ? { client_id: clientId } : {};
}

/** The state and actions of "Wklej listę". */
export type PasteList = ReturnType<typeof usePasteList>;
