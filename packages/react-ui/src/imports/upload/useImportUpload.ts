import {
  ApiError,
  IMPORT_KINDS,
  type ImportFileRun,
  type ImportKind,
  importSupportsFull,
  MAX_IMPORT_FILE_BYTES,
} from '@salesdesk/sdk';
import { useState } from 'react';
import { useRoute } from '../../context/salesdeskContext';
import { errorMessage } from '../../data/errorMessage';
import { useApiMutation } from '../../data/useApiMutation';
import { fillMessage } from '../../messages';
import { importsMessages as m } from '../../messages/imports';
import { isRunActive, useImportRun } from '../run/useImportRun';

/** What the administrator chose to import and how. */
export interface UploadChoice {
  kind: ImportKind;
  file: File | null;
  sheet: string;
  full: boolean;
  acceptValid: boolean;
}

/** Where an error of the upload belongs: a field of the form, or the form as a whole. */
export type UploadProblems = Partial<Record<'kind' | 'file' | 'sheet' | 'full' | 'acceptValid' | 'form', string>>;

const FILE_TYPES = /\.(csv|xlsx)$/i;
/** Invoices come as KSeF FA(3) files too: one XML, or a ZIP of them. */
const INVOICE_FILE_TYPES = /\.(csv|xlsx|xml|zip)$/i;
const MB = 1024 * 1024;

/** The server's refusal of a start or an apply, each message beside its control. */
function problemsOf(error: unknown): UploadProblems {
  if (!(error instanceof ApiError)) return { form: errorMessage(error) };
  if (error.status === 413) return { file: error.message };
  const f = error.fieldErrors;
  const first = (key: string) => f[key]?.[0];
  const problems: UploadProblems = {
    kind: first('kind'),
    file: first('_') ?? first('body') ?? first('file_name'),
    sheet: first('sheet'),
    full: first('full'),
    acceptValid: first('accept_valid'),
  };
  const shown = Object.values(problems).some(Boolean);
  return shown ? problems : { form: error.message };
}

/** Whether the dry run `run` may be applied with the valid rows accepted or not. */
export function canApply(run: ImportFileRun, acceptValid: boolean): boolean {
  if (!run.dry_run || !run.report) return false;
  if (run.rejected === 0) return run.status === 'done';
  return acceptValid && (run.status === 'done' || run.status === 'refused');
}

/**
 * The upload flow of the imports page: the choice (kind preselected by `?kind=` in the URL),
 * the dry run ("Sprawdź"), following it, then applying it by id; errors kept beside the control
 * they concern and the choice never lost.
 */
export function useImportUpload() {
  const location = useRoute();
  const fromUrl = IMPORT_KINDS.find((k) => k === location.search.kind);
  const [choice, setChoice] = useState<UploadChoice>({
    kind: fromUrl ?? 'products',
    file: null,
    sheet: '',
    full: false,
    acceptValid: false,
  });
  const [runId, setRunId] = useState<number | null>(null);
  const [problems, setProblems] = useState<UploadProblems>({});
  const start = useApiMutation('importStart');
  const apply = useApiMutation('importRunApply');
  const { run, error: pollError } = useImportRun(runId);

  function change(patch: Partial<UploadChoice>) {
    setChoice((c) => {
      const next = { ...c, ...patch };
      if (!importSupportsFull(next.kind)) next.full = false;
      return next;
    });
    // Another kind or file is another import: the report of the previous one goes.
    if ('kind' in patch || 'file' in patch) setRunId(null);
    setProblems({});
  }

  function pickFile(file: File) {
    const invoices = choice.kind === 'invoices';
    if (!(invoices ? INVOICE_FILE_TYPES : FILE_TYPES).test(file.name)) {
      return setProblems({
        file: fillMessage(invoices ? m.upload.fileTypeInvoices : m.upload.fileType, { name: file.name }),
      });
    }
    if (file.size > MAX_IMPORT_FILE_BYTES)
      return setProblems({
        file: fillMessage(m.upload.tooLarge, { name: file.name, limit: `${MAX_IMPORT_FILE_BYTES / MB} MB` }),
      });
    change({ file });
  }

  async function check() {
    if (!choice.file) return setProblems({ file: m.upload.fileRequired });
    setProblems({});
    try {
      const isXlsx = /\.xlsx$/i.test(choice.file.name);
      const queued = await start.mutateAsync({
        query: {
          kind: choice.kind,
          file_name: choice.file.name,
          dry_run: 'true',
          full: choice.full ? 'true' : 'false',
          accept_valid: choice.acceptValid ? 'true' : 'false',
          ...(isXlsx && choice.sheet.trim() ? { sheet: choice.sheet.trim() } : {}),
        },
        body: choice.file,
      });
      setRunId(queued.id);
    } catch (error) {
      setProblems(problemsOf(error));
    }
  }

  async function applyRun() {
    if (!run) return;
    setProblems({});
    try {
      const queued = await apply.mutateAsync({
        params: { id: run.id },
        body: { full: choice.full, accept_valid: choice.acceptValid },
      });
      setRunId(queued.id);
    } catch (error) {
      setProblems({ form: errorMessage(error) });
    }
  }

  function reset() {
    setRunId(null);
    setProblems({});
    setChoice((c) => ({ ...c, file: null, sheet: '' }));
  }

  return {
    choice,
    change,
    pickFile,
    problems: pollError ? { ...problems, form: errorMessage(pollError) } : problems,
    check,
    applyRun,
    reset,
    run,
    active: isRunActive(run),
    starting: start.isPending,
    applying: apply.isPending,
  };
}

/** The upload flow's state and actions. */
export type ImportUpload = ReturnType<typeof useImportUpload>;
