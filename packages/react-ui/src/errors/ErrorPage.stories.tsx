import type { Story } from '@ladle/react';
import { ErrorPage } from './ErrorPage';
import { NotFoundPage } from './NotFoundPage';

export default { title: 'Errors / Pages' };

export const NotFound: Story = () => <NotFoundPage path="/pl/nie-ma-takiej-strony" />;
export const ServerError: Story = () => <ErrorPage statusCode={500} description="Serwer nie odpowiada." />;
export const Forbidden: Story = () => (
  <ErrorPage statusCode={403} statusMessage="Forbidden" description="Nie masz dostępu do tej strony." />
);
