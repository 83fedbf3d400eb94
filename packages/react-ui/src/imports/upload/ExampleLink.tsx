import type { ImportKind } from '@salesdesk/sdk';
import { useSalesdesk } from '../../context/salesdeskContext';
import { Button } from '../../controls/Button';
import { useDownload } from '../../data/downloadFile';
import { errorMessage } from '../../data/errorMessage';
import { fillMessage } from '../../messages';
import { importsMessages as m } from '../../messages/imports';

/** "Pobierz przykładowy plik": the kind's example CSV (`importExample`), fetched with the session's token. */
export function ExampleLink({ kind }: { kind: ImportKind }) {
  const { client } = useSalesdesk();
  const example = useDownload(async () => client.call('importExample', { params: { kind } }));
  return (
    <span className="flex flex-col gap-1">
      <Button
        variant="ghost"
        size="md"
        className="self-start"
        isPending={example.isPending}
        onPress={() => example.mutate()}
      >
        {fillMessage(m.upload.example, { kind: m.kindShort[kind] ?? kind })}
      </Button>
      {example.error ? (
        <span role="alert" className="text-sm text-danger">
          {errorMessage(example.error)}
        </span>
      ) : null}
    </span>
  );
}
