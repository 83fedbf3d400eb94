import type { ImportKind } from '@salesdesk/sdk';
import { useSalesdesk } from '../../context/salesdeskContext';
import { Button } from '../../controls/Button';
import { saveFile } from '../../data/downloadFile';
import { useAsyncAction } from '../../data/useAsyncAction';
import { fillMessage } from '../../messages';
import { importsMessages as m } from '../../messages/imports';

/** "Pobierz przykładowy plik": the kind's example CSV (`importExample`), fetched with the session's token. */
export function ExampleLink({ kind }: { kind: ImportKind }) {
  const { client } = useSalesdesk();
  const { working, problem, run } = useAsyncAction();
  return (
    <span className="flex flex-col gap-1">
      <Button
        variant="ghost"
        size="md"
        className="self-start"
        isPending={working}
        onPress={() => run(async () => saveFile(await client.call('importExample', { params: { kind } })))}
      >
        {fillMessage(m.upload.example, { kind: m.kindShort[kind] ?? kind })}
      </Button>
      {problem ? (
        <span role="alert" className="text-sm text-danger">
          {problem}
        </span>
      ) : null}
    </span>
  );
}
