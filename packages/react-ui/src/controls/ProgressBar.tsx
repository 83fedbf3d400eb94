import { useProgressBar } from 'react-aria';

/** Props of {@link ProgressBar}. */
export interface ProgressBarProps {
  /** What is in progress (the bar's accessible name). */
  label: string;
  value: number;
  minValue?: number;
  maxValue?: number;
  /** The progress in words, shown above the bar and read out (default: the percentage, pl-PL). */
  valueLabel?: string;
  className?: string;
}

/**
 * A determinate progress bar of long work (matching a pasted list, …): the progress in words
 * above a bar on the semantic tokens, with `role="progressbar"` and its values from react-aria.
 *
 * Built on react-aria's `useProgressBar` hook, not react-aria-components' `ProgressBar`: that
 * module also holds the context every react-aria-components `Button` reads, so the login page's
 * first load carries it, and a page using the component would pull the component with its
 * number formatting into that first load too (docs/decisions/performance.md).
 */
export function ProgressBar({ label, value, minValue = 0, maxValue = 100, valueLabel, className }: ProgressBarProps) {
  const clamped = Math.min(Math.max(value, minValue), maxValue);
  const { progressBarProps } = useProgressBar({
    'aria-label': label,
    value: clamped,
    minValue,
    maxValue,
    ...(valueLabel === undefined ? {} : { valueLabel }),
  });
  const range = maxValue - minValue;
  const percentage = range > 0 ? ((clamped - minValue) / range) * 100 : 0;
  return (
    <div {...progressBarProps} className={className ?? 'flex flex-col gap-1'}>
      <span className="text-sm">{progressBarProps['aria-valuetext']}</span>
      <div className="h-2 rounded bg-surface-sunken">
        <div className="h-2 rounded bg-primary-600" style={{ width: `${percentage}%` }} />
      </div>
    </div>
  );
}
