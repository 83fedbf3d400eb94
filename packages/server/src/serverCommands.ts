import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { newPasswordSchema } from '@salesdesk/sdk';
import Database from 'better-sqlite3';
import { hashPassword } from './auth/password';
import { BackupError, backupDatabase, DATABASE_FILE, pruneBackups, restoreBackup } from './backup/backupFiles';
import { loadConfig } from './config';

/** Where a command writes: lines for the operator, errors apart (stderr). */
export interface CommandOutput {
  out(line: string): void;
  err(line: string): void;
  /**
   * Reads a secret the operator types or pipes in (`set-password`): the new password, never on
   * the command line, where `ps` and the shell's history would keep it. Absent: no input.
   */
  readSecret?(prompt: string): Promise<string>;
}

/** Usage of the server's commands (Polish, like the rest of its output). */
export const SERVER_USAGE = `Użycie: salesdesk-server [polecenie]
  (bez polecenia)                         uruchamia serwer (API, aplikacja, gniazdo)
  backup [--dir <folder>] [--keep <n>]    kopia zapasowa działającej lub zatrzymanej bazy
  restore <plik> [--force]                odtwarza kopię jako bazę DATA_DIR (serwer zatrzymany)
  set-password <login>                    ustawia hasło użytkownika (czytane ze standardowego wejścia)
Ustawienia: DATA_DIR, BACKUP_DIR, BACKUP_KEEP (docs/operations.md).`;

const megabytes = (bytes: number) => `${(bytes / (1024 * 1024)).toFixed(1)} MB`;

/**
 * `backup`: an online backup of `DATA_DIR/salesdesk.sqlite` (SQLite's backup API, so a running
 * server keeps working) into `--dir` or `BACKUP_DIR`, then only the newest `--keep` or
 * `BACKUP_KEEP` backups are kept.
 */
async function backupCommand(args: string[], env: NodeJS.ProcessEnv, io: CommandOutput): Promise<number> {
  const { values } = parseArgs({ args, options: { dir: { type: 'string' }, keep: { type: 'string' } } });
  const config = loadConfig(env, { tokenSecret: 'unused' });
  const source = join(config.dataDir, DATABASE_FILE);
  if (!existsSync(source)) throw new BackupError(`Nie ma bazy danych do skopiowania: ${source}`);
  const dir = values.dir ? resolve(values.dir) : config.backup.dir;
  if (!dir) throw new BackupError('Podaj folder kopii: --dir <folder> albo BACKUP_DIR.');
  const keep = values.keep === undefined ? config.backup.keep : Number(values.keep);
  if (!Number.isInteger(keep) || keep < 1) throw new BackupError('--keep musi być liczbą całkowitą ≥ 1.');
  const db = new Database(source, { fileMustExist: true });
  try {
    db.pragma('busy_timeout = 5000');
    const file = await backupDatabase(db, dir, Date.now());
    const removed = pruneBackups(dir, keep);
    io.out(`Kopia zapasowa: ${file}`);
    if (removed.length) io.out(`Usunięte starsze kopie: ${removed.length} (zachowane najnowsze ${keep}).`);
  } finally {
    db.close();
  }
  return 0;
}

/** `restore <file> [--force]`: the backup becomes `DATA_DIR/salesdesk.sqlite` (see `restoreBackup`). */
function restoreCommand(args: string[], env: NodeJS.ProcessEnv, io: CommandOutput): number {
  const { values, positionals } = parseArgs({ args, allowPositionals: true, options: { force: { type: 'boolean' } } });
  const [file] = positionals;
  if (!file || positionals.length > 1) {
    io.err(SERVER_USAGE);
    return 2;
  }
  const config = loadConfig(env, { tokenSecret: 'unused' });
  const result = restoreBackup(resolve(file), config.dataDir, { force: values.force ?? false });
  io.out(
    `Odtworzono ${resolve(file)} jako ${result.file} (${megabytes(result.check.bytes)}, schemat ${result.check.schemaVersion}).`,
  );
  if (result.previous) io.out(`Poprzednia baza zachowana jako ${result.previous}.`);
  io.out('Sprawdzenie spójności: ok. Uruchom serwer; nowsze migracje zastosuje przy starcie.');
  return 0;
}

/**
 * `set-password <login>`: sets a user's password, read from standard input (typed without echo,
 * or piped), for an administrator locked out or an `ADMIN_PASSWORD` that came after the first
 * start. Like a reset, it ends the user's sessions, personal API tokens and reset links. Works
 * while the server runs (one write through SQLite's locking); the line it prints is the log of it.
 */
async function setPasswordCommand(args: string[], env: NodeJS.ProcessEnv, io: CommandOutput): Promise<number> {
  const { positionals } = parseArgs({ args, allowPositionals: true, options: {} });
  const [username] = positionals;
  if (!username || positionals.length > 1) {
    io.err(SERVER_USAGE);
    return 2;
  }
  const config = loadConfig(env, { tokenSecret: 'unused' });
  const file = join(config.dataDir, DATABASE_FILE);
  if (!existsSync(file)) throw new BackupError(`Nie ma bazy danych: ${file}. Uruchom serwer raz, aby ją utworzyć.`);
  if (!io.readSecret) throw new BackupError('Podaj nowe hasło na standardowym wejściu.');
  const password = await io.readSecret(`Nowe hasło użytkownika ${username}: `);
  const check = newPasswordSchema.safeParse(password);
  if (!check.success) throw new BackupError(check.error.issues.map((i) => i.message).join(' '));
  const db = new Database(file, { fileMustExist: true });
  try {
    db.pragma('busy_timeout = 5000');
    const user = db.prepare('SELECT id FROM users WHERE username = ?').get(username) as { id: number } | undefined;
    if (!user) throw new BackupError(`Nie ma użytkownika „${username}”.`);
    const hash = await hashPassword(password);
    const now = Math.floor(Date.now() / 1000);
    const ended = db
      .transaction(() => {
        db.prepare('UPDATE users SET password_hash = ? WHERE id = ?').run(hash, user.id);
        const sessions = db
          .prepare('UPDATE sessions SET revoked_at = ? WHERE user_id = ? AND revoked_at IS NULL')
          .run(now, user.id).changes;
        const tokens = db
          .prepare('UPDATE api_tokens SET revoked_at = ?, revoked_by = ? WHERE user_id = ? AND revoked_at IS NULL')
          .run(now, user.id, user.id).changes;
        db.prepare('UPDATE password_resets SET used_at = ? WHERE user_id = ? AND used_at IS NULL').run(now, user.id);
        return { sessions, tokens };
      })
      .immediate();
    io.out(
      `${new Date().toISOString()} set-password: ustawiono nowe hasło użytkownika „${username}” (id ${user.id}); ` +
        `zakończone sesje: ${ended.sessions}, unieważnione tokeny API: ${ended.tokens}.`,
    );
  } finally {
    db.close();
  }
  return 0;
}

/**
 * Runs a command of the server other than serving (`backup`, `restore`); answers the exit code:
 * 0 done, 1 refused or failed (the reason on stderr), 2 a wrong call (the usage on stderr).
 */
export async function runServerCommand(argv: string[], env: NodeJS.ProcessEnv, io: CommandOutput): Promise<number> {
  const [command, ...args] = argv;
  try {
    if (command === 'backup') return await backupCommand(args, env, io);
    if (command === 'restore') return restoreCommand(args, env, io);
    if (command === 'set-password') return await setPasswordCommand(args, env, io);
    io.err(
      command === undefined || command === 'help' || command === '--help'
        ? SERVER_USAGE
        : `Nieznane polecenie: ${command}\n${SERVER_USAGE}`,
    );
    return command === 'help' || command === '--help' ? 0 : 2;
  } catch (error) {
    if (error instanceof BackupError) {
      io.err(error.message);
      return 1;
    }
    if (error instanceof TypeError && (error as { code?: string }).code?.startsWith('ERR_PARSE_ARGS')) {
      io.err(`${error.message}\n${SERVER_USAGE}`);
      return 2;
    }
    io.err(`Błąd: ${(error as Error).message}`);
    return 1;
  }
}
