/**
 * The catalogues of the languages other than es-419, known to `t()` on the server only
 * (docs/multilingual.md): pages render inside `inPageLocale`, so their system texts, dates and
 * numbers follow the page's language; the browser runtime never ships them.
 */
import { englishCatalogue } from '../shared/messages/en/index.ts';
import { registerCatalogue, withLocale } from '../shared/messages/index.ts';
import type { PageModel } from './context.ts';
import { pageLanguage } from './languages.ts';

registerCatalogue('en', englishCatalogue);

/**
 * Runs a synchronous render in the page's language (es-419 for a site with one language).
 * @example inPageLocale(model, () => renderPage(model, assets))
 */
export function inPageLocale<T>(model: Pick<PageModel, 'site' | 'language'>, render: () => T): T {
  return withLocale(pageLanguage(model), render);
}
