/**
 * Where a site's donation pages are (issue 17, docs/commerce-donations.md): the checkout of a
 * donation page (§2 type 203, the donation block's button) and a donation's confirmation page with
 * its secret token (204), and the reference donors and owners read.
 */

/** §2: the donation checkout, `?donatePageId=…`. */
export const DONATE_PATH = '/checkout/donate';
/** A donation's page: `/commerce/donacion/{id}?t={token}`. */
export const DONATION_PATH = '/commerce/donacion';

/** The address of a donation's page with its secret token. */
export const donationPath = (id: string, token: string) => `${DONATION_PATH}/${id}?t=${encodeURIComponent(token)}`;

/** The reference of the site's n-th donation: «D-000042». */
export const donationReference = (number: number) => `D-${String(number).padStart(6, '0')}`;
