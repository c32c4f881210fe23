import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fontUrls } from './fonts/index.ts';
import { describe, expect, it, vi } from 'vitest';
import { assetsFromManifest, fallbackAssets, loadAssets } from './assets.ts';

const manifest = {
  '_react-AAA.js': { file: 'assets/react-AAA.js', name: 'react', imports: ['_shared-SSS.js'] },
  '_shared-SSS.js': { file: 'assets/shared-SSS.js' },
  'src/runtime/main.ts': { file: 'assets/runtime-RRR.js', src: 'src/runtime/main.ts', isEntry: true },
  'src/page/styles/theme.css': { file: 'assets/theme-TTT.css', src: 'src/page/styles/theme.css', isEntry: true },
  'src/blocks/accordion/accordion.island.tsx': { file: 'assets/accordion-CCC.js', src: 'src/blocks/accordion/accordion.island.tsx', isEntry: true, imports: ['_react-AAA.js'] },
};

describe('page assets from the Vite manifest', () => {
  it('maps the runtime, the stylesheet and each island with its transitive imports', () => {
    expect(assetsFromManifest(manifest)).toEqual({
      runtime: '/assets/runtime-RRR.js',
      styles: ['/assets/theme-TTT.css'],
      islands: { accordion: { src: '/assets/accordion-CCC.js', preload: ['/assets/react-AAA.js', '/assets/shared-SSS.js'] } },
      fonts: fontUrls(),
    });
  });

  it('preloads the chunks the runtime imports (code it shares with an island), when there are any', () => {
    const shared = { ...manifest, 'src/runtime/main.ts': { ...manifest['src/runtime/main.ts'], imports: ['_shared-SSS.js'] } };
    expect(assetsFromManifest(shared).runtimePreload).toEqual(['/assets/shared-SSS.js']);
    expect(assetsFromManifest(manifest)).not.toHaveProperty('runtimePreload');
  });

  it('reads dist/client/.vite/manifest.json', () => {
    const dir = mkdtempSync(join(tmpdir(), 'vitrina-assets-'));
    mkdirSync(join(dir, '.vite'));
    writeFileSync(join(dir, '.vite', 'manifest.json'), JSON.stringify(manifest));
    expect(loadAssets(dir).runtime).toBe('/assets/runtime-RRR.js');
  });

  it('falls back to fixed names without a build, and never throws', () => {
    expect(loadAssets(join(tmpdir(), 'no-such-dir'))).toEqual(fallbackAssets());
    expect(fallbackAssets()).toEqual({
      runtime: '/assets/runtime.js',
      styles: ['/assets/theme.css'],
      islands: {
        accordion: { src: '/assets/accordion.js', preload: [] },
        form: { src: '/assets/form.js', preload: [] },
        newsletter: { src: '/assets/newsletter.js', preload: [] },
      },
      fonts: fontUrls(),
    });
    const dir = mkdtempSync(join(tmpdir(), 'vitrina-assets-'));
    mkdirSync(join(dir, '.vite'));
    writeFileSync(join(dir, '.vite', 'manifest.json'), '{"not": "a manifest"}');
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(loadAssets(dir)).toEqual(fallbackAssets());
  });
});
