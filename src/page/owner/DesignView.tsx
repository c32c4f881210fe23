import { t, type MessageKey } from '../../shared/messages/index.ts';

/** The site's styles as /config/design lists them (built by siteDesign in src/server/owner/design.ts). */
export interface SiteDesign {
  colours: { name: MessageKey; hint: MessageKey; token: string; hex: string }[];
  fonts: { family: string; role: MessageKey; source: MessageKey }[];
  /** Buttons and measures the site sets (shape, style, text size…), each with its label. */
  facts: { label: MessageKey; value: string }[];
}

/** /config/design: the theme colours (name, hex, swatch), the fonts and the buttons of the site. */
export function DesignView({ design }: { design: SiteDesign }) {
  return (
    <>
      <p className="owner-muted">{t('owner.designIntro')}</p>
      <section className="owner-section" aria-labelledby="design-colours">
        <h2 id="design-colours">{t('owner.designColours')}</h2>
        <ul className="owner-swatches">
          {design.colours.map((c) => (
            <li key={c.token} className="owner-swatch">
              <span className="owner-swatch__sample" style={{ background: c.hex }} aria-hidden="true" />
              <span className="owner-swatch__name">{t(c.name)}</span>
              <code className="owner-swatch__hex">{c.hex}</code>
              <span className="owner-muted">{t(c.hint)}</span>
            </li>
          ))}
        </ul>
      </section>
      <section className="owner-section" aria-labelledby="design-fonts">
        <h2 id="design-fonts">{t('owner.designFonts')}</h2>
        {design.fonts.length ? (
          <ul className="owner-fonts">
            {design.fonts.map((f) => (
              <li key={`${f.role}:${f.family}`}>
                <span style={{ fontFamily: `"${f.family.replace(/["\\]/g, '')}", var(--font-body, serif)` }}>{f.family}</span>{' '}
                <span className="owner-muted">({t(f.role)}, {t(f.source)})</span>
              </li>
            ))}
          </ul>
        ) : (
          <p>{t('owner.designFontsNone')}</p>
        )}
      </section>
      <section className="owner-section" aria-labelledby="design-buttons">
        <h2 id="design-buttons">{t('owner.designButtons')}</h2>
        {design.facts.length ? (
          <dl className="owner-facts">
            {design.facts.map((f) => (
              <div key={f.label}>
                <dt>{t(f.label)}</dt>
                <dd>{f.value}</dd>
              </div>
            ))}
          </dl>
        ) : (
          <p>{t('owner.designButtonsNone')}</p>
        )}
      </section>
    </>
  );
}
