// The browser tests drive Debian's Chromium: installed when missing (`npm test` runs this first).
import { ensureDebianPackage } from './debian-package.mjs';

ensureDebianPackage('/usr/bin/chromium', ['chromium', 'fonts-dejavu-core']);
