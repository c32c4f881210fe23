import { describe, expect, it } from 'vitest';
import { iframeFromHtml } from './embed-html.ts';

describe('iframeFromHtml: a pasted snippet, read never injected', () => {
  it('reads a lone iframe: src (entities decoded), title, pixel width and height', () => {
    expect(iframeFromHtml('<iframe src="https://open.spotify.com/embed/playlist/x?utm=1&amp;theme=0" width="100%" height="352" title="Lista"></iframe>')).toEqual({
      src: 'https://open.spotify.com/embed/playlist/x?utm=1&theme=0', title: 'Lista',
    });
    expect(iframeFromHtml(`  <IFRAME width=560 height='315px' src='https://www.youtube.com/embed/dQw4w9WgXcQ' frameborder="0" allowfullscreen></IFRAME>\n`)).toEqual({
      src: 'https://www.youtube.com/embed/dQw4w9WgXcQ', width: 560, height: 315,
    });
    expect(iframeFromHtml('<iframe src="https://a.example/x">')).toEqual({ src: 'https://a.example/x' });
  });

  it('the first of a repeated src wins, as in a browser', () => {
    expect(iframeFromHtml('<iframe src="https://a.example/1" src="https://b.example/2"></iframe>')?.src).toBe('https://a.example/1');
  });

  it('anything but one iframe is nothing: scripts, objects, text around, two frames, no src', () => {
    for (const html of [
      '<script src="https://a.example/x.js"></script>',
      '<object data="https://a.example/x.swf"></object>',
      '<p>hola</p><iframe src="https://a.example/x"></iframe>',
      '<iframe src="https://a.example/x"></iframe><script>alert(1)</script>',
      '<iframe src="https://a.example/1"></iframe><iframe src="https://b.example/2"></iframe>',
      '<iframe></iframe>',
      '<iframe src=""></iframe>',
      '<iframe srcdoc="<script>alert(1)</script>"></iframe>',
      'https://a.example/x',
      '',
    ]) expect(iframeFromHtml(html), html).toBeUndefined();
    for (const x of [undefined, null, 3, {}]) expect(iframeFromHtml(x)).toBeUndefined();
    expect(iframeFromHtml(`<iframe src="https://a.example/${'x'.repeat(5000)}"></iframe>`)).toBeUndefined();
  });

  it('a hostile src comes back as written, for videoFromUrl to refuse', () => {
    expect(iframeFromHtml('<iframe src="javascript:alert(1)"></iframe>')?.src).toBe('javascript:alert(1)');
    expect(iframeFromHtml('<iframe src="https://a.example/&quot;onload=&quot;x"></iframe>')?.src).toBe('https://a.example/"onload="x');
  });
});
