import { pageStory } from '../../test/pageStory';
import { OrdersPage } from './DocumentListPage';

export default { title: 'Lists / OrdersPage' };

/** Every current order, newest first; select some to make one offer of them. */
export const Default = pageStory(<OrdersPage />, '/pl/dashboard/orders');
/** Unconfirmed orders only. */
export const Unconfirmed = pageStory(<OrdersPage />, '/pl/dashboard/orders?status=draft');
