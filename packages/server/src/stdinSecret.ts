/**
 * Reads a secret from standard input for a server command: typed at a terminal without echo
 * (ended by Enter), or piped (`printf '%s' "$PASSWORD" | salesdesk-server set-password admin`;
 * one trailing newline is dropped).
 */
export async function readStdinSecret(prompt: string): Promise<string> {
  const stdin = process.stdin;
  if (!stdin.isTTY) {
    const chunks: Buffer[] = [];
    for await (const chunk of stdin) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks)
      .toString('utf8')
      .replace(/\r?\n$/, '');
  }
  process.stderr.write(prompt);
  stdin.setRawMode(true);
  stdin.resume();
  stdin.setEncoding('utf8');
  return new Promise((resolve, reject) => {
    let typed = '';
    const onData = (text: string) => {
      for (const ch of text) {
        if (ch === '\r' || ch === '\n') {
          done();
          resolve(typed);
          return;
        }
        if (ch === '\u0003') {
          done();
          reject(new Error('przerwano'));
          return;
        }
        if (ch === '\u007f' || ch === '\b') typed = typed.slice(0, -1);
        else typed += ch;
      }
    };
    const done = () => {
      stdin.off('data', onData);
      stdin.setRawMode(false);
      stdin.pause();
      process.stderr.write('\n');
    };
    stdin.on('data', onData);
  });
}
