import type { FastifyInstance } from 'fastify';

/** Which requests get an access-log line (ACCESS_LOG): every one, only failures (5xx), or none. */
export type AccessLogMode = 'all' | 'errors' | 'off';

/**
 * One access-log line per request (Fastify's own two lines, "incoming request" and "request
 * completed", are turned off in app.ts), and by default only for answers that failed: writing a
 * line for every cached page cost about a third of the throughput (issue 19). `ACCESS_LOG=all`
 * gives the full log; errors are logged with their stack where they happen whatever the mode.
 */
export function accessLog(app: FastifyInstance, mode: AccessLogMode): void {
  if (mode === 'off') return;
  app.addHook('onResponse', (req, reply, done) => {
    const status = reply.statusCode;
    if (mode === 'all' || status >= 500) {
      const line = { method: req.method, url: req.url, status, ms: Math.round(reply.elapsedTime * 10) / 10 };
      if (status >= 500) req.log.error(line, 'request');
      else req.log.info(line, 'request');
    }
    done();
  });
}
