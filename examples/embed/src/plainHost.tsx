// A host without Tailwind: the precompiled stylesheet is all it needs.
import '@salesdesk/react-ui/styles.css';
import { mountHost } from './EmbeddedSalesdesk';

mountHost('Host bez Tailwind');
