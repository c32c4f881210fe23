import type { PageModel } from '../context.ts';
import { isMessageKey, t } from '../../shared/messages/index.ts';
import { pageLanguage, switcherTargets } from '../languages.ts';

/** A language's name as the switcher shows it (in that language); the tag itself for one without a name. */
function languageName(language: string): string {
  const key = `multilingual.name.${language}`;
  return isMessageKey(key) ? t(key) : language;
}

/**
 * The language switcher of the header (docs/multilingual.md): a labelled nav with a list of plain
 * links (keyboard and screen readers need nothing more), each to the same page in that language
 * or to that language's home, the current language marked `aria-current`. Nothing for a site
 * with one language.
 */
export function LanguageSwitcher({ model }: { model: PageModel }) {
  // A site in one language (most) has nothing to switch to: not worth working out on every page.
  if (!model.site.languages?.others.length) return null;
  const targets = switcherTargets(model);
  if (targets.length < 2) return null;
  const current = pageLanguage(model);
  return (
    <nav className="container lang-switch" aria-label={t('multilingual.switcherLabel')}>
      <ul className="lang-switch__list">
        {targets.map(({ language, path }) => (
          <li key={language}>
            <a className="lang-switch__link" href={path} hrefLang={language} lang={language} aria-current={language === current ? 'true' : undefined}>
              {languageName(language)}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
