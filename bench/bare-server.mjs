// Baseline for the page benchmark: bare node:http writing the same bytes as a cached page.
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';

const [file, port] = process.argv.slice(2);
const body = readFileSync(file);
createServer((req, res) => {
  res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'content-length': body.length });
  res.end(body);
}).listen(Number(port), '127.0.0.1', () => process.send?.('ready'));
