/**
 * The words of site search, shared by the search domain and the migration that re-indexes:
 * folding, splitting and stemming. Pure functions.
 *
 * The Snowball Spanish stemmer (https://snowballstem.org/algorithms/spanish/stemmer.html),
 * written from the published algorithm: regions RV, R1 and R2, then the attached pronoun, then
 * the standard, y-verb or other verb suffix, then the residual suffix, then the acute accents off.
 * `snowballSpanish` is the algorithm as published (tested against its vocabulary);
 * `stem` is what search indexes and queries use: the algorithm run on the folded word
 * (lowercase, no accents, `ñ` → `n`), so that text typed without accents meets the site's text
 * with them: `cafés` and `cafes` both give `caf`, as `café` does.
 */

/** Lowercase without diacritics: `fold('Café Ñandú')` → 'cafe nandu' (as FTS5's `unicode61 remove_diacritics 2`). */
export function fold(text: string): string {
  return text.normalize('NFD').replace(/\p{M}+/gu, '').toLowerCase();
}

/** The folded words of a text, in order: letters and digits, as unicode61 splits them. */
export function words(text: string): string[] {
  return fold(text).match(/[\p{L}\p{N}]+/gu) ?? [];
}

/**
 * What the full-text index holds of a text: its words' stems, in order, one space apart. Both
 * databases index this same string, so they agree. `stemmed('Panes tostados')` → 'pan tost'.
 * `cache` keeps stems across the texts of one publish.
 */
export function stemmed(text: string, cache = new Map<string, string>()): string {
  return words(text)
    .map((w) => {
      let s = cache.get(w);
      if (s === undefined) cache.set(w, (s = stem(w)));
      return s;
    })
    .join(' ');
}

/** The search stem of one word: Snowball Spanish on its folded form. `stem('Panes')` → 'pan'. */
export function stem(word: string): string {
  return snowballSpanish(fold(word));
}

const VOWELS = new Set('aeiouáéíóúü');
const isVowel = (c: string | undefined) => c !== undefined && VOWELS.has(c);

/** The published algorithm on one lowercase word (accents allowed): `snowballSpanish('abandonó')` → 'abandon'. */
export function snowballSpanish(input: string): string {
  const chars = [...input];
  if (chars.length < 2) return input;
  const { pV, p1, p2 } = regions(chars);
  // Work on a string from here on (Spanish letters are single UTF-16 units once NFC).
  let w = chars.join('');
  // Regions were counted in code points; Spanish letters are one UTF-16 unit each, but a stray
  // astral character would shift them: keep the published behaviour for the usual alphabet only.
  if (w.length !== chars.length) return input;

  w = attachedPronoun(w, pV);
  const before = w;
  w = standardSuffix(w, p1, p2);
  if (w === before) {
    w = yVerbSuffix(w, pV);
    if (w === before) w = verbSuffix(w, pV);
  }
  w = residualSuffix(w, pV);
  return w.replace(/[áéíóú]/g, (c) => ACUTE[c]);
}

const ACUTE: Record<string, string> = { á: 'a', é: 'e', í: 'i', ó: 'o', ú: 'u' };

/** RV, R1 and R2 as the index where each region starts (the word's length when empty). */
export function regions(w: readonly string[]): { pV: number; p1: number; p2: number } {
  const n = w.length;
  let pV = n;
  const afterNext = (from: number, test: (c: string) => boolean) => {
    for (let i = from; i < n; i++) if (test(w[i])) return i + 1;
    return n + 1; // not found
  };
  if (n >= 2) {
    if (isVowel(w[0])) {
      // Vowel, consonant: after the next vowel. Two vowels: after the next consonant.
      const at = !isVowel(w[1]) ? afterNext(2, isVowel) : afterNext(2, (c) => !isVowel(c));
      if (at <= n) pV = at;
    } else if (!isVowel(w[1])) {
      const at = afterNext(2, isVowel);
      if (at <= n) pV = at;
    } else if (n >= 3) {
      pV = 3; // consonant, vowel: after the third letter
    }
  }
  const region = (from: number) => {
    const v = afterNext(from, isVowel);
    if (v > n) return n;
    const c = afterNext(v, (ch) => !isVowel(ch));
    return c > n ? n : c;
  };
  const p1 = region(0);
  const p2 = region(p1);
  return { pV, p1, p2 };
}

/** The longest of `suffixes` that `w` ends with ('' for none). */
function longest(w: string, suffixes: readonly string[]): string {
  let best = '';
  for (const s of suffixes) if (s.length > best.length && w.endsWith(s)) best = s;
  return best;
}

/** The longest of `suffixes` that `w` ends with and that lies wholly at or after `limit`. */
function longestFrom(w: string, suffixes: readonly string[], limit: number): string {
  let best = '';
  for (const s of suffixes) if (s.length > best.length && w.length - s.length >= limit && w.endsWith(s)) best = s;
  return best;
}

const PRONOUNS = ['me', 'se', 'sela', 'selo', 'selas', 'selos', 'la', 'le', 'lo', 'las', 'les', 'los', 'nos'];
const BEFORE_PRONOUN = ['iéndo', 'ándo', 'ár', 'ér', 'ír', 'ando', 'iendo', 'ar', 'er', 'ir', 'yendo'];
const DEACCENT: Record<string, string> = { iéndo: 'iendo', ándo: 'ando', ár: 'ar', ér: 'er', ír: 'ir' };

/** Step 0: a pronoun attached to a gerund or an infinitive in RV (`dándole` → 'dando'). */
function attachedPronoun(w: string, pV: number): string {
  const pronoun = longest(w, PRONOUNS);
  if (!pronoun) return w;
  const stemPart = w.slice(0, -pronoun.length);
  const ending = longest(stemPart, BEFORE_PRONOUN);
  if (!ending || stemPart.length - ending.length < pV) return w;
  if (ending in DEACCENT) return stemPart.slice(0, -ending.length) + DEACCENT[ending];
  if (ending === 'yendo' && !stemPart.slice(0, -ending.length).endsWith('u')) return w;
  return stemPart;
}

type Rule = 'r2' | 'r2ic' | 'log' | 'u' | 'ente' | 'amente' | 'mente' | 'idad' | 'iv';
const STANDARD: Record<string, Rule> = {};
const rule = (r: Rule, list: string) => list.split(' ').forEach((s) => (STANDARD[s] = r));
rule('r2', 'anza anzas ico ica icos icas ismo ismos able ables ible ibles ista istas oso osa osos osas amiento amientos imiento imientos');
rule('r2ic', 'adora ador ación adoras adores aciones ante antes ancia ancias acion');
rule('log', 'logía logías');
rule('u', 'ución uciones');
rule('ente', 'encia encias');
rule('amente', 'amente');
rule('mente', 'mente');
rule('idad', 'idad idades');
rule('iv', 'iva ivo ivas ivos');
const STANDARD_SUFFIXES = Object.keys(STANDARD);

/** Step 1. The word unchanged when no suffix applies (then the verb steps are tried). */
function standardSuffix(w: string, p1: number, p2: number): string {
  const s = longest(w, STANDARD_SUFFIXES);
  if (!s) return w;
  const start = w.length - s.length;
  const inR2 = start >= p2;
  const cut = w.slice(0, start);
  /** Deletes `t` from the end of `x` when it is there and in R2. */
  const dropInR2 = (x: string, t: string) => (x.endsWith(t) && x.length - t.length >= p2 ? x.slice(0, -t.length) : x);
  switch (STANDARD[s]) {
    case 'r2':
      return inR2 ? cut : w;
    case 'r2ic':
      return inR2 ? dropInR2(cut, 'ic') : w;
    case 'log':
      return inR2 ? `${cut}log` : w;
    case 'u':
      return inR2 ? `${cut}u` : w;
    case 'ente':
      return inR2 ? `${cut}ente` : w;
    case 'amente': {
      if (start < p1) return w;
      const next = longest(cut, ['iv', 'os', 'ic', 'ad']);
      if (!next || cut.length - next.length < p2) return cut;
      const shorter = cut.slice(0, -next.length);
      return next === 'iv' ? dropInR2(shorter, 'at') : shorter;
    }
    case 'mente': {
      if (!inR2) return w;
      const next = longest(cut, ['ante', 'able', 'ible']);
      return next ? dropInR2(cut, next) : cut;
    }
    case 'idad': {
      if (!inR2) return w;
      const next = longest(cut, ['abil', 'ic', 'iv']);
      return next ? dropInR2(cut, next) : cut;
    }
    case 'iv':
      return inR2 ? dropInR2(cut, 'at') : w;
  }
}

const Y_VERB = ['ya', 'ye', 'yan', 'yen', 'yeron', 'yendo', 'yo', 'yó', 'yas', 'yes', 'yais', 'yamos'];

/** Step 2a: a y-verb ending in RV after a 'u' (`huyendo` → 'hu'). */
function yVerbSuffix(w: string, pV: number): string {
  const s = longestFrom(w, Y_VERB, pV);
  if (!s) return w;
  const cut = w.slice(0, -s.length);
  return cut.endsWith('u') ? cut : w;
}

const VERB_GU = ['en', 'es', 'éis', 'emos'];
const VERB = (
  'arían arías arán arás aríais aría aréis aríamos aremos ará aré ' +
  'erían erías erán erás eríais ería eréis eríamos eremos erá eré ' +
  'irían irías irán irás iríais iría iréis iríamos iremos irá iré ' +
  'aba ada ida ía ara iera ad ed id ase iese aste iste an aban ían aran ieran asen iesen aron ieron ado ' +
  'ido ando iendo ió ar er ir as abas adas idas ías aras ieras ases ieses ís áis abais íais arais ' +
  'ierais aseis ieseis asteis isteis ados idos amos ábamos íamos imos áramos iéramos iésemos ásemos'
).split(' ');
const VERB_ALL = [...VERB_GU, ...VERB];

/** Step 2b: another verb ending in RV (`abandonaron` → 'abandon'); after 'gu', `-en -es -éis -emos` take the 'u'. */
function verbSuffix(w: string, pV: number): string {
  const s = longestFrom(w, VERB_ALL, pV);
  if (!s) return w;
  const cut = w.slice(0, -s.length);
  if (VERB_GU.includes(s) && cut.endsWith('gu')) return cut.slice(0, -1);
  return cut;
}

/** Step 3: a last vowel or `-os` in RV; `-e` after 'gu' takes the 'u' when it is in RV too. */
function residualSuffix(w: string, pV: number): string {
  const s = longest(w, ['os', 'a', 'o', 'á', 'í', 'ó', 'e', 'é']);
  if (!s || w.length - s.length < pV) return w;
  const cut = w.slice(0, -s.length);
  if ((s === 'e' || s === 'é') && cut.endsWith('gu') && cut.length - 1 >= pV) return cut.slice(0, -1);
  return cut;
}
