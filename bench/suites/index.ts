import * as cacheMemory from './cache-memory.ts';
import * as cachedPage from './cached-page.ts';
import * as commerce from './commerce.ts';
import * as formsSubmit from './forms-submit.ts';
import * as pageMiss from './page-miss.ts';
import * as recordHit from './record-hit.ts';
import * as regex from './regex.ts';
import * as scaleOut from './scale-out.ts';
import * as render from './render.ts';
import * as search from './search.ts';

/** Every benchmark suite, in the order they run. Later issues add theirs here. */
export const suites = [
  { name: 'cached-page', run: cachedPage.run },
  { name: 'page-miss', run: pageMiss.run },
  { name: 'cache-memory', run: cacheMemory.run },
  { name: 'render', run: render.run },
  { name: 'record-hit', run: recordHit.run },
  { name: 'forms-submit', run: formsSubmit.run },
  { name: 'regex', run: regex.run },
  { name: 'search', run: search.run },
  { name: 'commerce', run: commerce.run },
  { name: 'scale-out', run: scaleOut.run },
];
