import { ADMIN_ROLE, type OfferDetail, ORDERABLE_OFFER_STATUSES, offerMessages } from '@salesdesk/sdk';
import { memo, useState } from 'react';
import { AppLink } from '../context/AppLink';
import { useUser } from '../context/salesdeskContext';
import { Button, buttonClass } from '../controls/Button';
import { Modal } from '../controls/Modal';
import { TextField } from '../controls/TextField';
import { errorMessage } from '../data/errorMessage';
import { useApiMutation } from '../data/useApiMutation';
import { RequestedConfirmDialog } from '../dialogs/RequestedConfirmDialog';
import { useConfirmRequest } from '../dialogs/useConfirmRequest';
import { fillMessage } from '../messages';
import { offerPageMessages as m } from '../messages/offer';
import { tableMessages } from '../messages/table';
import { pagePath } from '../pages/pageRegistry';
import { toasts } from '../toast/toastStore';
import { DocumentToolbar } from './DocumentToolbar';
import { sameDocumentFields, useDocumentVersion } from './documentSections';
import { offerActionOutcome } from './offerActionOutcome';

type Action = OfferDetail['available_actions'][number];

/**
 * The actions of the offer page: the status actions this user may take now (the server's
 * `available_actions`), each after a Polish confirmation (sending back asks for the reason);
 * "Utwórz zamówienie" once the client has the offer or accepted it (the order wizard, filled in
 * from it); then the document's own PDF, copy, archive and delete. Every write carries the
 * offer's version, so an offer changed meanwhile is refused with the server's reason, not
 * overwritten.
 */
export const OfferActions = memo(
  function OfferActions({
    offer,
    returnFocus,
  }: {
    offer: OfferDetail;
    returnFocus: React.RefObject<HTMLElement | null>;
  }) {
    const action = useApiMutation('offerAction');
    const version = useDocumentVersion('offer', offer);
    const { request, ask, close } = useConfirmRequest(returnFocus);
    const [sendingBack, setSendingBack] = useState(false);
    const [comment, setComment] = useState('');
    const [problem, setProblem] = useState<string | null>(null);
    const user = useUser();

    async function run(name: Action, text?: string) {
      const next = await action.mutateAsync({
        params: { id: offer.id },
        body: { version: version(), action: name, ...(text ? { comment: text } : {}) },
      });
      toasts.show({
        type: 'success',
        title: fillMessage(m.actions.done, { number: offer.number, status: offerMessages.statuses[next.status] }),
      });
    }

    // The author (or an administrator) sends, archives and deletes the offer (docs/offers.md).
    const owner = offer.creator_id === user?.user_id || user?.role === ADMIN_ROLE;
    return (
      <DocumentToolbar
        kind="offer"
        document={offer}
        owner={owner}
        archivable={!offer.archived}
        deletable={offer.status === 'draft'}
        returnFocus={returnFocus}
      >
        {offer.available_actions.map((name) => (
          <Button
            key={name}
            size="md"
            variant={name === 'approve' || name === 'submit' ? 'primary' : 'secondary'}
            onPress={() => {
              if (name === 'send_back') {
                setProblem(null);
                setSendingBack(true);
                return;
              }
              ask({
                title: fillMessage(m.actions.confirmTitle, {
                  action: offerMessages.actions[name],
                  number: offer.number,
                }),
                body: offerActionOutcome(offer, name),
                confirmLabel: offerMessages.actions[name],
                destructive: name === 'reject',
                run: () => run(name),
              });
            }}
          >
            {offerMessages.actions[name]}
          </Button>
        ))}
        {owner && !offer.archived && ORDERABLE_OFFER_STATUSES.includes(offer.status) ? (
          <AppLink
            href={pagePath('addOrder', { stepId: 1 }, { 'offer-id': offer.id })}
            className={buttonClass('primary', 'md')}
          >
            {m.actions.createOrder}
          </AppLink>
        ) : null}
        <RequestedConfirmDialog request={request} onClose={close} />
        <Modal
          isOpen={sendingBack}
          onOpenChange={(open) => !action.isPending && setSendingBack(open)}
          title={fillMessage(m.actions.confirmTitle, { action: offerMessages.actions.send_back, number: offer.number })}
        >
          <form
            className="flex flex-col gap-4"
            onSubmit={async (event) => {
              event.preventDefault();
              setProblem(null);
              try {
                await run('send_back', comment.trim());
                setSendingBack(false);
                setComment('');
              } catch (error) {
                setProblem(errorMessage(error));
              }
            }}
          >
            <TextField autoFocus label={m.actions.comment} value={comment} onChange={setComment} isRequired />
            {problem ? (
              <p role="alert" className="rounded-md bg-danger-subtle p-2 text-sm text-danger">
                {problem}
              </p>
            ) : null}
            <div className="flex justify-end gap-2">
              <Button isDisabled={action.isPending} onPress={() => setSendingBack(false)}>
                {tableMessages.cancel}
              </Button>
              <Button type="submit" variant="primary" isDisabled={action.isPending || !comment.trim()}>
                {action.isPending ? m.actions.working : offerMessages.actions.send_back}
              </Button>
            </div>
          </form>
        </Modal>
      </DocumentToolbar>
    );
  },
  sameDocumentFields('offer', [
    'id',
    'number',
    'status',
    'archived',
    'available_actions',
    'creator_id',
    'client_id',
    'customer_fullname',
    'required_approval_level',
  ]),
);
