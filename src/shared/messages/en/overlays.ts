/** English text of the announcement bar, mobile information bar and popup (see ../overlays.ts). */
import type { overlayMessages } from '../overlays.ts';

export const overlayMessagesEn = {
  'overlays.announcementLabel': 'Announcement',
  'overlays.announcementDismiss': 'Dismiss announcement',
  'overlays.infoBarLabel': 'Contact information',
  'overlays.infoBarMap': 'Directions',
  'overlays.infoBarMapLabel': 'Directions: {address} (opens a map)',
  'overlays.infoBarCall': 'Call',
  'overlays.infoBarCallLabel': 'Call {phone}',
  'overlays.infoBarEmail': 'Email',
  'overlays.infoBarEmailLabel': 'Email {email}',
  'overlays.infoBarHours': 'Hours',
  'overlays.popupClose': 'Close',
  'overlays.popupOwnerNote': 'Owner view: you see this popup once per session; your visitors see it according to its settings.',
} satisfies Record<keyof typeof overlayMessages, string>;
