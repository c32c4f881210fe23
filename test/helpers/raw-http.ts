import { connect } from 'node:net';

/** An HTTP/1.1 answer read off a socket: status, lower-cased headers, body text. */
export interface RawAnswer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/**
 * Sends `GET <target>` (or another method) over a plain socket with the target byte for byte as given (no URL
 * parsing on the client side, unlike inject and fetch), as a hostile client would, and reads the
 * whole answer (Connection: close).
 * @example await rawGet(port, '//evil.example', { host: 'mini.vitrina.test' })
 */
export function rawGet(port: number, target: string, headers: Record<string, string> = {}, method = 'GET'): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    socket.on('data', (c) => chunks.push(c));
    socket.on('error', reject);
    socket.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      const split = text.indexOf('\r\n\r\n');
      const [statusLine, ...lines] = text.slice(0, split).split('\r\n');
      const out: Record<string, string> = {};
      for (const line of lines) out[line.slice(0, line.indexOf(':')).toLowerCase()] = line.slice(line.indexOf(':') + 1).trim();
      resolve({ status: Number(statusLine.split(' ')[1]), headers: out, body: text.slice(split + 4) });
    });
    const head = Object.entries({ connection: 'close', ...headers }).map(([k, v]) => `${k}: ${v}\r\n`).join('');
    // write, not end: a client that half-closes first may be hung up on before the answer.
    socket.write(`${method} ${target} HTTP/1.1\r\n${head}\r\n`, 'latin1');
  });
}
