// The load balancer of the scale-out benchmark: a small reverse proxy on node:http, round-robin
// over the upstream ports given as arguments, keep-alive connections to each (as nginx's
// `upstream { keepalive }`). Sends its own port over IPC once it listens.
import { Agent, createServer, request } from 'node:http';

const upstreams = process.argv.slice(2).map((port) => ({ port: Number(port), agent: new Agent({ keepAlive: true, maxSockets: 64 }) }));
let next = 0;
/** Forwards `req` to the next upstream; a GET whose reused idle connection the upstream had just closed is sent again once. */
function forward(req, res, retried = false) {
  const up = upstreams[next++ % upstreams.length];
  const out = request({ host: '127.0.0.1', port: up.port, method: req.method, path: req.url, headers: { ...req.headers, 'x-forwarded-for': req.socket.remoteAddress }, agent: up.agent }, (answer) => {
    if ((answer.statusCode ?? 502) >= 400) console.error(`proxy: ${answer.statusCode} from :${up.port} for ${req.url}`);
    res.writeHead(answer.statusCode ?? 502, answer.headers);
    answer.pipe(res);
  });
  out.on('error', (err) => {
    if (out.reusedSocket && !retried && !res.headersSent && (req.method === 'GET' || req.method === 'HEAD')) return forward(req, res, true);
    console.error(`proxy: ${err.message} from :${up.port} for ${req.url}`);
    if (!res.headersSent) res.writeHead(502);
    res.end();
  });
  if (req.method === 'GET' || req.method === 'HEAD') out.end();
  else req.pipe(out);
}
const server = createServer((req, res) => forward(req, res));
server.keepAliveTimeout = 65_000;
server.listen(0, '127.0.0.1', () => process.send?.(server.address().port));
