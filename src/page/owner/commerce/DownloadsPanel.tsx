import { t } from '../../../shared/messages/index.ts';
import type { OwnerDownload } from '../../../shared/owner/downloads.ts';
import { Panel, WideTable } from '../forms/parts.tsx';
import { OwnerDateTime } from '../time-zone.tsx';

/** An order's download links (digital products, docs/commerce-digital.md): file, downloads used, expiry, state. Nothing when it has none. */
export function DownloadsPanel({ downloads, now = Date.now() }: { downloads?: OwnerDownload[]; now?: number }) {
  if (!downloads?.length) return null;
  const state = (d: OwnerDownload) =>
    d.revokedAt !== null ? t('downloads.owner.revoked') : d.expiresAt <= now ? t('downloads.owner.expired') : d.used >= d.max ? t('downloads.owner.usedUp') : t('downloads.owner.active');
  return (
    <Panel id="downloads" title={t('downloads.owner.heading')}>
      <WideTable
        label={t('downloads.owner.heading')}
        head={
          <tr>
            <th scope="col">{t('downloads.owner.colFile')}</th>
            <th scope="col" className="num">{t('downloads.owner.colUsed')}</th>
            <th scope="col">{t('downloads.owner.colExpires')}</th>
            <th scope="col">{t('downloads.owner.colState')}</th>
          </tr>
        }
      >
        {downloads.map((d, i) => (
          <tr key={i}>
            <th scope="row">{d.fileName}</th>
            <td className="num">{t('downloads.owner.used', { used: d.used, max: d.max })}</td>
            <td>
              <OwnerDateTime ms={d.expiresAt} />
            </td>
            <td>{state(d)}</td>
          </tr>
        ))}
      </WideTable>
    </Panel>
  );
}
