import type { Story } from '@ladle/react';
import { SPECIAL_CLIENTS } from '@salesdesk/fixtures';
import { storyState } from '../test/pageStory';
import { StoryProviders } from '../test/storyProviders';
import { type BlockedSalesContext, BlockedSalesNotice } from './BlockedSalesNotice';

export default { title: 'Clients / BlockedSalesNotice' };

const blocked = storyState.clients.find((c) => c.id === SPECIAL_CLIENTS.blocked);

const notice =
  (context: BlockedSalesContext, releasable = false): Story =>
  () =>
    blocked ? (
      <StoryProviders>
        <BlockedSalesNotice client={blocked} context={context} releasable={releasable} />
      </StoryProviders>
    ) : null;

/** On the client card. */
export const OnTheCard = notice('card');
/** In the offer wizard: offers stay allowed. */
export const InAnOffer = notice('offer');
/** In the order wizard: no new order for the client. */
export const NewOrder = notice('newOrder');
/** In the order wizard of a regional director: they may make it despite the block. */
export const NewOrderReleasable = notice('newOrder', true);
/** On an order: it will not be confirmed. */
export const InAnOrder = notice('order');
/** On another's order, for a regional director: they may confirm it despite the block. */
export const InAnOrderReleasable = notice('order', true);
/** On the card, for a regional director: they may create the order despite the block. */
export const OnTheCardReleasable = notice('card', true);
