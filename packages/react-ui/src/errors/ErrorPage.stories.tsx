import type { Story } from '@ladle/react';
import { ErrorPage } from './ErrorPage';
import { NotFoundPage } from './NotFoundPage';

export default { title: 'Errors / Pages' };

export const NotFound: Story = () => <NotFoundPage path="/pl/nie-ma-takiej-strony" />;
export const NotFoundLongPath: Story = () => (
  <NotFoundPage path={`/pl/dashboard/${'bardzo-dluga-sciezka-bez-spacji-'.repeat(8)}`} />
);
export const ServerError: Story = () => <ErrorPage statusCode={500} canReload />;
export const Forbidden: Story = () => <ErrorPage statusCode={403} path="/pl/dashboard/imports" />;
export const LoggedOut: Story = () => <ErrorPage statusCode={500} loggedIn={false} canReload />;
