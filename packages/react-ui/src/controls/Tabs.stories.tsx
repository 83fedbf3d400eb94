import type { Story } from '@ladle/react';
import { useState } from 'react';
import { Tabs } from './Tabs';

export default { title: 'Controls / Tabs' };

/** The offers page's tabs, one with a count. */
export const WithCount: Story = () => {
  const [tab, setTab] = useState<'a' | 'b' | 'c'>('a');
  return (
    <div className="p-4">
      <Tabs<'a' | 'b' | 'c'>
        label="Listy ofert"
        items={[
          { id: 'a', label: 'W obiegu' },
          { id: 'b', label: 'Do akceptacji', count: 7, countLabel: '(7 czeka)' },
          { id: 'c', label: 'Wszystkie' },
        ]}
        selected={tab}
        onSelect={setTab}
      >
        <p className="p-4">Zakładka: {tab}</p>
      </Tabs>
    </div>
  );
};
