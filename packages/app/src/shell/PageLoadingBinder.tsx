import { type LoadingBarController, usePageLoadingBar, useRoute } from '@salesdesk/react-ui';

/**
 * Runs the loading bar from each navigation until the page's first data is in (SPEC §2), read
 * from the shared query cache; it comes with the pages behind the login, as the cache does.
 */
export function PageLoadingBinder({ bar }: { bar: LoadingBarController }) {
  const { path } = useRoute();
  usePageLoadingBar(bar, path);
  return null;
}
