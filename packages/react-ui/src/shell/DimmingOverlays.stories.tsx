import type { Story } from '@ladle/react';
import { map } from 'nanostores';
import { DimmingOverlays } from './DimmingOverlays';

export default { title: 'Shell / DimmingOverlays' };

export const General: Story = () => (
  <div className="p-6">
    Treść strony pod nakładką
    <DimmingOverlays overlays={map({ general: true, scanner: false })} />
  </div>
);

export const Scanner: Story = () => (
  <div className="p-6">
    Treść strony pod nakładką skanera
    <DimmingOverlays overlays={map({ general: false, scanner: true })} />
  </div>
);
