import type { Key, ReactNode } from 'react';
import { Tabs as AriaTabs, Tab, TabList, TabPanel } from 'react-aria-components';

/** One tab of {@link Tabs}. */
export interface TabItem<K extends string> {
  id: K;
  label: string;
  /** A count shown as a badge (e.g. offers waiting for approval). */
  count?: number | null;
  /** What screen readers hear with the count ("(3 czeka)"); the badge itself is hidden from them. */
  countLabel?: string;
}

/** Props of {@link Tabs}. */
export interface TabsProps<K extends string> {
  /** Names the tab list. */
  label: string;
  items: readonly TabItem<K>[];
  selected: K;
  onSelect(id: K): void;
  /** The selected tab's content. */
  children: ReactNode;
}

/**
 * Tabs on react-aria (arrow keys move between tabs, Home/End jump); only the selected tab's
 * panel is rendered, each tab naming the panel it controls.
 */
export function Tabs<K extends string>({ label, items, selected, onSelect, children }: TabsProps<K>) {
  return (
    <AriaTabs selectedKey={selected} onSelectionChange={(key: Key) => onSelect(String(key) as K)}>
      <TabList aria-label={label} className="mb-3 flex gap-1 overflow-x-auto border-b border-border">
        {items.map((item) => (
          <Tab
            key={item.id}
            id={item.id}
            className="-mb-px flex items-center gap-2 border-b-2 border-transparent px-4 py-2 font-medium whitespace-nowrap text-text-muted outline-none data-[focus-visible]:ring-2 data-[focus-visible]:ring-focus data-[hovered]:text-text data-[selected]:border-primary-700 data-[selected]:text-text"
          >
            {item.label}
            {item.count ? (
              <>
                <span
                  aria-hidden="true"
                  className="rounded-full bg-primary-700 px-2 text-xs font-semibold text-on-primary"
                >
                  {item.count}
                </span>
                {item.countLabel ? <span className="sr-only">{item.countLabel}</span> : null}
              </>
            ) : null}
          </Tab>
        ))}
      </TabList>
      {items.map((item) => (
        <TabPanel key={item.id} id={item.id} className="outline-none">
          {item.id === selected ? children : null}
        </TabPanel>
      ))}
    </AriaTabs>
  );
}
