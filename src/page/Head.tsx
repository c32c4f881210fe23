import type { PageAssets } from './context.ts';
import type { HeadMeta } from './head-meta.ts';
import type { PageFonts } from './fonts.ts';
import { jsonLdText } from './json-ld.ts';
import { ImagePreloads } from './static-markup/render.ts';

/** Props of the document head. */
export interface HeadProps {
  meta: HeadMeta;
  assets: PageAssets;
  /** Island names on this page: only their chunks are preloaded. */
  islands: string[];
  themeColor: string;
  /** URL of the page icon. */
  icon: string;
  /** The site's self-hosted fonts (src/page/fonts.ts), if it names any of the set. */
  fonts?: PageFonts;
}

/** The module URLs to preload for the islands of a page: each chunk and what it imports. */
export function islandPreloads(assets: PageAssets, islands: string[]): string[] {
  const urls = islands.flatMap((name) => {
    const chunk = assets.islands[name];
    return chunk ? [chunk.src, ...chunk.preload] : [];
  });
  return [...new Set(urls)];
}

/**
 * The `<head>`: title, description, canonical, OpenGraph, theme styles, runtime, preloads, in
 * the order React's renderer wrote them (the tags it hoisted first, then the stylesheets and
 * scripts), which the pages kept when they moved to the static renderer.
 */
export function Head({ meta, assets, islands, themeColor, icon, fonts }: HeadProps) {
  return (
    <head>
      <meta charSet="utf-8" />
      <meta name="viewport" content="width=device-width, initial-scale=1" />
      {/* The page's first images (the static renderer's image preloads, as React wrote them). */}
      <ImagePreloads />
      <title>{meta.title}</title>
      <meta name="description" content={meta.description} />
      {meta.canonical ? <link rel="canonical" href={meta.canonical} /> : null}
      {meta.alternates?.map((a) => <link rel="alternate" hrefLang={a.hreflang} href={a.href} key={a.hreflang} />)}
      {meta.noindex ? <meta name="robots" content="noindex" /> : null}
      {meta.prev ? <link rel="prev" href={meta.prev} /> : null}
      {meta.next ? <link rel="next" href={meta.next} /> : null}
      {meta.feed ? <link rel="alternate" type="application/rss+xml" title={meta.feedTitle} href={meta.feed} /> : null}
      <meta name="theme-color" content={themeColor} />
      <link rel="icon" href={icon} />
      {meta.url ? <OpenGraph meta={meta} url={meta.url} /> : null}
      {/* The above-the-fold faces, so they load alongside the stylesheet (swap: text never waits). */}
      {fonts?.preload.map((href) => (
        <link rel="preload" href={href} as="font" type="font/woff2" crossOrigin="anonymous" key={href} />
      ))}
      {/* Island chunks and the runtime's own chunks (only where the runtime runs: error and
          newsletter pages set it to ''), each once. */}
      {[...new Set([...islandPreloads(assets, islands), ...(assets.runtime ? (assets.runtimePreload ?? []) : [])])].map((href) => (
        <link rel="modulepreload" href={href} key={href} />
      ))}
      {meta.jsonLd?.map((data, i) => <script type="application/ld+json" key={i} dangerouslySetInnerHTML={{ __html: jsonLdText(data) }} />)}
      {assets.styles.map((href) => (
        <link rel="stylesheet" href={href} key={href} />
      ))}
      {fonts ? <style data-fonts="" dangerouslySetInnerHTML={{ __html: fonts.css }} /> : null}
      {assets.runtime ? <script type="module" src={assets.runtime} /> : null}
    </head>
  );
}

/** OpenGraph and card tags: how the page looks when shared. */
function OpenGraph({ meta, url }: { meta: HeadMeta; url: string }) {
  return (
    <>
      <meta property="og:title" content={meta.title} />
      <meta property="og:description" content={meta.description} />
      <meta property="og:url" content={url} />
      <meta property="og:type" content={meta.ogType} />
      <meta property="og:locale" content={meta.ogLocale ?? 'es_419'} />
      <meta property="og:site_name" content={meta.siteName} />
      {meta.image ? <meta property="og:image" content={meta.image} /> : null}
      {meta.image && meta.imageWidth && meta.imageHeight ? (
        <>
          <meta property="og:image:width" content={String(meta.imageWidth)} />
          <meta property="og:image:height" content={String(meta.imageHeight)} />
        </>
      ) : null}
      {meta.imageAlt ? <meta property="og:image:alt" content={meta.imageAlt} /> : null}
      <meta name="twitter:card" content={meta.image ? 'summary_large_image' : 'summary'} />
      {meta.image ? <meta name="twitter:image" content={meta.image} /> : null}
      {meta.image && meta.imageAlt ? <meta name="twitter:image:alt" content={meta.imageAlt} /> : null}
    </>
  );
}
