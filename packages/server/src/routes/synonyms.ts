import type { Handlers } from '../http/contractRouter';
import { forgetMatch, learnMatch, listLearnedMatches } from '../synonyms/learnedMatches';
import {
  createSynonymGroup,
  deleteSynonymGroup,
  listSynonymGroups,
  updateSynonymGroup,
} from '../synonyms/synonymStore';

/**
 * The trade's synonym dictionary (administrators, by the contract's `access`) and the matches
 * the paste dialog learns (everyone; forgetting one is its learner's or an administrator's).
 */
export const synonymHandlers: Handlers = {
  synonymList: ({ ctx }) => ({ items: listSynonymGroups(ctx.db) }),
  synonymCreate: ({ ctx, body }) => createSynonymGroup(ctx, body),
  synonymUpdate: ({ ctx, params, body }) => updateSynonymGroup(ctx, Number(params.id), body),
  synonymDelete: ({ ctx, params }) => {
    deleteSynonymGroup(ctx, Number(params.id));
    return { ok: true as const };
  },
  learnedMatchList: ({ ctx, query }) => listLearnedMatches(ctx.db, query.search, query.limit),
  learnedMatchCreate: ({ ctx, user, body }) => learnMatch(ctx, user, body),
  learnedMatchDelete: ({ ctx, user, params }) => {
    forgetMatch(ctx, user, Number(params.id));
    return { ok: true as const };
  },
};
