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

/**
 * The file of an import: a drop zone with a "Wybierz plik" button (react-aria's FileTrigger, so
 * the keyboard opens the system's file dialog), the chosen file's name and size, and the error
 * that concerns the file (its type, its size, the server's refusal) right under it.
 */
export function FilePicker({
  file,
  problem,
  kind,
  onPick,
}: {
  file: File | null;
  problem: string | undefined;
  onPick(file: File): void;
  /** The kind chosen: invoices take KSeF FA(3) XML and ZIPs besides CSV/XLSX. */
  kind?: ImportKind;
}) {
  return (
    <div className="flex flex-col gap-1">
      <DropZone
        aria-label={u.dropLabel}
        onDrop={async (event) => {
          for (const item of event.items)
            if (item.kind === 'file') {
              onPick(await item.getFile());
              return;
            }
        }}
        className={`flex max-w-3xl flex-wrap items-center gap-3 rounded-md border-2 border-dashed px-4 py-4 text-sm data-[drop-target]:border-primary-600 data-[drop-target]:bg-primary-50 ${
          problem ? 'border-danger' : 'border-border-strong'
        }`}
      >
        <Text slot="label" className="text-text-muted">
          {u.drop}
        </Text>
        <FileTrigger
          acceptedFileTypes={[
            '.csv',
            '.xlsx',
            'text/csv',
            'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
            ...(kind === 'invoices' ? ['.xml', '.zip', 'application/xml', 'text/xml', 'application/zip'] : []),
          ]}
          onSelect={(files) => {
            const picked = files?.[0];
            if (picked) onPick(picked);
          }}
        >
          <Button size="md" aria-describedby="import-file-state">
            {u.choose}
          </Button>
        </FileTrigger>
      </DropZone>
      <p id="import-file-state" className="text-sm" aria-live="polite">
        {file ? fillMessage(u.chosen, { name: file.name, size: sizeOf(file.size) }) : u.noFile}
      </p>
      {problem ? (
        <p role="alert" className="text-sm text-danger">
          {problem}
        </p>
      ) : null}
    </div>
  );
}
