import { Button, Menu, MenuItem, MenuTrigger, Popover } from 'react-aria-components';

/** One entry of a {@link RowActionsMenu}. */
export interface RowAction<K extends string> {
  id: K;
  label: string;
  /** Cannot be undone (delete): shown in the danger colour. */
  danger?: boolean;
}

/** Props of {@link RowActionsMenu}. */
export interface RowActionsMenuProps<K extends string> {
  /** Accessible name of the menu button, naming the row ("Akcje oferty OF/2026/000012"). */
  label: string;
  actions: readonly RowAction<K>[];
  onAction(id: K): void;
}

/** The "⋯" menu of a table row: its actions, by keyboard (Enter, arrows) or pointer. */
export function RowActionsMenu<K extends string>({ label, actions, onAction }: RowActionsMenuProps<K>) {
  return (
    <MenuTrigger>
      <Button
        aria-label={label}
        className="inline-flex size-10 items-center justify-center rounded-md border border-border-strong bg-surface text-lg outline-none data-[focus-visible]:ring-2 data-[focus-visible]:ring-focus data-[hovered]:bg-surface-sunken"
      >
        <span aria-hidden="true">⋯</span>
      </Button>
      <Popover placement="bottom end" className="min-w-44 rounded-md border border-border bg-surface-raised shadow-lg">
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
