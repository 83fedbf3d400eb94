import { formatMessage, referenceMessages } from '@salesdesk/sdk';
import type { Handlers } from '../http/contractRouter';
import { HttpError } from '../http/httpError';
import { runList, type SqlCondition } from '../http/sqlList';
import type { ServerContext } from '../serverContext';

function unreadCount(ctx: ServerContext, userId: number): number {
  return ctx.db
    .prepare('SELECT COUNT(*) FROM notifications WHERE user_id = ? AND read_at IS NULL')
    .pluck()
    .get(userId) as number;
}

/** Tells the user's open tabs the new unread count (live socket). */
function pushCount(ctx: ServerContext, userId: number, count: number): void {
  ctx.live.pushToUser(userId, { notification: { count } });
}

/** Notification handlers (SPEC §7): always the caller's own notifications. */
export const notificationHandlers: Handlers = {
  notificationList: ({ query, user, ctx }) => {
    const filters: SqlCondition[] = [];
    if (query.read !== undefined)
      filters.push({ sql: query.read ? 'n.read_at IS NOT NULL' : 'n.read_at IS NULL', params: [] });
    if (query.type) filters.push({ sql: 'n.type = ?', params: [query.type] });
    return runList(
      ctx.db,
      {
        from: 'notifications n',
        select: 'n.id, n.type, n.metadata, n.read_at, n.created_at',
        sortColumns: { created_at: 'n.created_at', type: 'n.type' },
        defaultSort: '-created_at',
        tieBreaker: 'n.id',
        where: [{ sql: 'n.user_id = ?', params: [user.id] }],
        // Search what the list shows of a notification: the document number, and the price
        // group's name in "group added" notices; never the stored JSON, whose keys and
        // punctuation (`_`, `"`, `:`) would match every row.
        search: (term) => ({
          sql: `EXISTS (SELECT 1 FROM json_each(n.metadata) m
                 WHERE (json_extract(m.value, '$.key') = 'number'
                   OR (json_extract(m.value, '$.key') = 'group_name' AND n.type = 'offer_add_product_group'))
                   AND instr(lower(json_extract(m.value, '$.value')), lower(?)) > 0)`,
          params: [term],
        }),
        map: (r: { id: number; type: string; metadata: string; read_at: string | null; created_at: string }) => ({
          id: r.id,
          type: r.type,
          metadata: JSON.parse(r.metadata) as { key: string; value: string }[],
          read: r.read_at !== null,
          created_at: r.created_at,
        }),
      },
      query,
      filters,
    );
  },

  notificationUnreadCounter: ({ user, ctx }) => ({ count: unreadCount(ctx, user.id) }),

  notificationReadAll: ({ user, ctx }) => {
    ctx.db
      .prepare('UPDATE notifications SET read_at = ? WHERE user_id = ? AND read_at IS NULL')
      .run(new Date(ctx.now()).toISOString(), user.id);
    const count = unreadCount(ctx, user.id);
    pushCount(ctx, user.id, count);
    return { count };
  },

  notificationReadList: ({ body, user, ctx }) => {
    const count = ctx.db
      .transaction(() => {
        const ids = [...new Set(body.ids)];
        const own = new Set(
          ctx.db
            .prepare(`SELECT id FROM notifications WHERE user_id = ? AND id IN (${ids.map(() => '?').join(',')})`)
            .pluck()
            .all(user.id, ...ids) as number[],
        );
        const missing = ids.filter((id) => !own.has(id));
        // Someone else's notification is reported as missing: its existence is not disclosed.
        if (missing.length) {
          throw HttpError.validation({
            ids: [formatMessage(referenceMessages.notificationsNotFound, { ids: missing.join(', ') })],
          });
        }
        ctx.db
          .prepare(
            `UPDATE notifications SET read_at = ? WHERE user_id = ? AND read_at IS NULL AND id IN (${ids.map(() => '?').join(',')})`,
          )
          .run(new Date(ctx.now()).toISOString(), user.id, ...ids);
        return unreadCount(ctx, user.id);
      })
      .immediate();
    pushCount(ctx, user.id, count);
    return { count };
  },
};
