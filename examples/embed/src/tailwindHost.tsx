import './tailwind.css';
import { mountHost } from './EmbeddedSalesdesk';

mountHost('Host z Tailwind');
