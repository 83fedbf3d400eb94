import { LoginPage } from '@salesdesk/react-ui';
import type { PageProps } from './pageProps';

/** /pl/login: the login form, returning to `?target=` afterwards. */
export default function LoginRoute({ page }: PageProps) {
  return <LoginPage target={page.search.target ?? null} />;
}
