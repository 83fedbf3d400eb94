import { PASTED_COLUMN_ROLES, type PastedColumnRole } from '@salesdesk/sdk';
import { useEffect, useRef, useState } from 'react';
import { TextField as AriaTextField, DropZone, FileTrigger, Label, Text, TextArea } from 'react-aria-components';
import { Button } from '../../controls/Button';
import { Checkbox } from '../../controls/Checkbox';
import { ProgressBar } from '../../controls/ProgressBar';
import { Select } from '../../controls/Select';
import { fillMessage } from '../../messages';
import { pasteListMessages } from '../../messages/pasteList';
import { isListFile, readListFile } from './readListFile';
import type { PasteList } from './usePasteList';

const m = pasteListMessages;
const ROLE_OPTIONS = PASTED_COLUMN_ROLES.map((role) => ({ id: role, label: m.roles[role] }));

/**
 * The first step of "Wklej listę": a text area to paste into (focused), a drop zone and a file
 * button for an .xlsx or .csv, the columns as guessed (each one correctable) and whether the
 * first row is a header, then "Dopasuj wiersze" with the progress of a long list.
 */
export function PasteInput({ list }: { list: PasteList }) {
  const [fileNote, setFileNote] = useState<string | null>(null);
  // react-aria's FileTrigger renders a hidden <input type="file"> and passes it no label: it is
  // named here, so checkers that read every form field (HTML_CodeSniffer) find its name.
  const fileInput = useRef<HTMLInputElement>(null);
  useEffect(() => {
    fileInput.current?.setAttribute('aria-label', m.fileInput);
    fileInput.current?.setAttribute('title', m.fileInput);
  }, []);
  const text = 'text' in list.source ? list.source.text : '';
  const rows = list.table.rows.length;
  const tabular = list.table.columns.length > 1;

  async function readFile(file: File) {
    if (!isListFile(file.name)) return list.setProblem(m.fileType);
    try {
      const source = await readListFile(file);
      list.setSource(source);
      setFileNote(fillMessage(m.fileRead, { name: file.name, count: 'cells' in source ? source.cells.length : 0 }));
    } catch {
      list.setProblem(fillMessage(m.fileUnreadable, { name: file.name }));
    }
  }

  return (
    <div className="flex flex-col gap-3">
      <AriaTextField
        className="flex flex-col gap-1"
        value={text}
        onChange={(value) => {
          setFileNote(null);
          list.setSource({ text: value });
        }}
        autoFocus
      >
        <Label className="text-sm font-medium">{m.source}</Label>
        <TextArea
          rows={8}
          spellCheck={false}
          className="min-h-40 w-full rounded-md border border-border-strong bg-surface p-2 font-mono text-sm text-text outline-none focus:ring-2 focus:ring-focus"
        />
        <Text slot="description" className="text-xs text-text-muted">
          {m.sourceHint}
        </Text>
      </AriaTextField>
      <DropZone
        aria-label={m.drop}
        onDrop={async (event) => {
          for (const item of event.items)
            if (item.kind === 'file') {
              await readFile(await item.getFile());
              return;
            }
        }}
        className="flex flex-wrap items-center justify-between gap-2 rounded-md border border-dashed border-border-strong px-3 py-2 text-sm text-text-muted data-[drop-target]:border-primary-600 data-[drop-target]:bg-primary-50"
      >
        <span>{m.drop}</span>
        <FileTrigger
          ref={fileInput}
          acceptedFileTypes={['.xlsx', '.csv', '.txt']}
          onSelect={(files) => {
            const file = files?.[0];
            if (file) void readFile(file);
          }}
        >
          <Button size="md">{m.chooseFile}</Button>
        </FileTrigger>
      </DropZone>
      <p role="status" className="text-sm text-text-muted">
        {fileNote ?? (rows ? fillMessage(m.detected, { count: rows }) : '')}
      </p>
      {tabular ? (
        <fieldset className="flex flex-col gap-2">
          <legend className="text-sm font-medium">{m.columnsLegend}</legend>
          <div className="flex flex-wrap gap-2">
            {list.table.columns.map((role, i) => (
              <Select
                // biome-ignore lint/suspicious/noArrayIndexKey: a column is its position
                key={i}
                size="md"
                label={`${fillMessage(m.column, { n: i + 1 })}${list.table.header?.[i] ? ` (${list.table.header[i]})` : ''}`}
                options={ROLE_OPTIONS}
                selectedKey={role}
                onSelectionChange={(key) => list.setColumn(i, String(key) as PastedColumnRole)}
              />
            ))}
          </div>
          <Checkbox isSelected={list.header} onChange={(value) => list.setHeader(value)}>
            {m.header}
          </Checkbox>
        </fieldset>
      ) : null}
      {list.progress ? (
        <ProgressBar
          label={m.progressLabel}
          value={list.progress.done}
          maxValue={list.progress.total}
          valueLabel={fillMessage(m.matching, list.progress)}
        />
      ) : null}
    </div>
  );
}
