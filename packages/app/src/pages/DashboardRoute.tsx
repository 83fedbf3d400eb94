import { DashboardPage } from '@salesdesk/react-ui';

/** /pl/dashboard: the shortcut tiles. */
export default function DashboardRoute() {
  return <DashboardPage />;
}
