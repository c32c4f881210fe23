/** A digital line's download link as the owner's order page shows it (docs/commerce-digital.md). */
export interface OwnerDownload {
  fileName: string;
  used: number;
  max: number;
  expiresAt: number;
  /** When the order's cancel or refund revoked it. */
  revokedAt: number | null;
}
