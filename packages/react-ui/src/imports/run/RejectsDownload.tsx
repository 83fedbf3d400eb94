import type { ImportFileRun } from '@salesdesk/sdk';
import { useSalesdesk } from '../../context/salesdeskContext';
import { Button } from '../../controls/Button';
import { saveFile } from '../../data/downloadFile';
import { useAsyncAction } from '../../data/useAsyncAction';
import { importsMessages as m } from '../../messages/imports';

/** "Pobierz odrzucone wiersze (CSV)": the rejected rows with their reason, to fix and send again. */
export function RejectsDownload({ run }: { run: Pick<ImportFileRun, 'id' | 'has_rejects'> }) {
  const { client } = useSalesdesk();
  const { working, problem, run: act } = useAsyncAction();
  if (!run.has_rejects) return null;
  return (
    <div className="flex flex-col gap-1">
      <Button
        size="md"
        isPending={working}
        onPress={() => act(async () => saveFile(await client.call('importRunRejects', { params: { id: run.id } })))}
        className="self-start"
      >
        {m.report.downloadRejects}
      </Button>
      {problem ? (
        <p role="alert" className="text-sm text-danger">
          {problem}
        </p>
      ) : null}
    </div>
  );
}
