import type { Network } from './social-networks.ts';

/**
 * The project's own icons for social networks, share and copy: inline SVG line drawings on a
 * 24-unit grid in `currentColor` (no icon font, no remote image, nothing to fetch). Decorative:
 * the link or button that holds one carries the accessible name.
 */
const SHAPES: Readonly<Record<Network | 'copy', string>> = {
  instagram: '<rect x="3" y="3" width="18" height="18" rx="5"/><circle cx="12" cy="12" r="4"/><circle cx="17.3" cy="6.7" r="0.9" fill="currentColor" stroke="none"/>',
  facebook: '<path d="M15.5 3.5H14a4 4 0 0 0-4 4V21M6.5 10.5h8"/>',
  x: '<path d="M4 4h4.5L20 20h-4.5Z"/><path d="M19.5 4l-6.4 7.2M4.5 20l6.4-7.2"/>',
  tiktok: '<path d="M13.5 3v11.75a3.75 3.75 0 1 1-3.75-3.75"/><path d="M13.5 3c.4 2.9 2.4 4.8 5.5 5"/>',
  youtube: '<rect x="2.5" y="5.5" width="19" height="13" rx="4"/><path d="M10.2 9.3v5.4l4.6-2.7Z" fill="currentColor"/>',
  linkedin: '<rect x="3" y="3" width="18" height="18" rx="3"/><path d="M8 10.5V17M8 7.3v.1M12 17v-6.5M12 13.3a2.5 2.5 0 0 1 5 0V17"/>',
  pinterest: '<circle cx="12" cy="12" r="9"/><path d="M9.6 14.2c-1.4-1.9-.6-5.7 2.8-6 3-.3 4.5 2.1 3.8 4.5-.6 2.2-2.6 2.9-3.8 1.8M12.4 10.5l-2.3 10"/>',
  whatsapp: '<path d="M3.5 20.5l1.2-4.1a8.5 8.5 0 1 1 3.1 3Z"/><path d="M9 8.5c0 3.5 3 6.5 6.5 6.5l.8-1.6-2-1-1 .9c-1.1-.5-2.1-1.5-2.6-2.6l.9-1-1-2Z" fill="currentColor" stroke-width="1"/>',
  email: '<rect x="3" y="5" width="18" height="14" rx="2"/><path d="M3.5 6.5 12 13l8.5-6.5"/>',
  website: '<circle cx="12" cy="12" r="9"/><path d="M3 12h18M12 3c2.5 2.6 3.5 5.6 3.5 9s-1 6.4-3.5 9c-2.5-2.6-3.5-5.6-3.5-9s1-6.4 3.5-9Z"/>',
  copy: '<path d="M10 14a4 4 0 0 0 5.7 0l3-3a4 4 0 0 0-5.7-5.7l-1 1"/><path d="M14 10a4 4 0 0 0-5.7 0l-3 3a4 4 0 0 0 5.7 5.7l1-1"/>',
};

/** A network's icon, hidden from assistive technology (its link names it). */
export function SocialIcon({ network }: { network: Network | 'copy' }) {
  return (
    <svg
      className="social-icon"
      viewBox="0 0 24 24"
      width="24"
      height="24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      dangerouslySetInnerHTML={{ __html: SHAPES[network] }}
    />
  );
}
