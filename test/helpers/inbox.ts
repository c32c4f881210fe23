import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

// A local SMTP server for tests (smtp-server on 127.0.0.1): what Vitrina's mail worker really sends.

export interface Received { from: string; to: string[]; raw: string }

/** A local SMTP server keeping what it receives; `stop` and `start` again on the same port. */
export class Inbox {
  messages: Received[] = [];
  private server: SMTPServer | null = null;
  port = 0;

  async start(): Promise<void> {
    this.server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      onData: (stream, session, done) => {
        const chunks: Buffer[] = [];
        stream.on('data', (c: Buffer) => chunks.push(c));
        stream.on('end', () => {
          this.messages.push({ from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '', to: session.envelope.rcptTo.map((r) => r.address), raw: Buffer.concat(chunks).toString('utf8') });
          done();
        });
      },
    });
    await new Promise<void>((resolve) => this.server!.listen(this.port, '127.0.0.1', () => resolve()));
    this.port = (this.server.server.address() as AddressInfo).port;
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => this.server!.close(() => resolve()));
  }

  /** Waits until `n` messages arrived (or fails after `ms`). */
  async waitFor(n: number, ms = 10_000): Promise<Received[]> {
    const until = Date.now() + ms;
    while (this.messages.length < n) {
      if (Date.now() > until) throw new Error(`only ${this.messages.length} of ${n} messages arrived`);
      await new Promise((r) => setTimeout(r, 25));
    }
    return this.messages;
  }
}

/** The header block of a raw message, unfolded, as name → values. */
export function headers(raw: string): Map<string, string[]> {
  const block = raw.split(/\r?\n\r?\n/)[0].replace(/\r?\n[ \t]+/g, ' ');
  const out = new Map<string, string[]>();
  for (const line of block.split(/\r?\n/)) {
    const i = line.indexOf(':');
    const name = line.slice(0, i).toLowerCase();
    out.set(name, [...(out.get(name) ?? []), line.slice(i + 1).trim()]);
  }
  return out;
}

/** A raw message with its quoted-printable parts decoded (soft line breaks joined, =XX bytes read as UTF-8). */
export function decoded(raw: string): string {
  const joined = raw.replace(/=\r?\n/g, '');
  return Buffer.from(joined.replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))), 'latin1').toString('utf8');
}
