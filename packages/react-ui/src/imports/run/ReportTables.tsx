import { type ImportKind, type ImportReport, importColumns } from '@salesdesk/sdk';
import type { ReactNode } from 'react';
import { importsMessages as m } from '../../messages/imports';

const TH = 'py-1 pr-3 text-left font-medium text-text-muted';
const TD = 'py-1 pr-3 align-top';

/** A small read-only table that scrolls sideways in its own box on a phone (reachable by keyboard). */
function ScrollTable({ label, caption, children }: { label: string; caption: string; children: ReactNode }) {
  return (
    <section
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard (WCAG 2.1.1).
      tabIndex={0}
      aria-label={label}
      className="max-h-96 overflow-auto rounded-md border border-border p-2 outline-none focus-visible:ring-2 focus-visible:ring-focus"
    >
      <table className="w-full text-sm">
        <caption className="sr-only">{caption}</caption>
        {children}
      </table>
    </section>
  );
}

/** The first changes of a report: row, key, and each field old → new. */
export function ChangesTable({ kind, changes }: { kind: ImportKind; changes: ImportReport['changes'] }) {
  const label = (field: string) => importColumns[kind].columns.find((c) => c.key === field)?.label ?? field;
  return (
    <ScrollTable label={m.report.changes} caption={m.report.changesCaption}>
      <thead>
        <tr>
          <th className={TH}>{m.report.row}</th>
          <th className={TH}>{m.report.key}</th>
          <th className={TH}>{m.report.field}</th>
          <th className={TH}>{m.report.change}</th>
        </tr>
      </thead>
      <tbody>
        {changes.flatMap((change) =>
          change.fields.map((f, i) => (
            <tr key={`${change.row}-${f.field}`} className="border-t border-border">
              <td className={`${TD} tabular-nums`}>{i === 0 ? change.row : ''}</td>
              <td className={`${TD} font-medium whitespace-nowrap`}>{i === 0 ? change.key : ''}</td>
              <td className={TD} title={f.field}>
                {label(f.field)}
              </td>
              <td className={TD}>
                <span className="text-text-muted line-through">{f.old ?? m.report.empty}</span>{' '}
                <span aria-hidden="true">→</span> <span className="font-medium">{f.new ?? m.report.empty}</span>
              </td>
            </tr>
          )),
        )}
      </tbody>
    </ScrollTable>
  );
}

/** The rejected rows: the row number as the spreadsheet shows it, the column and the reason. */
export function RejectedTable({ errors }: { errors: ImportReport['errors'] }) {
  return (
    <ScrollTable label={m.report.rejectedRows} caption={m.report.rejectedCaption}>
      <thead>
        <tr>
          <th className={TH}>{m.report.row}</th>
          <th className={TH}>{m.report.column}</th>
          <th className={TH}>{m.report.reason}</th>
        </tr>
      </thead>
      <tbody>
        {errors.map((e, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: one row may be rejected for two columns
          <tr key={i} className="border-t border-border">
            <td className={`${TD} tabular-nums`}>{e.row}</td>
            <td className={TD}>{e.column ?? m.report.wholeRow}</td>
            <td className={`${TD} text-danger`}>{e.message}</td>
          </tr>
        ))}
      </tbody>
    </ScrollTable>
  );
}
