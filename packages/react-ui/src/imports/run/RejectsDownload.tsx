import type { ImportFileRun } from '@salesdesk/sdk';
import { useSalesdesk } from '../../context/salesdeskContext';
import { Button } from '../../controls/Button';
import { useDownload } from '../../data/downloadFile';
import { errorMessage } from '../../data/errorMessage';
import { importsMessages as m } from '../../messages/imports';

/** "Pobierz odrzucone wiersze (CSV)": the rejected rows with their reason, to fix and send again. */
export function RejectsDownload({ run }: { run: Pick<ImportFileRun, 'id' | 'has_rejects'> }) {
  const { client } = useSalesdesk();
  const rejects = useDownload(async () => client.call('importRunRejects', { params: { id: run.id } }));
  if (!run.has_rejects) return null;
  return (
    <div className="flex flex-col gap-1">
      <Button size="md" isPending={rejects.isPending} onPress={() => rejects.mutate()} className="self-start">
        {m.report.downloadRejects}
      </Button>
      {rejects.error ? (
        <p role="alert" className="text-sm text-danger">
          {errorMessage(rejects.error)}
        </p>
      ) : null}
    </div>
  );
}
