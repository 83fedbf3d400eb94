import { type ReactNode, useId } from 'react';
import { Button, Menu, MenuItem, MenuTrigger, Popover, Text } from 'react-aria-components';

/** One entry of an {@link ActionMenu}. */
export interface MenuAction<K extends string> {
  id: K;
  label: string;
  /** Cannot be undone (delete): shown in the danger colour. */
  danger?: boolean;
  /**
   * Why the action is not available (the server would refuse it): the item is shown disabled
   * with this reason under its label, and the trigger describes it to screen readers.
   */
  disabledReason?: string;
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

/**
 * A menu of actions behind a button (react-aria: Enter or arrows open it, arrows move, Escape
 * closes). Unavailable actions stay listed, disabled, with their reason; since disabled items
 * take no focus, the reasons are also the trigger's description.
 */
export function ActionMenu<K extends string>({ label, trigger, actions, onAction }: ActionMenuProps<K>) {
  const descriptionId = useId();
  const refused = actions.filter((a) => a.disabledReason);
  return (
    <MenuTrigger>
      <Button
        aria-label={label}
        aria-describedby={refused.length ? descriptionId : undefined}
        className="inline-flex h-10 min-w-10 items-center justify-center gap-1 rounded-md border border-border-strong bg-surface px-2 text-text outline-none data-[focus-visible]:ring-2 data-[focus-visible]:ring-focus data-[hovered]:bg-surface-sunken"
      >
        {trigger ?? <span aria-hidden="true">⋯</span>}
      </Button>
      {refused.length ? (
        <span id={descriptionId} hidden>
          {refused.map((a) => `${a.label}: ${a.disabledReason}`).join(' ')}
        </span>
      ) : null}
      <Popover
        placement="bottom end"
        className="min-w-44 max-w-80 rounded-md border border-border bg-surface-raised text-text shadow-lg"
      >
        <Menu className="p-1 outline-none" onAction={(key) => onAction(String(key) as K)}>
          {actions.map((action) => (
            <MenuItem
              key={action.id}
              id={action.id}
              textValue={action.label}
              isDisabled={Boolean(action.disabledReason)}
              data-danger={action.danger || undefined}
              className="flex cursor-default flex-col rounded px-3 py-2 outline-none data-[danger]:text-danger data-[disabled]:text-text-muted data-[focused]:bg-surface-sunken"
            >
              <Text slot="label">{action.label}</Text>
              {action.disabledReason ? (
                <Text slot="description" className="text-xs">
                  {action.disabledReason}
                </Text>
              ) : null}
            </MenuItem>
          ))}
        </Menu>
      </Popover>
    </MenuTrigger>
  );
}
