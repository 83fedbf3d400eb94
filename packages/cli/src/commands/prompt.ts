import { CliError } from '../cliError';
import type { InputStream, OutputStream } from '../io';
import { cliMessages } from '../messages/pl';

/**
 * Reads one line from stdin. Raw mode (password) switches the terminal's echo off and handles
 * Backspace and Ctrl-C itself; otherwise the terminal in cooked mode echoes and edits the line.
 * readline is not used: in terminal mode it echoes typed characters itself.
 */
function readLine(stdin: InputStream, stderr: OutputStream, raw: boolean): Promise<string> {
  if (raw) stdin.setRawMode?.(true);
  stdin.resume();
  return new Promise((resolve, reject) => {
    let value = '';
    const finish = (error?: Error, rest?: string) => {
      stdin.off('data', onData);
      stdin.off('end', onEnd);
      if (raw) {
        stdin.setRawMode?.(false);
        stderr.write('\n');
      }
      stdin.pause();
      if (rest) stdin.unshift(Buffer.from(rest));
      if (error) reject(error);
      else resolve(value);
    };
    const onEnd = () => finish();
    const onData = (chunk: Buffer | string) => {
      const text = String(chunk);
      for (let i = 0; i < text.length; i++) {
        const ch = text[i] as string;
        if (ch === '\r' || ch === '\n') {
          const skip = ch === '\r' && text[i + 1] === '\n' ? 2 : 1;
          return finish(undefined, text.slice(i + skip));
        }
        if (ch === '\u0003') return finish(new CliError('interrupted', cliMessages.loginCancelled));
        if (raw && (ch === '\u007f' || ch === '\b')) value = value.slice(0, -1);
        else value += ch;
      }
    };
    stdin.on('data', onData);
    stdin.once('end', onEnd);
  });
}

/** Asks one question on stderr (stdout carries data only) and reads one line from stdin. */
export function prompt(question: string, stdin: InputStream, stderr: OutputStream): Promise<string> {
  stderr.write(question);
  return readLine(stdin, stderr, false);
}

/** Asks for a password without echoing it (raw terminal mode). */
export function promptHidden(question: string, stdin: InputStream, stderr: OutputStream): Promise<string> {
  stderr.write(question);
  return readLine(stdin, stderr, true);
}

/** Reads all of stdin (for `--password-stdin`), without the trailing newline. */
export async function readAllStdin(stdin: InputStream): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stdin) chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : chunk);
  return Buffer.concat(chunks)
    .toString('utf8')
    .replace(/\r?\n$/, '');
}
