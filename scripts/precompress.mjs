// Writes .br and .gz beside each built asset so the server sends them without compressing
// on every request (see src/server/http/static.ts, preCompressed).
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const dir = process.argv[2] ?? 'dist/client/assets';
let count = 0;
for (const name of readdirSync(dir, { recursive: true })) {
  const file = join(dir, String(name));
  if (!/\.(js|css|svg|json|txt|map)$/.test(file)) continue;
  const bytes = readFileSync(file);
  if (bytes.length < 512) continue;
  writeFileSync(`${file}.br`, brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
  writeFileSync(`${file}.gz`, gzipSync(bytes, { level: 9 }));
  count++;
}
console.log(`precompress: ${count} files in ${dir}`);
