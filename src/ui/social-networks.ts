/**
 * Social networks as links see them: which network a URL belongs to (social links blocks 19, 48,
 * 54) and the share URL of a page on each network (share buttons). Pure: no React, no DOM.
 */

/** The networks the project has an icon for; `website` is any other http(s) page. */
export const NETWORKS = ['instagram', 'facebook', 'x', 'tiktok', 'youtube', 'linkedin', 'pinterest', 'whatsapp', 'email', 'website'] as const;
export type Network = (typeof NETWORKS)[number];

/** Display names (brand names: the same in every language), `email` comes from the catalogue. */
export const NETWORK_NAMES: Readonly<Record<Exclude<Network, 'email' | 'website'>, string>> = {
  instagram: 'Instagram',
  facebook: 'Facebook',
  x: 'X',
  tiktok: 'TikTok',
  youtube: 'YouTube',
  linkedin: 'LinkedIn',
  pinterest: 'Pinterest',
  whatsapp: 'WhatsApp',
};

/** Host names (and their subdomains) per network. */
const HOSTS: readonly [Network, readonly string[]][] = [
  ['instagram', ['instagram.com', 'instagr.am']],
  ['facebook', ['facebook.com', 'fb.com', 'fb.me']],
  ['x', ['x.com', 'twitter.com']],
  ['tiktok', ['tiktok.com']],
  ['youtube', ['youtube.com', 'youtu.be']],
  ['linkedin', ['linkedin.com', 'lnkd.in']],
  ['pinterest', ['pinterest.com', 'pinterest.com.mx', 'pin.it']],
  ['whatsapp', ['whatsapp.com', 'wa.me']],
];

/** A link a visitor may follow: its normalised href, its network, and the host (for `website`). */
export interface SocialLink {
  href: string;
  network: Network;
  host: string;
}

/**
 * The network of a URL, or undefined when the URL is not one a visitor may be sent to: only
 * http(s) URLs with a host and `mailto:` addresses pass (`javascript:`, `data:`, relative paths… are dropped).
 * @example socialLink('https://www.instagram.com/cafealtura') → { network: 'instagram', host: 'www.instagram.com', href: … }
 */
export function socialLink(url: string): SocialLink | undefined {
  const trimmed = url.trim();
  if (/^mailto:/i.test(trimmed)) {
    const address = trimmed.slice(7).split('?')[0];
    return /^[^\s@<>"]+@[^\s@<>"]+\.[^\s@<>"]+$/.test(decodeSafe(address)) ? { href: `mailto:${address}`, network: 'email', host: '' } : undefined;
  }
  let parsed: URL;
  try {
    parsed = new URL(trimmed);
  } catch {
    return undefined;
  }
  if ((parsed.protocol !== 'https:' && parsed.protocol !== 'http:') || !parsed.hostname || parsed.username || parsed.password) return undefined;
  const host = parsed.hostname.toLowerCase();
  const match = HOSTS.find(([, hosts]) => hosts.some((h) => host === h || host.endsWith(`.${h}`)));
  return { href: parsed.href, network: match ? match[0] : 'website', host: host.replace(/^www\./, '') };
}

function decodeSafe(s: string): string {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
}

/** The networks a page can be shared on, in the order the buttons show them. */
export const SHARE_NETWORKS = ['whatsapp', 'facebook', 'x', 'linkedin', 'pinterest', 'email'] as const;
export type ShareNetwork = (typeof SHARE_NETWORKS)[number];

/**
 * The link that shares a page on a network, built on the server: a plain URL of the network's
 * own share page (or a `mailto:`), opened only when the visitor clicks.
 * @example shareUrl('x', 'https://cafe.example/bloques', 'Bloques') → 'https://x.com/intent/post?url=…&text=Bloques'
 */
export function shareUrl(network: ShareNetwork, url: string, title: string, emailBody = `${title}: ${url}`): string {
  const u = encodeURIComponent(url);
  const text = encodeURIComponent(title);
  switch (network) {
    case 'whatsapp':
      return `https://wa.me/?text=${encodeURIComponent(`${title} ${url}`)}`;
    case 'facebook':
      return `https://www.facebook.com/sharer/sharer.php?u=${u}`;
    case 'x':
      return `https://x.com/intent/post?url=${u}&text=${text}`;
    case 'linkedin':
      return `https://www.linkedin.com/sharing/share-offsite/?url=${u}`;
    case 'pinterest':
      return `https://www.pinterest.com/pin/create/button/?url=${u}&description=${text}`;
    case 'email':
      return `mailto:?subject=${text}&body=${encodeURIComponent(emailBody)}`;
  }
}
