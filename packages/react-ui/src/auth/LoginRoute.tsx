import type { PageProps } from '../pages/pageRegistry';
import { LoginPage } from './LoginPage';

/** `/pl/login`: the login form, returning to `?target=` afterwards, saying why the last session ended (`?reason=`). */
export function LoginRoute({ location }: PageProps) {
  return <LoginPage target={location.search.target ?? null} reason={location.search.reason ?? null} />;
}
