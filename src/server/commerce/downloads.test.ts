import { describe, expect, it } from 'vitest';
import { contentDisposition } from './download-routes.tsx';
import { downloadToken, downloadTokenOpens, refusal, type GrantRow } from './downloads.ts';
import { orderToken } from './orders-service.ts';

// The pure parts of digital downloads (docs/commerce-digital.md): the link's token, why a grant
// is refused, and the attachment header.

const SECRET = 's'.repeat(64);
const grant = (patch: Partial<GrantRow> = {}): GrantRow => ({
  id: 'a'.repeat(24), website_id: 'w'.repeat(24), order_id: 'b'.repeat(24), line: 0, item_id: 'i', file_key: 'k.pdf', file_name: 'g.pdf', mime: 'application/pdf',
  downloads_used: 0, max_downloads: 5, expires_at: 2_000, revoked_at: null, created_at: 1_000, ...patch,
});

describe('the download token', () => {
  it('is derived from the order’s link token: only that grant of that order opens', () => {
    const token = downloadToken(orderToken(SECRET, 'b'.repeat(24)), 'a'.repeat(24));
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(downloadTokenOpens(SECRET, grant(), token)).toBe(true);
    expect(downloadTokenOpens(SECRET, grant({ id: 'c'.repeat(24) }), token)).toBe(false);
    expect(downloadTokenOpens(SECRET, grant({ order_id: 'c'.repeat(24) }), token)).toBe(false);
    expect(downloadTokenOpens('x'.repeat(64), grant(), token)).toBe(false);
    for (const bad of [undefined, '', token.slice(1), `${token}A`, ['x'], 42]) expect(downloadTokenOpens(SECRET, grant(), bad)).toBe(false);
  });
});

describe('why a grant is refused', () => {
  it('revoked before expired before used up; open otherwise', () => {
    expect(refusal(undefined, 0)).toBe('unknown');
    expect(refusal(grant(), 1_500)).toBeUndefined();
    expect(refusal(grant({ revoked_at: 1_200, downloads_used: 5 }), 3_000)).toBe('revoked');
    expect(refusal(grant({ downloads_used: 5 }), 2_000)).toBe('expired');
    expect(refusal(grant({ downloads_used: 5 }), 1_999)).toBe('usedUp');
  });
});

describe('the attachment header', () => {
  it('gives an ASCII fallback and the UTF-8 name, with nothing that could end the quoted value', () => {
    expect(contentDisposition('Guía café.pdf')).toBe(`attachment; filename="Guia cafe.pdf"; filename*=UTF-8''Gu%C3%ADa%20caf%C3%A9.pdf`);
    expect(contentDisposition('a"b\\c;d%.pdf')).toBe(`attachment; filename="a_b_c_d_.pdf"; filename*=UTF-8''a%22b%5Cc%3Bd%25.pdf`);
    expect(contentDisposition("it's (1)*.pdf")).toBe(`attachment; filename="it's (1)*.pdf"; filename*=UTF-8''it%27s%20%281%29%2A.pdf`);
    expect(contentDisposition('日本.pdf')).toBe(`attachment; filename=".pdf"; filename*=UTF-8''%E6%97%A5%E6%9C%AC.pdf`);
    expect(contentDisposition('\r\nX: y')).not.toMatch(/[\r\n]/);
  });
});
