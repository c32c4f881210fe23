import { describe, expect, it } from 'vitest';
import { playerMessage, playerUrl, videoFrameOrigin, videoFromUrl, videoMode, videoOrigins, type EmbeddableVideo } from './provider.ts';

const ID = 'dQw4w9WgXcQ';
const NOCOOKIE = `https://www.youtube-nocookie.com/embed/${ID}`;

describe('videoFromUrl: YouTube goes to the no-cookie host', () => {
  it.each([
    [`https://www.youtube.com/watch?v=${ID}`],
    [`https://youtube.com/watch?v=${ID}&list=PL123`],
    [`https://m.youtube.com/watch?v=${ID}`],
    [`http://www.youtube.com/watch?v=${ID}`],
    [`https://youtu.be/${ID}`],
    [`https://www.youtube.com/shorts/${ID}`],
    [`https://www.youtube.com/embed/${ID}`],
    [`https://www.youtube.com/live/${ID}`],
    [`https://www.youtube-nocookie.com/embed/${ID}`],
    [`  https://YOUTU.BE/${ID}  `],
  ])('%s', (url) => {
    expect(videoFromUrl(url)).toEqual({ type: 'iframe', provider: 'youtube', id: ID, embedUrl: NOCOOKIE });
  });

  it('keeps a start time (t= or start=, seconds or 1m30s)', () => {
    expect(videoFromUrl(`https://youtu.be/${ID}?t=42`)).toMatchObject({ embedUrl: `${NOCOOKIE}?start=42` });
    expect(videoFromUrl(`https://www.youtube.com/watch?v=${ID}&t=1m30s`)).toMatchObject({ embedUrl: `${NOCOOKIE}?start=90` });
    expect(videoFromUrl(`https://www.youtube.com/embed/${ID}?start=1h0m5s`)).toMatchObject({ embedUrl: `${NOCOOKIE}?start=3605` });
    expect(videoFromUrl(`https://youtu.be/${ID}?t=soon`)).toMatchObject({ embedUrl: NOCOOKIE });
  });

  it.each([
    ['no id', 'https://www.youtube.com/watch'],
    ['short id', 'https://youtu.be/abc'],
    ['id with a quote', `https://www.youtube.com/watch?v=${ID.slice(0, 10)}"`],
    ['id with a slash', `https://www.youtube.com/watch?v=${ID.slice(0, 10)}%2F`],
    ['a channel', 'https://www.youtube.com/@canal'],
    ['nested path', `https://youtu.be/${ID}/extra`],
    ['a playlist only', 'https://www.youtube.com/playlist?list=PL123'],
  ])('invalid: %s', (_, url) => {
    expect(videoFromUrl(url)).toEqual({ type: 'invalid' });
  });
});

describe('videoFromUrl: Vimeo goes to the player', () => {
  it.each([
    ['https://vimeo.com/76979871', 'https://player.vimeo.com/video/76979871'],
    ['http://www.vimeo.com/76979871', 'https://player.vimeo.com/video/76979871'],
    ['https://player.vimeo.com/video/76979871', 'https://player.vimeo.com/video/76979871'],
    ['https://vimeo.com/channels/staffpicks/76979871', 'https://player.vimeo.com/video/76979871'],
    ['https://vimeo.com/groups/cine/videos/76979871', 'https://player.vimeo.com/video/76979871'],
    ['https://vimeo.com/76979871/2a0b3c4d5e', 'https://player.vimeo.com/video/76979871?h=2a0b3c4d5e'],
    ['https://player.vimeo.com/video/76979871?h=ABCDEF12', 'https://player.vimeo.com/video/76979871?h=abcdef12'],
  ])('%s', (url, embedUrl) => {
    expect(videoFromUrl(url)).toEqual({ type: 'iframe', provider: 'vimeo', id: '76979871', embedUrl });
  });

  it.each([
    ['a name, not an id', 'https://vimeo.com/staff'],
    ['an id with letters', 'https://player.vimeo.com/video/12ab'],
    ['a hostile hash', 'https://vimeo.com/76979871/"onload'],
    ['a hostile h=', 'https://player.vimeo.com/video/76979871?h=<x>'],
    ['the home page', 'https://vimeo.com/'],
  ])('invalid: %s', (_, url) => {
    expect(videoFromUrl(url)).toEqual({ type: 'invalid' });
  });
});

describe('videoFromUrl: a generic https iframe', () => {
  it('is the URL itself', () => {
    expect(videoFromUrl('https://videos.example.org/player/7?autoplay=0')).toEqual({
      type: 'iframe', provider: 'generic', embedUrl: 'https://videos.example.org/player/7?autoplay=0',
    });
  });
  it('a look-alike host is not the platform', () => {
    expect(videoFromUrl(`https://youtube.com.example.net/watch?v=${ID}`)).toMatchObject({ provider: 'generic' });
  });
});

describe('videoFromUrl: hostile and broken input is invalid', () => {
  it.each([
    ['javascript:', 'javascript:alert(1)'],
    ['javascript: dressed as YouTube', `javascript://www.youtube.com/%0aalert(1)//watch?v=${ID}`],
    ['data:', 'data:text/html,<script>alert(1)</script>'],
    ['data: base64', 'data:text/html;base64,PHNjcmlwdD4='],
    ['vbscript:', 'vbscript:msgbox(1)'],
    ['file:', 'file:///etc/passwd'],
    ['ftp:', 'ftp://videos.example.org/a.mp4'],
    ['http: off the platforms', 'http://videos.example.org/player/7'],
    ['credentials', 'https://user:pass@videos.example.org/player'],
    ['credentials on a platform', `https://evil@www.youtube.com/watch?v=${ID}`],
    ['an IP address', 'https://127.0.0.1/player'],
    ['IPv6', 'https://[::1]/player'],
    ['localhost', 'https://localhost/player'],
    ['a port off the platforms', 'https://videos.example.org:8443/player'],
    ['relative', '/videos/7'],
    ['protocol-relative', '//www.youtube.com/watch?v=' + ID],
    ['markup', '<iframe src="https://www.youtube.com/embed/x"></iframe>'],
    ['a quote', 'https://videos.example.org/"onload="alert(1)'],
    ['a space inside', 'https://videos.example.org/a b'],
    ['empty', ''],
    ['blank', '   '],
    ['too long', `https://videos.example.org/${'a'.repeat(2100)}`],
  ])('%s', (_, url) => {
    expect(videoFromUrl(url)).toEqual({ type: 'invalid' });
  });

  it.each([[undefined], [null], [42], [{ url: 'https://youtu.be/' + ID }]])('not a string: %s', (value) => {
    expect(videoFromUrl(value)).toEqual({ type: 'invalid' });
  });
});

describe('playerUrl', () => {
  it('adds autoplay=1 (and YouTube\'s frame API), keeping what the embed URL has', () => {
    const yt = videoFromUrl(`https://youtu.be/${ID}?t=42`) as EmbeddableVideo;
    expect(playerUrl(yt)).toBe(`${NOCOOKIE}?start=42&autoplay=1&enablejsapi=1`);
    const vimeo = videoFromUrl('https://vimeo.com/76979871') as EmbeddableVideo;
    expect(playerUrl(vimeo)).toBe('https://player.vimeo.com/video/76979871?autoplay=1');
  });
});

describe('videoMode (§5: none, fit, fill or null)', () => {
  it('keeps the three modes and gives null for anything else', () => {
    expect(['none', 'fit', 'fill'].map(videoMode)).toEqual(['none', 'fit', 'fill']);
    expect([undefined, null, '', 'FIT', 'cover', 3].map(videoMode)).toEqual([null, null, null, null, null, null]);
  });
});

describe('playerMessage (§7: play and pause through postMessage)', () => {
  it('YouTube: its frame API command, to the no-cookie origin', () => {
    expect(playerMessage('youtube', 'pause')).toEqual({ message: '{"event":"command","func":"pauseVideo","args":[]}', origin: 'https://www.youtube-nocookie.com' });
    expect(playerMessage('youtube', 'play')).toEqual({ message: '{"event":"command","func":"playVideo","args":[]}', origin: 'https://www.youtube-nocookie.com' });
  });
  it('Vimeo: its player API method, to the player origin', () => {
    expect(playerMessage('vimeo', 'play')).toEqual({ message: '{"method":"play"}', origin: 'https://player.vimeo.com' });
    expect(playerMessage('vimeo', 'pause')).toEqual({ message: '{"method":"pause"}', origin: 'https://player.vimeo.com' });
  });
  it('nothing for other providers', () => {
    expect([playerMessage('generic', 'play'), playerMessage(null, 'pause'), playerMessage('', 'play')]).toEqual([undefined, undefined, undefined]);
  });
});

describe('videoFrameOrigin and videoOrigins: the one frame origin a video needs', () => {
  it('the platform player hosts, a generic iframe its own origin, nothing for invalid', () => {
    expect(videoFrameOrigin(videoFromUrl(`https://youtu.be/${ID}`))).toBe('https://www.youtube-nocookie.com');
    expect(videoFrameOrigin(videoFromUrl('https://vimeo.com/76979871'))).toBe('https://player.vimeo.com');
    expect(videoFrameOrigin(videoFromUrl('https://Open.Spotify.com/embed/x?y=1#z'))).toBe('https://open.spotify.com');
    for (const bad of ['javascript:alert(1)', 'http://a.example/x', 'https://10.0.0.1/x', 'https://a.example:8443/x', 'https://u@a.example/x', 'https://localhost/x']) {
      expect(videoFrameOrigin(videoFromUrl(bad)), bad).toBeUndefined();
      expect(videoOrigins(videoFromUrl(bad))).toEqual([]);
    }
    expect(videoOrigins(videoFromUrl('https://a.example/v'))).toEqual([{ directive: 'frame-src', origin: 'https://a.example', consent: true }]);
  });

  it('a generic player URL is the URL as given: no autoplay added to another site', () => {
    expect(playerUrl({ type: 'iframe', provider: 'generic', embedUrl: 'https://a.example/v?x=1' })).toBe('https://a.example/v?x=1');
  });
});
