import { LoginPage, type PageProps } from '@salesdesk/react-ui';

/** `/pl/login`: the login form, returning to `?target=` afterwards, saying why the last session ended (`?reason=`) (part of the app's entry). */
export function LoginRoute({ location }: PageProps) {
  return <LoginPage target={location.search.target ?? null} reason={location.search.reason ?? null} />;
}
