import { chmod, mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { homedir } from 'node:os';
import { dirname, join } from 'node:path';
import { z } from 'zod';

/** One saved server: its address and, after `login`, the token. */
export const profileSchema = z.object({
  baseUrl: z.string(),
  token: z.string().optional(),
  username: z.string().optional(),
});
/** One saved server. */
export type Profile = z.infer<typeof profileSchema>;

const fileSchema = z.object({ profiles: z.record(z.string(), profileSchema).default({}) });

/** Name of the profile used when neither `--profile` nor `SALESDESK_PROFILE` is given. */
export const DEFAULT_PROFILE = 'default';

/**
 * Path of the profiles file: `$XDG_CONFIG_HOME/salesdesk/profiles.json`, falling back to
 * `~/.config/salesdesk/profiles.json` (XDG Base Directory spec).
 */
export function profilesPath(env: Record<string, string | undefined>): string {
  const base = env.XDG_CONFIG_HOME || join(env.HOME || homedir(), '.config');
  return join(base, 'salesdesk', 'profiles.json');
}

/** Reads and writes the profiles file; the file holds tokens, so it is written with mode 0600. */
export interface ProfileStore {
  readonly path: string;
  get(name: string): Promise<Profile | undefined>;
  set(name: string, profile: Profile): Promise<void>;
}

/** The profile store of the given environment. */
export function createProfileStore(env: Record<string, string | undefined>): ProfileStore {
  const path = profilesPath(env);

  async function readAll(): Promise<Record<string, Profile>> {
    let text: string;
    try {
      text = await readFile(path, 'utf8');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return {};
      throw error;
    }
    const parsed = fileSchema.safeParse(JSON.parse(text));
    // A damaged file is treated as empty rather than blocking `login`, which rewrites it.
    return parsed.success ? parsed.data.profiles : {};
  }

  return {
    path,
    async get(name) {
      return (await readAll())[name];
    },
    async set(name, profile) {
      const profiles = await readAll();
      profiles[name] = profile;
      await mkdir(dirname(path), { recursive: true, mode: 0o700 });
      // Write a sibling and rename: a crash never leaves half a file, and the mode is set
      // before the token is in it.
      const tmp = `${path}.${process.pid}.tmp`;
      await writeFile(tmp, `${JSON.stringify({ profiles }, null, 2)}\n`, { mode: 0o600 });
      await chmod(tmp, 0o600);
      await rename(tmp, path);
    },
  };
}
