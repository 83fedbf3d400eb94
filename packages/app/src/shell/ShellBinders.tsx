import type { LoadingBarController } from '@salesdesk/react-ui';
import { PageLoadingBinder } from './PageLoadingBinder';
import { ZoomBinder } from './ZoomBinder';

/**
 * What the pages behind the login bind through the query cache, in one chunk: the user's zoom and
 * the loading bar's watch over each page's first data.
 */
export function ShellBinders({ bar }: { bar: LoadingBarController }) {
  return (
    <>
      <ZoomBinder />
      <PageLoadingBinder bar={bar} />
    </>
  );
}
