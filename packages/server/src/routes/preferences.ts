import { DEFAULT_SHORTCUTS, defaultTableConfig, type ShortcutKey } from '@salesdesk/sdk';
import type { Handlers } from '../http/contractRouter';

/** Per-user shortcut tiles and table settings (SPEC §7 shortcuts and table-config). */
export const preferenceHandlers: Handlers = {
  shortcutsGet: ({ user, ctx }) => {
    const stored = ctx.db.prepare('SELECT items FROM user_shortcuts WHERE user_id = ?').pluck().get(user.id) as
      | string
      | undefined;
    return { items: stored === undefined ? [...DEFAULT_SHORTCUTS] : (JSON.parse(stored) as ShortcutKey[]) };
  },

  shortcutsSet: ({ body, user, ctx }) => {
    ctx.db
      .prepare(
        'INSERT INTO user_shortcuts (user_id, items) VALUES (?, ?) ON CONFLICT (user_id) DO UPDATE SET items = excluded.items',
      )
      .run(user.id, JSON.stringify(body.items));
    return { items: body.items };
  },

  tableConfigGet: ({ query, user, ctx }) => {
    const row = ctx.db
      .prepare('SELECT table_columns, items_per_page FROM table_configs WHERE user_id = ? AND table_key = ?')
      .get(user.id, query.tableId) as { table_columns: string; items_per_page: number } | undefined;
    if (!row) return defaultTableConfig(query.tableId);
    return {
      key: query.tableId,
      tableColumns: JSON.parse(row.table_columns) as string[],
      itemsPerPage: row.items_per_page,
    };
  },

  tableConfigSet: ({ body, user, ctx }) => {
    ctx.db
      .prepare(
        `INSERT INTO table_configs (user_id, table_key, table_columns, items_per_page) VALUES (?, ?, ?, ?)
         ON CONFLICT (user_id, table_key) DO UPDATE SET table_columns = excluded.table_columns, items_per_page = excluded.items_per_page`,
      )
      .run(user.id, body.key, JSON.stringify(body.tableColumns), body.itemsPerPage);
    return { key: body.key, tableColumns: body.tableColumns, itemsPerPage: body.itemsPerPage };
  },
};
