/**
 * What the video block's server markup and the browser's video player (src/blocks/video/player.ts)
 * agree on: the attributes of the placeholder. The placeholder holds the player URL in
 * VIDEO_SRC_ATTRIBUTE (never in a `src`), so nothing reaches the provider until the visitor plays.
 */

/** On the video's stage: the player URL (autoplay on) the frame loads once shown. */
export const VIDEO_SRC_ATTRIBUTE = 'data-video-src';
/** On the video's stage: the title the player frame gets. */
export const VIDEO_FRAME_TITLE_ATTRIBUTE = 'data-video-frame-title';
/** On the video's stage: 'placeholder' (poster, overlay, play button) or 'playing' (the frame). */
export const VIDEO_STATE_ATTRIBUTE = 'data-video-state';
/** On the play button. */
export const VIDEO_PLAY_ATTRIBUTE = 'data-video-play';
/** The class of the player frame the stage gets when shown. */
export const VIDEO_PLAYER_CLASS = 'video-block__player';
/** The class of the stage's note shown while the frame waits for the visitor's consent. */
export const VIDEO_CONSENT_NOTE_CLASS = 'video-block__consent';
/**
 * The sandbox of a generic embed's frame (provider `generic`): its own scripts and storage, and
 * popups for its links, but no top navigation, no forms, no downloads of our page.
 */
export const EMBED_SANDBOX = 'allow-scripts allow-same-origin allow-presentation allow-popups';
/** On the video's stage: the provider (youtube, vimeo, generic), for the player commands and the sandbox. */
export const VIDEO_PROVIDER_ATTRIBUTE = 'data-video-provider';
/**
 * Dispatched (bubbling) on a stage when its player is shown, and when it goes back to the
 * placeholder: a gallery stops its autoplay while a video plays and restores it after.
 */
export const VIDEO_SHOWN_EVENT = 'vitrina:video-shown';
export const VIDEO_HIDDEN_EVENT = 'vitrina:video-hidden';
/**
 * Dispatch on a stage to play or pause its shown player (§7 postMessage), detail 'play' or 'pause':
 * `stage.dispatchEvent(new CustomEvent(VIDEO_COMMAND_EVENT, { detail: 'pause' }))`.
 */
export const VIDEO_COMMAND_EVENT = 'vitrina:video-command';
