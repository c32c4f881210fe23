/**
 * The English catalogue against the es-419 one: the same keys (per domain and in all), every
 * message valid ICU for locale 'en' with the same arguments (names and kinds), the same select
 * cases and the same exact plural values, and actually translated (not left in Spanish).
 */
import { IntlMessageFormat } from 'intl-messageformat';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { catalogue, domains, type MessageKey } from '../index.ts';
import { isPlainMessage } from '../plain.ts';
import { englishCatalogue, englishDomains, type EnglishKey } from './index.ts';

/** The parts of the ICU syntax tree the test compares (types as in ../compile.ts). */
interface AstNode {
  type: number;
  value?: string;
  pluralType?: 'cardinal' | 'ordinal';
  options?: Record<string, { value: AstNode[] }>;
}
const KIND: Record<number, string> = { 1: 'argument', 2: 'number', 3: 'date', 4: 'time', 5: 'select', 6: 'plural' };
const SELECT = 5;
const PLURAL = 6;

function ast(source: string, locale: string): AstNode[] {
  return new IntlMessageFormat(source, locale, undefined, { ignoreTag: true }).getAst() as unknown as AstNode[];
}

/** Every argument of a message as `name:kind` (a plural is `plural` or `selectordinal`), and its select/plural keys. */
function shape(nodes: AstNode[], into = { args: new Set<string>(), cases: new Map<string, Set<string>>() }) {
  for (const node of nodes) {
    const kind = node.type === PLURAL && node.pluralType === 'ordinal' ? 'selectordinal' : KIND[node.type];
    if (kind && node.value !== undefined) into.args.add(`${node.value}:${kind}`);
    if (node.type !== SELECT && node.type !== PLURAL) continue;
    const keys = Object.keys(node.options ?? {});
    // Select cases must match; of a plural only the exact values (=0): categories differ by language.
    const compared = node.type === SELECT ? keys : keys.filter((key) => key.startsWith('='));
    const seen = into.cases.get(node.value!) ?? new Set<string>();
    for (const key of compared) seen.add(key);
    into.cases.set(node.value!, seen);
    for (const branch of Object.values(node.options ?? {})) shape(branch.value, into);
  }
  return into;
}

function pluralKeys(nodes: AstNode[], into: string[] = []): string[] {
  for (const node of nodes) {
    if (node.type === PLURAL) into.push(...Object.keys(node.options ?? {}).map((k) => `${node.pluralType ?? 'cardinal'}:${k}`));
    for (const branch of Object.values(node.options ?? {})) pluralKeys(branch.value, into);
  }
  return into;
}

/** Sample values for the arguments of a shape: each select case in turn, numbers 0, 1 and 7. */
function samples(args: Set<string>, cases: Map<string, Set<string>>): Record<string, string | number | Date>[] {
  const base: Record<string, string | number | Date> = {};
  for (const arg of args) {
    const [name, kind] = arg.split(':') as [string, string];
    base[name] = kind === 'date' || kind === 'time' ? new Date(Date.UTC(2025, 2, 5, 14, 5)) : kind === 'argument' || kind === 'select' ? 'x' : 7;
  }
  const out = [base];
  for (const n of [0, 1]) out.push(Object.fromEntries(Object.entries(base).map(([k, v]) => [k, typeof v === 'number' ? n : v])));
  for (const [name, keys] of cases) {
    if (!args.has(`${name}:select`)) continue;
    for (const key of keys) out.push({ ...base, [name]: key });
  }
  return out;
}

/**
 * English messages that may read exactly as the es-419 ones: formats, symbols and proper nouns.
 * Keep it small: anything with words belongs in the translation.
 */
const SAME_AS_SPANISH = new Set<MessageKey>([
  // A language switcher names each language in that language, whatever the page's.
  'multilingual.name.es-419', 'multilingual.name.es', 'multilingual.name.en', 'multilingual.name.pt-BR', 'multilingual.name.fr', 'multilingual.name.de', 'multilingual.name.it',
  // Formats and symbols.
  'audio.unknownDuration', // --:--
  'chart.named', // {kind}: {title}
  'chart.withUnit', // {value} {unit}
  'checkout.tax', // {name}
  'forms.characterCount', // {current} / {max}
  'order.mail.line', // {quantity, number} × {title}: {amount}
  'owner.formsEmpty', // —
  'reviews.byline', // {name}, {date}
  'search.didYouMeanEnd', // ?
  'social.shareEmailBody', // {title}: {url}
  'store.mail.line', // {quantity} × {title}
  'store.none', // —
  'storefront.variantPrice', // {label}: {price}
  'subscriptions.owner.none', // —
  'summary.dateAndTime', // {date}, {time}
  // Proper nouns and acronyms.
  'owner.cls', // CLS
  'owner.designSourceKit', // Adobe Fonts
  'owner.inp', // INP
  'owner.lcp', // LCP
  'store.colSku', // SKU
  'store.provider.stripe', // Stripe
  // Words spelled the same in both languages.
  'checkout.subtotal', // Subtotal
  'checkout.total', // Total
  'commerce.cartSubtotal', // Subtotal
  'comments.ownerSpam', // Spam
  'donations.owner.total', // Total
  'owner.designValue.normal', // normal
  'owner.formsSpam', // Spam
  'roles.no', // No
  'store.colTotal', // Total
  'store.subtotal', // Subtotal
  'store.total', // Total
  'subscriptions.owner.plan', // Plan
  'subscriptions.plan', // Plan
]);

const enCategories = {
  cardinal: new Set<string>(new Intl.PluralRules('en').resolvedOptions().pluralCategories),
  ordinal: new Set<string>(new Intl.PluralRules('en', { type: 'ordinal' }).resolvedOptions().pluralCategories),
};

describe('the English catalogue has the same keys as es-419', () => {
  it('in the types: EnglishKey is MessageKey, and each English domain has its es-419 twin\'s keys', () => {
    expectTypeOf<EnglishKey>().toEqualTypeOf<MessageKey>();
    expectTypeOf(englishCatalogue).toEqualTypeOf<Record<MessageKey, string>>();
    expectTypeOf(englishDomains).toExtend<{ [D in keyof typeof domains]: Record<keyof (typeof domains)[D], string> }>();
  });

  it('has every domain and no other', () => {
    expect(Object.keys(englishDomains).sort()).toEqual(Object.keys(domains).sort());
  });

  it.each(Object.keys(domains))('domain %s: same keys both ways', (name) => {
    const es = Object.keys(domains[name as keyof typeof domains]).sort();
    const en = Object.keys(englishDomains[name as keyof typeof englishDomains] ?? {}).sort();
    expect(en.filter((key) => !es.includes(key)), 'English keys not in es-419').toEqual([]);
    expect(es.filter((key) => !en.includes(key)), 'es-419 keys without English').toEqual([]);
  });

  it('in all: the merged catalogues have the same keys', () => {
    expect(Object.keys(englishCatalogue).sort()).toEqual(Object.keys(catalogue).sort());
  });
});

describe('each English message', () => {
  const pairs = (Object.entries(catalogue) as [MessageKey, string][]).map(([key, es]) => [key, es, englishCatalogue[key]] as const);

  it.each(pairs)('%s: parses and formats in en, with the arguments of es-419', (key, es, en) => {
    expect(typeof en, 'missing').toBe('string');
    expect(en.trim()).not.toBe('');
    const enAst = ast(en, 'en');
    const esShape = shape(ast(es, 'es-419'));
    const enShape = shape(enAst);
    expect([...enShape.args].sort(), 'arguments (name:kind)').toEqual([...esShape.args].sort());
    expect(Object.fromEntries([...enShape.cases].map(([n, s]) => [n, [...s].sort()])), 'select cases, exact plural values').toEqual(
      Object.fromEntries([...esShape.cases].map(([n, s]) => [n, [...s].sort()])),
    );
    for (const plural of pluralKeys(enAst)) {
      const [type, category] = plural.split(':') as ['cardinal' | 'ordinal', string];
      expect(/^=\d+$/.test(category) || enCategories[type].has(category), `plural key ${category} is not an English category`).toBe(true);
    }
    const format = new IntlMessageFormat(en, 'en', undefined, { ignoreTag: true });
    for (const values of samples(esShape.args, esShape.cases)) {
      const text = format.format(values) as string;
      expect(text, `an argument left as text: ${JSON.stringify(values)}`).not.toMatch(/\{\w+\}/);
    }
  });

  it.each(pairs)('%s: is translated', (key, es, en) => {
    if (SAME_AS_SPANISH.has(key)) expect(en).toBe(es);
    else expect(en, 'left as the es-419 text').not.toBe(es);
  });

  it('uses the typographic apostrophe ’ (a straight one before { or } starts ICU quoting and is not plain)', () => {
    const straight = pairs.filter(([, , en]) => en.includes("'")).map(([key]) => key);
    expect(straight).toEqual([]);
  });

  it('uses English punctuation (“…” quotes, no ¿ ¡ « »)', () => {
    expect(pairs.filter(([, , en]) => /[¿¡«»]/.test(en)).map(([key]) => key)).toEqual([]);
  });

  it('keeps a plain es-419 message plain (the browser fills those without the ICU parser)', () => {
    const lost = pairs.filter(([, es, en]) => isPlainMessage(es) && !isPlainMessage(en)).map(([key]) => key);
    expect(lost).toEqual([]);
  });

  it('keeps the allowlist of untranslated messages to keys of the catalogue', () => {
    for (const key of SAME_AS_SPANISH) expect(catalogue[key], key).toBeDefined();
  });
});

describe('the English texts SPEC gives', () => {
  it.each([
    ['workflow.available', 'Available'],
    ['workflow.scheduled', 'Scheduled'],
    ['workflow.hidden', 'Hidden'],
    ['workflow.notSupported', 'Not supported'],
    ['time.justNow', 'just now'],
    ['error.authorizationFail', 'Unauthorized request.'],
    ['error.internalError', 'Internal server error. Try again later.'],
    ['error.serviceUnavailable', 'This service is temporarily unavailable. Try again later.'],
    ['error.overlay.title', 'An error occurred'],
    ['error.overlay.reload', 'Reload page'],
    ['forms.http404', 'This form is not yet configured.'],
    ['error.formNotConfigured', 'This form is not yet configured.'],
    ['widgets.previewOnlyTitle', 'Preview Only'],
    ['widgets.previewOnlyBody', 'Please log out of your account in order to use the block.'],
  ] as [MessageKey, string][])('%s', (key, text) => {
    expect(englishCatalogue[key]).toBe(text);
  });

  it('§8 unparsable response names the URL', () => {
    const text = new IntlMessageFormat(englishCatalogue['error.unparsable'], 'en').format({ url: '/api/x' });
    expect(text).toBe('Internal error: cannot parse response from /api/x as JSON');
  });
});
