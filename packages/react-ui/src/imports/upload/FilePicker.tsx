import { formatNumber, type ImportKind } from '@salesdesk/sdk';
import { DropZone, FileTrigger, Text } from 'react-aria-components';
import { Button } from '../../controls/Button';
import { fillMessage } from '../../messages';
import { importsMessages as m } from '../../messages/imports';

const u = m.upload;

function sizeOf(bytes: number): string {
  return bytes >= 1024 * 1024
    ? `${formatNumber(bytes / (1024 * 1024), 1)} MB`
    : `${formatNumber(Math.max(1, Math.round(bytes / 1024)))} kB`;
}

const plural = new Intl.PluralRules('pl-PL');

/** What is chosen, said once: the one file with its size, or how many, their size and names. */
function chosenText(files: readonly File[]): string {
  const [first] = files;
  if (!first) return u.noFile;
  if (files.length === 1) return fillMessage(u.chosen, { name: first.name, size: sizeOf(first.size) });
  const template = plural.select(files.length) === 'few' ? u.chosenSeveral.few : u.chosenSeveral.many;
  return fillMessage(template, { count: files.length, size: sizeOf(files.reduce((sum, f) => sum + f.size, 0)) });
}

/**
 * The file(s) of an import: a drop zone with a "Wybierz plik" button (react-aria's FileTrigger, so
 * the keyboard opens the system's file dialog), what is chosen, and the error that concerns the
 * file (its type, its size, the server's refusal) right under it. For invoices several files may
 * be chosen at once (FA(3) XML files and their manifest): their count, size and names are listed.
 */
export function FilePicker({
  files,
  problem,
  kind,
  onPick,
}: {
  files: readonly File[];
  problem: string | undefined;
  onPick(files: File[]): void;
  /** The kind chosen: invoices take KSeF FA(3) XML (several at once) and ZIPs besides CSV/XLSX. */
  kind?: ImportKind;
}) {
  const several = kind === 'invoices';
  return (
    <div className="flex flex-col gap-1">
      <DropZone
        aria-label={several ? u.dropLabelInvoices : u.dropLabel}
        onDrop={async (event) => {
          const dropped: File[] = [];
          for (const item of event.items) if (item.kind === 'file') dropped.push(await item.getFile());
          onPick(dropped);
        }}
        className={`flex max-w-3xl flex-wrap items-center gap-3 rounded-md border-2 border-dashed px-4 py-4 text-sm data-[drop-target]:border-primary-600 data-[drop-target]:bg-primary-50 ${
          problem ? 'border-danger' : 'border-border-strong'
        }`}
      >
        <Text slot="label" className="text-text-muted">
          {several ? u.dropInvoices : u.drop}
        </Text>
        <FileTrigger
          acceptedFileTypes={[
            '.csv',
            '.xlsx',
            'text/csv',
            'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
            ...(kind === 'invoices' ? ['.xml', '.zip', 'application/xml', 'text/xml', 'application/zip'] : []),
          ]}
          allowsMultiple={several}
          onSelect={(list) => onPick(list ? Array.from(list) : [])}
        >
          <Button size="md" aria-describedby="import-file-state">
            {several ? u.chooseInvoices : u.choose}
          </Button>
        </FileTrigger>
      </DropZone>
      <div id="import-file-state" className="text-sm" aria-live="polite">
        <p>{chosenText(files)}</p>
        {files.length > 1 ? (
          <ul aria-label={u.chosenList} className="mt-1 max-h-40 max-w-3xl list-disc overflow-y-auto pl-6">
            {files.map((f) => (
              <li key={f.name} className="break-all">
                {f.name}
              </li>
            ))}
          </ul>
        ) : null}
      </div>
      {problem ? (
        <p role="alert" className="text-sm text-danger">
          {problem}
        </p>
      ) : null}
    </div>
  );
}
