import { connect, type Socket } from 'node:net';

/**
 * Writes a request's head (and no body) on a raw socket to 127.0.0.1 and resolves with the
 * status line's code and how long it took, or null after `timeoutMs` with no answer.
 */
export function headOnly(port: number, head: string, timeoutMs = 3_000): Promise<{ status: number; ms: number; text: string } | null> {
  return new Promise((resolve) => {
    const started = performance.now();
    const socket = connect(port, '127.0.0.1', () => socket.write(head));
    let text = '';
    const done = (v: { status: number; ms: number; text: string } | null) => {
      clearTimeout(timer);
      socket.destroy();
      resolve(v);
    };
    const timer = setTimeout(() => done(null), timeoutMs);
    socket.on('data', (d) => {
      text += d;
      if (/\r\n\r\n/.test(text)) done({ status: Number(/^HTTP\/1\.1 (\d{3})/.exec(text)?.[1] ?? 0), ms: performance.now() - started, text });
    });
    socket.on('error', () => done(null));
  });
}

/**
 * A slow client (slowloris): opens a connection and sends a request one header byte at a time,
 * every `everyMs`, never finishing. Returns a function that closes it.
 */
export function slowClient(port: number, host: string, everyMs = 500): () => void {
  const socket: Socket = connect(port, '127.0.0.1');
  const head = `POST /api/form/SaveFormSubmission HTTP/1.1\r\nHost: ${host}\r\nContent-Type: application/json\r\nContent-Length: 100000\r\nX-Slow: ${'a'.repeat(10_000)}`;
  let i = 0;
  const timer = setInterval(() => {
    if (socket.writable && i < head.length) socket.write(head[i++]);
  }, everyMs);
  socket.on('error', () => clearInterval(timer));
  socket.on('close', () => clearInterval(timer));
  return () => {
    clearInterval(timer);
    socket.destroy();
  };
}
