import type { ReactNode } from 'react';
import { Button, Menu, MenuItem, MenuTrigger, Popover } from 'react-aria-components';

/** One entry of an {@link ActionMenu}. */
export interface MenuAction<K extends string> {
  id: K;
  label: string;
  /** Cannot be undone (delete): shown in the danger colour. */
  danger?: boolean;
}

/** Props of {@link ActionMenu}. */
export interface ActionMenuProps<K extends string> {
  /** Accessible name of the trigger button. */
  label: string;
  /** What the trigger shows (default "⋯"). */
  trigger?: ReactNode;
  actions: readonly MenuAction<K>[];
  onAction(id: K): void;
}

/** A menu of actions behind a button (react-aria: Enter or arrows open it, arrows move, Escape closes). */
export function ActionMenu<K extends string>({ label, trigger, actions, onAction }: ActionMenuProps<K>) {
  return (
    <MenuTrigger>
      <Button
        aria-label={label}
        className="inline-flex h-10 min-w-10 items-center justify-center gap-1 rounded-md border border-border-strong bg-surface px-2 text-text outline-none data-[focus-visible]:ring-2 data-[focus-visible]:ring-focus data-[hovered]:bg-surface-sunken"
      >
        {trigger ?? <span aria-hidden="true">⋯</span>}
      </Button>
      <Popover
        placement="bottom end"
        className="min-w-44 rounded-md border border-border bg-surface-raised text-text shadow-lg"
      >
        <Menu className="p-1 outline-none" onAction={(key) => onAction(String(key) as K)}>
          {actions.map((action) => (
            <MenuItem
              key={action.id}
              id={action.id}
              data-danger={action.danger || undefined}
              className="cursor-default rounded px-3 py-2 outline-none data-[danger]:text-danger data-[focused]:bg-surface-sunken"
            >
              {action.label}
            </MenuItem>
          ))}
        </Menu>
      </Popover>
    </MenuTrigger>
  );
}
