// The browser tests drive Debian's Chromium. Install it when it is missing and we are root;
// otherwise say how. (Playwright's own browser download does not work on this network.)
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const CHROMIUM = '/usr/bin/chromium';
if (!existsSync(CHROMIUM)) {
  if (process.getuid?.() === 0) {
    console.log('ensure-chromium: installing Debian chromium (apt-get)…');
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    execSync('apt-get update -qq', { stdio: 'inherit', env });
    execSync('apt-get install -y -qq chromium fonts-dejavu-core', { stdio: 'inherit', env });
  } else {
    console.error(`ensure-chromium: ${CHROMIUM} is missing. Install it with: sudo apt-get install -y chromium`);
    process.exit(1);
  }
}
