/** Makes sure `binary` exists, installing Debian `packages` with apt-get if not (scripts/debian-package.mjs). */
export function ensureDebianPackage(binary: string, packages: string[]): void;
