import { DashboardPage } from './DashboardPage';

/** `/pl/dashboard`: the shortcut tiles. */
export function DashboardRoute() {
  return <DashboardPage />;
}
