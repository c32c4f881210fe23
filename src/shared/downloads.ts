/**
 * A digital product's download link (issue 17, docs/commerce-digital.md):
 * `/commerce/descarga/{grantId}?t={token}`, a site path answered before any page.
 */

/** Where download links live. */
export const DOWNLOAD_PATH = '/commerce/descarga';

/** The address of one grant's download link. */
export const downloadPath = (grantId: string, token: string) => `${DOWNLOAD_PATH}/${grantId}?t=${encodeURIComponent(token)}`;
