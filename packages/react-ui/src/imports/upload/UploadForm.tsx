import { IMPORT_KINDS, type ImportKind, importColumns, importSupportsFull } from '@salesdesk/sdk';
import { Button } from '../../controls/Button';
import { Checkbox } from '../../controls/Checkbox';
import { Select } from '../../controls/Select';
import { TextField } from '../../controls/TextField';
import { FormErrorAlert } from '../../form/FormErrorAlert';
import { fillMessage } from '../../messages';
import { importsMessages as m } from '../../messages/imports';
import { ExampleLink } from './ExampleLink';
import { FilePicker } from './FilePicker';
import type { ImportUpload } from './useImportUpload';

const u = m.upload;
const KIND_OPTIONS = IMPORT_KINDS.map((kind) => ({ id: kind, label: m.kinds[kind] ?? kind }));

function columnsHint(kind: ImportKind): string {
  const { keys, columns } = importColumns[kind];
  const label = (key: string) => columns.find((c) => c.key === key)?.label ?? key;
  const hint = fillMessage(u.columnsHint, {
    columns: columns.map((c) => c.label).join(', '),
    keys: keys.map(label).join(', '),
  });
  return kind === 'invoices' ? `${u.invoicesHint} ${hint}` : hint;
}

/**
 * The choice of an import: the kind (its columns under it and its example file), the file, the
 * sheet of an XLSX, the options (full for products and stock; accept the valid rows), then
 * "Sprawdź (próbny import)". Each error sits under the control it concerns.
 */
export function UploadForm({ upload, disabled }: { upload: ImportUpload; disabled: boolean }) {
  const { choice, problems } = upload;
  const xlsx = choice.files.length === 1 && /\.xlsx$/i.test(choice.files[0]?.name ?? '');
  return (
    <form
      aria-label={u.heading}
      className="flex flex-col gap-4"
      onSubmit={(event) => {
        event.preventDefault();
        void upload.check();
      }}
    >
      <div className="flex flex-col gap-1">
        <Select
          label={u.kind}
          options={KIND_OPTIONS}
          selectedKey={choice.kind}
          onSelectionChange={(key) => upload.change({ kind: String(key) as ImportKind })}
          description={columnsHint(choice.kind)}
          errorMessage={problems.kind}
          isDisabled={disabled}
          className="max-w-xl"
        />
        <ExampleLink kind={choice.kind} />
      </div>
      <FilePicker files={choice.files} problem={problems.file} onPick={upload.pickFiles} kind={choice.kind} />
      {xlsx ? (
        <TextField
          label={u.sheet}
          description={u.sheetHint}
          value={choice.sheet}
          onChange={(sheet) => upload.change({ sheet })}
          errorMessage={problems.sheet}
          isDisabled={disabled}
          className="max-w-sm"
        />
      ) : null}
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1 text-sm font-medium">{u.options}</legend>
        {importSupportsFull(choice.kind) ? (
          <div className="flex flex-col gap-0.5">
            <Checkbox
              isSelected={choice.full}
              onChange={(full) => upload.change({ full })}
              isDisabled={disabled}
              aria-describedby="import-full-hint"
            >
              {u.full}
            </Checkbox>
            <span id="import-full-hint" className="pl-7 text-xs text-text-muted">
              {u.fullHint[choice.kind]}
            </span>
            {problems.full ? <span className="pl-7 text-sm text-danger">{problems.full}</span> : null}
          </div>
        ) : null}
        <div className="flex flex-col gap-0.5">
          <Checkbox
            isSelected={choice.acceptValid}
            onChange={(acceptValid) => upload.change({ acceptValid })}
            aria-describedby="import-accept-hint"
          >
            {u.acceptValid}
          </Checkbox>
          <span id="import-accept-hint" className="pl-7 text-xs text-text-muted">
            {u.acceptValidHint}
          </span>
        </div>
      </fieldset>
      <FormErrorAlert message={problems.form ?? null} />
      <Button
        variant="primary"
        className="self-start"
        isPending={upload.starting}
        isDisabled={disabled}
        onPress={() => void upload.check()}
      >
        {u.check}
      </Button>
    </form>
  );
}
