/**
 * The moving parts of a page, in a script of their own that the runtime loads only on pages that
 * have them (main.ts): the island loader with its hydration strategies, the consent gate
 * that holds third-party content until the visitor consents, the video blocks' player, the
 * galleries and what opens their lightboxes. Most pages have none of them and never
 * load this; the always-loaded runtime stays within its 6 KB.
 */
import { startGalleries } from '../blocks/gallery/gallery.ts';
import { startVideos } from '../blocks/video/player.ts';
import { VISITOR_COOKIES } from '../shared/visitor-cookie.ts';
import { startAnimations } from './animations/animations.ts';
import { startBlockScripts } from './block-scripts.ts';
import { startConsentGate } from './consent-gate.ts';
import { startImageLoader } from './images/loader.ts';
import { startIslands } from './islands/loader.ts';
import { startLightboxes } from './lightbox/launcher.ts';
import { readPageContext } from './page-context.ts';
import { startRelativeTime } from './relative-time/relative-time.ts';
import { readCookie } from './tracking/cookies.ts';

const context = readPageContext(document);
startIslands(document, context.islands);
startConsentGate(document);
// Images left to the browser loader (docs/images.md "The browser loader"): a gallery's slides not shown yet.
// `http:` image URLs on the platform's own hosts are loaded over https (§5).
startImageLoader(document, { ownHosts: context.appDomain ? [context.appDomain] : [] });
// Video blocks (docs/video.md): the player replaces the placeholder on play; on a site with a
// restrictive cookie policy it waits for the visitor's consent, which the gate above releases.
const asksConsent = context.websiteSettings?.cookieSettings?.isRestrictiveCookiePolicyEnabled === true;
startVideos(document, () => (!asksConsent ? 'none' : readCookie(VISITOR_COOKIES.consent) === 'true' ? 'given' : 'pending'));
// Galleries (docs/gallery.md "The block"): moving designs, keys, swipe, autoplay.
startGalleries(document);
// Galleries' lightboxes (docs/lightbox.md): opened by a slide's control or the page's address;
// the lightbox's own chunk is fetched on the first open.
startLightboxes(document);
// Relative time nodes (§4) and block animations (§4; docs/blocks-audio.md).
startRelativeTime(document);
startAnimations(document);
// Blocks that move without React (src/blocks/block-script.ts): each kind's chunk, once.
void startBlockScripts(document);
