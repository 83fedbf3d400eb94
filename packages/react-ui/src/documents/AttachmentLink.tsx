import type { OfferDetail } from '@salesdesk/sdk';
import { Link } from 'react-aria-components';
import { useSalesdesk } from '../context/salesdeskContext';
import { useDownload } from '../data/downloadFile';
import { errorMessage } from '../data/errorMessage';
import { fillMessage } from '../messages';
import { offerPageMessages } from '../messages/offer';
import { toasts } from '../toast/toastStore';

const a = offerPageMessages.attachments;

/** Props of {@link AttachmentLink}. */
export interface AttachmentLinkProps {
  offerId: number;
  file: OfferDetail['attachments'][number];
}

/**
 * An attachment's name as a link that downloads it (`offerAttachmentDownload`, with the session's
 * token, which a plain `href` could not send); the server names and types the file. A failure
 * says so in a toast; focus stays on the link.
 */
export function AttachmentLink({ offerId, file }: AttachmentLinkProps) {
  const { client } = useSalesdesk();
  const download = useDownload(
    async () => client.call('offerAttachmentDownload', { params: { id: offerId, attachmentId: file.id } }),
    (error) =>
      toasts.show({
        type: 'error',
        title: fillMessage(a.downloadFailed, { name: file.name, message: errorMessage(error) }),
      }),
  );
  return (
    <Link
      aria-label={fillMessage(a.download, { name: file.name })}
      aria-busy={download.isPending || undefined}
      className="cursor-pointer font-medium text-primary-700 underline-offset-2 outline-none hover:underline data-[focus-visible]:rounded data-[focus-visible]:ring-2 data-[focus-visible]:ring-focus dark:text-primary-300"
      onPress={() => {
        if (!download.isPending) download.mutate();
      }}
    >
      {file.name}
    </Link>
  );
}
