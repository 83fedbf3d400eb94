import { Button } from '../../controls/Button';
import { Modal } from '../../controls/Modal';
import { importsMessages as m } from '../../messages/imports';
import { ImportReportView } from '../run/ImportReportView';
import { RunProgress } from '../run/RunProgress';
import { isRunActive, useImportRun } from '../run/useImportRun';

/** One run of the history opened: its report (or its progress while it runs) in a dialog. */
export function RunDialog({ id, onClose }: { id: number | null; onClose(): void }) {
  const { run } = useImportRun(id);
  if (id === null) return null;
  return (
    <Modal
      isOpen
      size="lg"
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={run?.file_name ?? m.history.label}
    >
      {run ? (
        isRunActive(run) ? (
          <RunProgress run={run} />
        ) : (
          <ImportReportView run={run} headingLevel={3} />
        )
      ) : (
        <p role="status">…</p>
      )}
      <Button className="self-end" onPress={onClose} autoFocus>
        {m.history.close}
      </Button>
    </Modal>
  );
}
