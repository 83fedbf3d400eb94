import type { AddressInfo } from 'node:net';
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/** What the test SMTP server answers to one message: accept it, or refuse it with a code and text. */
export type SmtpAnswer = 'accept' | { code: number; text: string };

/** A real SMTP server on 127.0.0.1 for tests, keeping every message it accepted, parsed. */
export interface SmtpTestServer {
  /** `smtp://127.0.0.1:<port>`, for `SMTP_URL`. */
  url: string;
  /** The messages accepted, in order, with the envelope's recipients. */
  received: Array<{ mail: ParsedMail; to: string[] }>;
  /** Every DATA command seen, accepted or refused (attempts made). */
  attempts: number;
  /** What the next DATA commands get, first to last; when used up, `accept`. */
  answers: SmtpAnswer[];
  /** Resolves when `count` messages have been accepted (fails after `timeoutMs`). */
  waitFor(count: number, timeoutMs?: number): Promise<void>;
  close(): Promise<void>;
}

/** Starts the server on a free port of 127.0.0.1 (no TLS, no authentication). */
export async function startSmtpTestServer(): Promise<SmtpTestServer> {
  const state = { received: [] as SmtpTestServer['received'], attempts: 0, answers: [] as SmtpAnswer[] };
  const waiters: Array<() => void> = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        state.attempts++;
        const answer = state.answers.shift() ?? 'accept';
        if (answer !== 'accept') {
          callback(Object.assign(new Error(answer.text), { responseCode: answer.code }));
          return;
        }
        const to = session.envelope.rcptTo.map((r) => r.address);
        simpleParser(Buffer.concat(chunks)).then((mail) => {
          state.received.push({ mail, to });
          for (const wake of waiters.splice(0)) wake();
          callback();
        }, callback);
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    get received() {
      return state.received;
    },
    get attempts() {
      return state.attempts;
    },
    get answers() {
      return state.answers;
    },
    set answers(next) {
      state.answers = next;
    },
    async waitFor(count, timeoutMs = 10_000) {
      const deadline = Date.now() + timeoutMs;
      while (state.received.length < count) {
        if (Date.now() > deadline) throw new Error(`expected ${count} e-mail(s), got ${state.received.length}`);
        await new Promise<void>((resolve) => {
          waiters.push(resolve);
          setTimeout(resolve, 50);
        });
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
