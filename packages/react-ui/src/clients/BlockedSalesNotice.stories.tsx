import type { Story } from '@ladle/react';
import { SPECIAL_CLIENTS } from '@salesdesk/fixtures';
import { storyState } from '../test/pageStory';
import { StoryProviders } from '../test/storyProviders';
import { BlockedSalesNotice } from './BlockedSalesNotice';

export default { title: 'Clients / BlockedSalesNotice' };

const blocked = storyState.clients.find((c) => c.id === SPECIAL_CLIENTS.blocked);

const notice =
  (context: 'card' | 'offer' | 'order'): Story =>
  () =>
    blocked ? (
      <StoryProviders>
        <BlockedSalesNotice client={blocked} context={context} />
      </StoryProviders>
    ) : null;

/** On the client card. */
export const OnTheCard = notice('card');
/** In the offer wizard: offers stay allowed. */
export const InAnOffer = notice('offer');
/** In the order wizard or on an order: it will not be confirmed. */
export const InAnOrder = notice('order');
