import { ADMIN_ROLE, apiTokenMessages, canAccess, pageAccess, rankRefusal } from '@salesdesk/sdk';
import { apiTokenById, createApiToken, listAllApiTokens, listOwnApiTokens, revokeApiToken } from '../auth/apiTokens';
import { adminActor, adminPerson } from '../auth/userAdmin';
import type { Handlers } from '../http/contractRouter';
import { HttpError } from '../http/httpError';

/**
 * Personal API tokens (docs/decisions/api-tokens.md). Every call needs a session: the contract
 * marks them `sessionOnly`, so a token never makes or revokes tokens.
 */
export const apiTokenHandlers: Handlers = {
  apiTokenList: ({ user, ctx }) => ({ items: listOwnApiTokens(ctx, user.id) }),

  apiTokenCreate: ({ user, ctx, body, idempotency }) => createApiToken(ctx, user.id, body, idempotency),

  apiTokenRevoke: ({ user, ctx, params }) => {
    const row = apiTokenById(ctx, Number(params.id));
    if (row.user_id !== user.id) {
      // Someone else's token: user administration under its rank rule (own role, rank, company).
      // Anyone out of its reach (a salesperson, a director for an administrator's or another
      // company's token) learns nothing about it: the same 404 as a token that does not exist.
      const actor = adminActor(ctx, user);
      if (
        !canAccess(actor.role, pageAccess.userAdmin) ||
        rankRefusal(actor, adminPerson(ctx, row.user_id), 'status') !== null
      )
        throw HttpError.notFound(apiTokenMessages.notFound);
    }
    return revokeApiToken(ctx, row, user.id);
  },

  apiTokenAdminList: ({ user, ctx, query }) => {
    const actor = adminActor(ctx, user);
    return listAllApiTokens(ctx, {
      ...query,
      user_id: query.user_id === undefined ? undefined : Number(query.user_id),
      ...(actor.role === ADMIN_ROLE ? {} : { companyCode: actor.companyCode }),
    });
  },
};
