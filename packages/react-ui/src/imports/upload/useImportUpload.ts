import {
  ApiError,
  bundleProblem,
  IMPORT_KINDS,
  type ImportFileRun,
  type ImportKind,
  importSupportsFull,
  invoiceBundleName,
  MAX_BUNDLED_FILES,
  MAX_IMPORT_FILE_BYTES,
} from '@salesdesk/sdk';
import { zipSync } from 'fflate';
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
  /**
   * The files chosen: one, or for invoices several FA(3) XML files with an optional CSV manifest,
   * sent packed into one ZIP (one run, all or nothing).
   */
  files: readonly File[];
  sheet: string;
  full: boolean;
  acceptValid: boolean;
}

/** Where an error of the upload belongs: a field of the form, or the form as a whole. */
export type UploadProblems = Partial<Record<'kind' | 'file' | 'sheet' | 'full' | 'acceptValid' | 'form', string>>;

const FILE_TYPES = /\.(csv|xlsx)$/i;
/** Invoices come as KSeF FA(3) files too: one XML, or a ZIP of them. */
const INVOICE_FILE_TYPES = /\.(csv|xlsx|xml|zip)$/i;
/** What several invoice files picked at once may be: FA(3) files and their manifest, as the CLI packs them. */
const BUNDLE_FILE_TYPES = /\.(csv|xml)$/i;
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
    files: [],
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
      // Several files go together as invoices only: another kind starts from a fresh choice.
      if (next.kind !== 'invoices' && next.files.length > 1) next.files = [];
      return next;
    });
    // Another kind or file is another import: the report of the previous one goes.
    if ('kind' in patch || 'files' in patch) setRunId(null);
    setProblems({});
  }

  /** Why `files` cannot be sent together as the chosen kind's import, or null when they can. */
  function refusalOf(files: readonly File[]): string | null {
    const invoices = choice.kind === 'invoices';
    const [first] = files;
    if (!first) return null;
    const total = files.reduce((sum, f) => sum + f.size, 0);
    const tooLarge = (name: string) =>
      fillMessage(m.upload.tooLarge, { name, limit: `${MAX_IMPORT_FILE_BYTES / MB} MB` });
    if (files.length === 1) {
      if (!(invoices ? INVOICE_FILE_TYPES : FILE_TYPES).test(first.name))
        return fillMessage(invoices ? m.upload.fileTypeInvoices : m.upload.fileType, { name: first.name });
      return first.size > MAX_IMPORT_FILE_BYTES ? tooLarge(first.name) : null;
    }
    if (!invoices) return m.upload.oneFileOnly;
    const odd = files.find((f) => !BUNDLE_FILE_TYPES.test(f.name));
    if (odd) return fillMessage(m.upload.bundleType, { name: odd.name });
    if (!files.some((f) => /\.xml$/i.test(f.name))) return m.upload.bundleNoXml;
    const problem = bundleProblem(files.map((f) => f.name));
    if (problem?.code === 'too_many')
      return fillMessage(m.upload.bundleTooMany, { count: problem.count, max: MAX_BUNDLED_FILES });
    if (problem) return fillMessage(m.upload.bundleSameName, { name: problem.name });
    return total > MAX_IMPORT_FILE_BYTES ? tooLarge(invoiceBundleName(files.length)) : null;
  }

  function pickFiles(files: readonly File[]) {
    if (!files.length) return;
    const refusal = refusalOf(files);
    if (refusal) return setProblems({ file: refusal });
    change({ files: [...files] });
  }

  /** The body and name of the run: the one file as it is, several packed into one ZIP. */
  async function uploadOf(files: readonly File[]): Promise<{ body: Blob; name: string }> {
    const [first] = files;
    if (first && files.length === 1) return { body: first, name: first.name };
    const bundled = await Promise.all(
      files.map(async (f) => ({ name: f.name, bytes: new Uint8Array(await f.arrayBuffer()) })),
    );
    return {
      // Stored, not deflated: FA(3) files are small, and the server then inflates nothing.
      body: new Blob([zipSync(Object.fromEntries(bundled.map((f) => [f.name, f.bytes])), { level: 0 }) as BlobPart], {
        type: 'application/zip',
      }),
      name: invoiceBundleName(files.length),
    };
  }

  async function check() {
    if (!choice.files.length)
      return setProblems({ file: choice.kind === 'invoices' ? m.upload.filesRequired : m.upload.fileRequired });
    setProblems({});
    try {
      const { body, name } = await uploadOf(choice.files);
      const isXlsx = /\.xlsx$/i.test(name);
      const queued = await start.mutateAsync({
        query: {
          kind: choice.kind,
          file_name: name,
          dry_run: 'true',
          full: choice.full ? 'true' : 'false',
          accept_valid: choice.acceptValid ? 'true' : 'false',
          ...(isXlsx && choice.sheet.trim() ? { sheet: choice.sheet.trim() } : {}),
        },
        body,
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
    setChoice((c) => ({ ...c, files: [], sheet: '' }));
  }

  return {
    choice,
    change,
    pickFiles,
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
