import { request } from 'node:http';
import type { Answer } from './answers.ts';
import type { FuzzRequest } from './mutations.ts';

/**
 * Sends a request over a real TCP socket to 127.0.0.1 (what `inject` skips: Node's HTTP parser,
 * header limits, connection handling). Null when Node's own client refuses to send it (a header
 * character it will not write): such a request never reaches any server, so it is not a case.
 */
export function sendOverSocket(port: number, r: FuzzRequest, timeoutMs = 10_000): Promise<Answer | null> {
  return new Promise((resolve, reject) => {
    let req;
    try {
      req = request({ host: '127.0.0.1', port, method: r.method, path: r.url, headers: { ...r.headers, connection: 'close' }, timeout: timeoutMs, insecureHTTPParser: true });
    } catch {
      resolve(null);
      return;
    }
    req.on('response', (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString('utf8') }));
      res.on('error', reject);
    });
    req.on('timeout', () => req.destroy(new Error(`no answer in ${timeoutMs} ms: ${r.method} ${r.url.slice(0, 200)}`)));
    // A server may answer 413 and close before the whole body is written: that is an answer, not a failure.
    req.on('error', (err: NodeJS.ErrnoException) => (err.code === 'EPIPE' || err.code === 'ECONNRESET' ? resolve({ status: 0, headers: {}, body: '' }) : reject(err)));
    if (r.payload !== undefined) req.end(r.payload);
    else req.end();
  });
}
