import { useSalesdesk } from '../../context/salesdeskContext';
import { Button } from '../../controls/Button';
import { fetchFile, useDownload } from '../../data/downloadFile';
import { errorMessage } from '../../data/errorMessage';
import { fillMessage } from '../../messages';
import { documentMessages as m } from '../../messages/documents';
import { toasts } from '../../toast/toastStore';

/** Props of {@link DownloadButton}. */
export interface DownloadButtonProps {
  /** API path of the file (`/api/outbox/12/attachment`). */
  path: string;
  /** File name to save as; also names the button for screen readers. */
  name: string;
}

/** Downloads a PDF of the outbox with the session's token; says so while it runs and when it fails. */
export function DownloadButton({ path, name }: DownloadButtonProps) {
  const { client } = useSalesdesk();
  const download = useDownload(
    () => fetchFile(client, path, name),
    (error) =>
      toasts.show({ type: 'error', title: fillMessage(m.downloadFailed, { name, message: errorMessage(error) }) }),
  );
  return (
    <Button
      aria-label={fillMessage(m.downloadNamed, { name })}
      isPending={download.isPending}
      onPress={() => download.mutate()}
      size="md"
    >
      {m.download}
    </Button>
  );
}
