import type { Story } from '@ladle/react';
import { NotFoundPage } from './NotFoundPage';

export default { title: 'Errors / NotFoundPage' };

export const Default: Story = () => <NotFoundPage path="/pl/dashboard/nieznana" />;
