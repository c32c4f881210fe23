/**
 * Open-redirect vectors (issue 10, defect 7): links that a prefix check can take for a path of
 * this site but that a browser follows to another origin, or to a script. Each must be refused
 * by `isSiteRelativeLink` and must never come out of a redirect as its target. Used by tests only.
 */
export const OPEN_REDIRECT_VECTORS: readonly string[] = [
  // Another host, scheme-relative or absolute.
  '//evil.example', '//evil.example/', '//evil.example/config', '///evil.example', '////evil.example',
  'https://evil.example', 'http://evil.example', 'HTTPS://EVIL.EXAMPLE', 'https:evil.example', 'https:/evil.example',
  'http:\\\\evil.example', 'https:\\/evil.example', '//evil.example@site.invalid', 'https://site.invalid@evil.example',
  '//evil.example%2F..', '//evil.example:443', '//127.0.0.1', '//[::1]', '//0x7f.1', '//evil。example',
  // Backslashes: the URL parser reads them as slashes.
  '/\\evil.example', '\\\\evil.example', '\\/evil.example', '/\\/evil.example', '\\evil.example', '/\\\\evil.example',
  // Tabs, newlines and other controls inside: the parser drops tabs and newlines.
  '/\t/evil.example', '/\n/evil.example', '/\r\n/evil.example', '\t//evil.example', ' //evil.example',
  '/\x00/evil.example', '/\x0b/evil.example', '/\\\t\\evil.example', '\n//evil.example', '/ /evil.example',
  // Scripts and other schemes.
  'javascript:alert(1)', 'JaVaScRiPt:alert(1)', 'java\tscript:alert(1)', ' javascript:alert(1)', 'data:text/html,<script>alert(1)</script>',
  'vbscript:msgbox(1)', 'mailto:a@evil.example', 'ftp://evil.example', '\x01javascript:alert(1)',
  // Not a path at all.
  'evil.example', '', '?next=//evil.example', 'config//evil.example', './/evil.example', '..//evil.example',
];

/**
 * Percent-encoded look-alikes: paths of this site as the parser reads them (so links may hold
 * them), which a redirect must not decode into one of the vectors above.
 */
export const ENCODED_REDIRECT_VECTORS: readonly string[] = [
  '/%2F%2Fevil.example', '/%2f%2fevil.example', '/%5Cevil.example', '/%5C%5Cevil.example', '/%09/evil.example', '/%0A/evil.example',
  '/config/%2F%2Fevil.example', '/config/..%2F..%2F%2Fevil.example',
];
