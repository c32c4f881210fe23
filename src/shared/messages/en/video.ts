/** English text of the video block and placeholder (see ../video.ts; SPEC §8 video errors). */
import type { videoMessages } from '../video.ts';

export const videoMessagesEn = {
  'video.invalidEmbed': 'The video embed isn’t valid.',
  'video.customThumbnailEmbedOnly':
    'Custom thumbnails are only available for embedded videos. Go back to the embed settings to turn off custom thumbnails.',
  'video.play': 'Play video',
  'video.playTitled': 'Play video: {title}',
  'video.player': 'Video player',
  'video.playerTitled': 'Video player: {title}',
  'video.waitingConsent': 'The video will appear once you accept cookies.',
  'video.showEmbed': 'Show embedded content',
  'video.showEmbedTitled': 'Show embedded content: {title}',
  'video.embedFrame': 'Embedded content',
  'video.embedFrameTitled': 'Embedded content: {title}',
  'video.embedFrom': 'Content from {host}. Loads when you click.',
  'video.embedWaitingConsent': 'The content will appear once you accept cookies.',
  'video.vimeoBasicUnsupported': 'Vimeo Basic accounts aren’t supported. Use a video from a paid Vimeo account.',
} satisfies Record<keyof typeof videoMessages, string>;
