import type { Story } from '@ladle/react';
import { atom } from 'nanostores';
import { UpdatePrompt } from './UpdatePrompt';

export default { title: 'Shell / UpdatePrompt' };

/** A newer build is out: the prompt asks before reloading. */
export const Available: Story = () => <UpdatePrompt $available={atom(true)} onReload={() => {}} />;
