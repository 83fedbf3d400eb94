import { useStore } from '@nanostores/react';
import {
  type ApprovalLevel,
  DEFAULT_APPROVAL_THRESHOLD,
  type DocumentItem,
  formatPercent,
  offerMessages,
} from '@salesdesk/sdk';
import { useMemo } from 'react';
import { useApiQuery } from '../data/useApiQuery';
import { fillMessage } from '../messages';
import { documentMessages } from '../messages/document';
import { predictApproval, savedLineSums } from './predictionSums';
import type { DocumentEditor } from './useDocumentWriter';

const m = documentMessages.prediction;

const tone: Record<ApprovalLevel, string> = {
  none: 'border-border bg-surface',
  branch_manager: 'border-warning-400 bg-warning-50 dark:border-warning-700 dark:bg-surface-raised',
  regional_manager: 'border-warning-500 bg-warning-100 dark:border-warning-500 dark:bg-surface-raised',
  board: 'border-danger bg-danger-subtle',
};

/**
 * The approval level the document would need now and why, recomputed as lines change, including
 * values typed and not saved yet and changes waiting for the network: the sdk's pure
 * `approvalLevelFor`, the same rule the server decides with, on the server's threshold.
 */
export function ApprovalPrediction({ items, editor }: { items: readonly DocumentItem[]; editor: DocumentEditor }) {
  const drafts = useStore(editor.writer.$unsaved);
  const threshold = useApiQuery('acceptantThreshold', undefined, { staleTime: 5 * 60_000 });
  const limits = threshold.data ?? DEFAULT_APPROVAL_THRESHOLD;
  const unsaved = Object.keys(drafts).length > 0;
  // The saved lines are summed once per answer of the server; a keystroke moves the sums by the
  // drafted lines only (predictionSums.ts).
  const saved = useMemo(() => savedLineSums(items), [items]);
  const prediction = useMemo(() => predictApproval(saved, drafts, limits), [saved, drafts, limits]);
  const reasons =
    prediction.count === 0
      ? [m.empty]
      : [
          fillMessage(m.why, {
            margin: formatPercent(prediction.margin),
            threshold: formatPercent(limits.margin_threshold),
          }),
          ...(prediction.margin < 0 ? [m.whyNegative] : []),
          ...(prediction.below > 0 ? [fillMessage(m.whyBelowMinimal, { count: prediction.below })] : []),
          ...(unsaved ? [m.unsaved] : []),
        ];
  return (
    <section
      aria-labelledby="approval-prediction"
      aria-live="polite"
      className={`flex flex-wrap items-baseline gap-x-3 gap-y-1 rounded-md border px-2 py-1 ${tone[prediction.level]}`}
    >
      <h2 id="approval-prediction" className="text-sm text-text-muted">
        {m.label}
      </h2>
      <p className="font-semibold">
        {prediction.level === 'none' ? m.none : offerMessages.approvalLevels[prediction.level]}
      </p>
      <p className="text-sm text-text-muted">{reasons.join(' · ')}</p>
    </section>
  );
}
