import { type ApiClient, createApiClient, memoryTokenStore } from '@salesdesk/sdk';
import { z } from 'zod';
import { CliError } from './cliError';
import { createProfileStore, DEFAULT_PROFILE, type Profile, type ProfileStore } from './config/profileStore';
import { renewingClient } from './config/tokenRenewal';
import type { CliIo } from './io';
import { cliMessages } from './messages/pl';

/** Server used when no flag, variable or profile names one. */
export const DEFAULT_BASE_URL = 'http://127.0.0.1:3000';
/** Retries of idempotent GETs on 5xx and network errors. */
export const GET_RETRIES = 3;

/**
 * A server address: a full http(s) URL. `127.0.0.1:3000` or `sprzedaz.example.pl` would
 * otherwise parse as a URL with an odd scheme and fail later with a puzzling network error.
 */
export const serverUrlSchema = z.url({ protocol: /^https?$/, error: cliMessages.baseUrlScheme });

/** Options every command accepts (declared on the root program). */
export const globalOptionsSchema = z.object({
  profile: z.string().trim().min(1).optional(),
  baseUrl: z.string().trim().pipe(serverUrlSchema).optional(),
  verbose: z.boolean().default(false),
  quiet: z.boolean().default(false),
});
/** Options every command accepts. */
export type GlobalOptions = z.infer<typeof globalOptionsSchema>;

/** What a command action works with: the resolved server, token and client. */
export interface CommandContext {
  io: CliIo;
  options: GlobalOptions;
  profileName: string;
  profile: Profile | undefined;
  profiles: ProfileStore;
  baseUrl: string;
  /** SALESDESK_TOKEN, else the profile's token. */
  token: string | null;
  /** Where the token came from: the environment is never rewritten, a profile's token is renewed in place. */
  tokenSource: 'env' | 'profile' | null;
  /** A client without a token (for `login`). */
  anonymousClient(): ApiClient;
  /** A client with the token; throws `not_logged_in` (exit 3) when there is none. */
  authedClient(): ApiClient;
}

/** Resolves profile, base URL and token: flag > environment > profile > default. */
export async function createContext(io: CliIo, rawOptions: unknown): Promise<CommandContext> {
  const options = globalOptionsSchema.parse(rawOptions);
  const profiles = createProfileStore(io.env);
  const profileName = options.profile ?? io.env.SALESDESK_PROFILE ?? DEFAULT_PROFILE;
  const profile = await profiles.get(profileName);
  const fromEnv = io.env.SALESDESK_BASE_URL?.trim() || undefined;
  if (!options.baseUrl && fromEnv && !serverUrlSchema.safeParse(fromEnv).success) {
    throw new CliError('usage', `${cliMessages.baseUrlFrom('SALESDESK_BASE_URL')}: ${cliMessages.baseUrlScheme}`, {
      suggestion: cliMessages.usageHint,
    });
  }
  const baseUrl = (options.baseUrl ?? fromEnv ?? profile?.baseUrl ?? DEFAULT_BASE_URL).replace(/\/+$/, '');
  const fromEnvToken = io.env.SALESDESK_TOKEN || null;
  const token = fromEnvToken || profile?.token || null;
  const tokenSource = fromEnvToken ? 'env' : token ? 'profile' : null;
  const retryDelay = io.retryDelay ?? ((attempt: number) => 250 * 2 ** (attempt - 1));

  const makeClient = (t: string | null) =>
    createApiClient({
      baseURL: baseUrl,
      tokenStore: memoryTokenStore(t),
      fetch: io.fetch,
      retry: GET_RETRIES,
      retryDelay,
    });

  return {
    io,
    options,
    profileName,
    profile,
    profiles,
    baseUrl,
    token,
    tokenSource,
    anonymousClient: () => makeClient(null),
    authedClient() {
      if (!token) throw new CliError('not_logged_in', cliMessages.notLoggedIn, { suggestion: cliMessages.loginHint });
      const client = makeClient(token);
      // A token from SALESDESK_TOKEN is used as given: a renewal would revoke it and the caller
      // could not learn the new one (docs/decisions/api-tokens.md).
      if (tokenSource !== 'profile') return client;
      return renewingClient(client, {
        now: io.now ?? Date.now,
        async save(next) {
          const current = (await profiles.get(profileName)) ?? profile;
          if (current) await profiles.set(profileName, { ...current, token: next });
        },
        reread: async () => (await profiles.get(profileName))?.token ?? null,
      });
    },
  };
}
