// Installs Debian packages the tests and benchmarks drive (Chromium, nginx) when their binary is
// missing and we are root; otherwise says how. Only Debian's registry is reachable here: no
// vendor downloads (Playwright's browser, nginx.org's builds).
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

/**
 * Makes sure `binary` exists, installing `packages` with apt-get if not.
 * @example ensureDebianPackage('/usr/sbin/nginx', ['nginx'])
 */
export function ensureDebianPackage(binary, packages) {
  if (existsSync(binary)) return;
  if (process.getuid?.() !== 0) {
    console.error(`${binary} is missing. Install it with: sudo apt-get install -y ${packages.join(' ')}`);
    process.exit(1);
  }
  console.log(`installing Debian ${packages.join(', ')} (apt-get)…`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  execSync('apt-get update -qq', { stdio: 'inherit', env });
  execSync(`apt-get install -y -qq ${packages.join(' ')}`, { stdio: 'inherit', env });
}
