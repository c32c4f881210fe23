import * as v from 'valibot';
import { NewsletterDefinition } from '../shared/forms/fields.ts';
import { Text } from './common.ts';
import { ChromeHref, ChromeVersion } from './announcement-bar.ts';

/** The popup's looks (§3 "Popup" style; §2 overlay style light/dark, or an image beside the text). */
export const POPUP_STYLES = ['light', 'dark', 'image'] as const;

/**
 * The popup overlay (§3 popupOverlaySettings and "Popup", §2 page type 104, popup type 2): a
 * dialog over the page after `delay` seconds, with a title, a text, an optional image and a
 * newsletter form (the newsletter block's data) or a button. Whether a visitor sees it again is
 * decided in the browser from three local-storage keys (src/shared/overlays.ts shouldShowPopup).
 */
export const PopupOverlaySettings = v.pipe(
  v.object({
    enabled: v.optional(v.boolean(), false),
    style: v.optional(v.picklist(POPUP_STYLES), 'light'),
    /** Shown on phones (≤ 432 px) too. */
    enableMobile: v.optional(v.boolean(), false),
    /** A new version shows the popup again to everyone, whatever they did with the old one. */
    version: v.optional(ChromeVersion, '1'),
    /** Never again to a visitor who subscribed through it. */
    showUntilSignup: v.optional(v.boolean(), true),
    /** Days before it shows again after being closed; -1: never again. */
    displayFrequency: v.optional(v.pipe(v.number(), v.integer('La frecuencia debe ser un número entero de días'), v.minValue(-1, 'La frecuencia va de -1 (nunca más) a 365 días'), v.maxValue(365, 'La frecuencia va de -1 (nunca más) a 365 días')), 7),
    /** Seconds after the page loads. */
    delay: v.optional(v.pipe(v.number(), v.minValue(0, 'La espera va de 0 a 120 segundos'), v.maxValue(120, 'La espera va de 0 a 120 segundos')), 3),
    title: v.optional(Text(120), ''),
    body: v.optional(Text(1000), ''),
    image: v.optional(v.object({ mediaId: v.pipe(v.string(), v.minLength(1)) })),
    newsletter: v.optional(NewsletterDefinition),
    button: v.optional(v.object({ label: v.pipe(Text(40), v.minLength(1, 'El botón necesita un texto')), href: ChromeHref })),
  }),
  v.forward(v.check((s) => !s.enabled || s.title.trim() !== '', 'La ventana emergente activada necesita un título'), ['title']),
  v.forward(v.check((s) => !(s.newsletter && s.button), 'La ventana emergente lleva un formulario de boletín o un botón, no ambos'), ['button']),
  v.forward(v.check((s) => s.style !== 'image' || s.image !== undefined, 'El estilo con imagen necesita una imagen'), ['image']),
);
export type PopupOverlaySettings = v.InferOutput<typeof PopupOverlaySettings>;
