/**
 * Attributes and text written as React DOM 19 writes them on the server (react-dom/server's
 * pushAttribute, pushStyleAttribute and escapeTextForBrowser), for the static renderer
 * (./render.ts). Kept to React's rules on purpose: the same JSX gives the same HTML whichever
 * renderer writes it, so a block never looks different inside an island and outside one.
 */
import { ATTRIBUTE_ALIASES, UNITLESS_STYLES } from './react-tables.ts';

const UNSAFE = /["'&<>]/;

/**
 * Texts escaped before, and how: the same captions, labels and quotes come back on every render
 * of every page, and a Map finds a string it holds faster than the scan reads it (the very
 * shortest are scanned: the scan is cheaper there). Bounded in entries and length. (String
 * attribute values have a memory of their own, whole attributes: `remembered` below.)
 */
const escapedLong = new Map<string, string>();
const LONG = 12;
const LONGEST = 2048;
const KEPT = 4096;

/** Text or an attribute value, escaped as React escapes it (`'` as `&#x27;`), in React's way: one scan, no callback. */
export function escapeText(value: unknown): string {
  const text = typeof value === 'string' ? value : String(value);
  if (text.length < LONG || text.length > LONGEST) return escapeScan(text);
  let out = escapedLong.get(text);
  if (out === undefined) {
    out = escapeScan(text);
    if (escapedLong.size >= KEPT) escapedLong.clear();
    escapedLong.set(text, out);
  }
  return out;
}

function escapeScan(text: string): string {
  const first = text.search(UNSAFE);
  if (first < 0) return text;
  let out = '';
  let last = 0;
  for (let i = first; i < text.length; i++) {
    let entity: string;
    switch (text.charCodeAt(i)) {
      case 34:
        entity = '&quot;';
        break;
      case 38:
        entity = '&amp;';
        break;
      case 39:
        entity = '&#x27;';
        break;
      case 60:
        entity = '&lt;';
        break;
      case 62:
        entity = '&gt;';
        break;
      default:
        continue;
    }
    if (last !== i) out += text.slice(last, i);
    last = i + 1;
    out += entity;
  }
  return last !== text.length ? out + text.slice(last) : out;
}

const JAVASCRIPT_URL = /^[\u0000-\u001F ]*j[\r\n\t]*a[\r\n\t]*v[\r\n\t]*a[\r\n\t]*s[\r\n\t]*c[\r\n\t]*r[\r\n\t]*i[\r\n\t]*p[\r\n\t]*t[\r\n\t]*:/i;
/** React blocks `javascript:` URLs with the same harmless replacement. */
const BLOCKED_URL = "javascript:throw new Error('React has blocked a javascript: URL as a security precaution.')";
const sanitizeUrl = (url: string): string => (JAVASCRIPT_URL.test(url) ? BLOCKED_URL : url);

const VALID_NAME =
  /^[:A-Z_a-z\u00C0-\u00D6\u00D8-\u00F6\u00F8-\u02FF\u0370-\u037D\u037F-\u1FFF\u200C-\u200D\u2070-\u218F\u2C00-\u2FEF\u3001-\uD7FF\uF900-\uFDCF\uFDF0-\uFFFD][:A-Z_a-z\u00C0-\u00D6\u00D8-\u00F6\u00F8-\u02FF\u0370-\u037D\u037F-\u1FFF\u200C-\u200D\u2070-\u218F\u2C00-\u2FEF\u3001-\uD7FF\uF900-\uFDCF\uFDF0-\uFFFD\-.0-9\u00B7\u0300-\u036F\u203F-\u2040]*$/;

/** Props that are never attributes. */
const SKIPPED = new Set(['children', 'dangerouslySetInnerHTML', 'defaultValue', 'defaultChecked', 'innerHTML', 'suppressContentEditableWarning', 'suppressHydrationWarning', 'ref', 'key']);
/** Booleans written as `name=""` when true, left out when false. */
const BOOLEANS = new Set([
  'inert', 'allowFullScreen', 'async', 'autoPlay', 'controls', 'credentialless', 'default', 'defer', 'disabled',
  'disablePictureInPicture', 'disableRemotePlayback', 'formNoValidate', 'hidden', 'loop', 'noModule', 'noValidate',
  'open', 'playsInline', 'readOnly', 'required', 'reversed', 'scoped', 'seamless', 'itemScope',
]);
/** Booleans React writes in lower case. */
const LOWERCASE_BOOLEANS = new Set(['autoFocus', 'multiple', 'muted']);
/** Written as given, `true`/`false` included. */
const BOOLEANISH = new Set(['contentEditable', 'spellCheck', 'draggable', 'value', 'autoReverse', 'externalResourcesRequired', 'focusable', 'preserveAlpha']);
/** Plain string attributes React writes whatever their name looks like. */
const STRINGS = new Map(Object.entries({ className: 'class', tabIndex: 'tabindex', dir: 'dir', role: 'role', viewBox: 'viewBox', width: 'width', height: 'height' }));
const XML_NAMES = new Map(Object.entries({
  xlinkActuate: 'xlink:actuate', xlinkArcrole: 'xlink:arcrole', xlinkRole: 'xlink:role', xlinkShow: 'xlink:show',
  xlinkTitle: 'xlink:title', xlinkType: 'xlink:type', xmlBase: 'xml:base', xmlLang: 'xml:lang', xmlSpace: 'xml:space',
}));

const pair = (name: string, value: unknown): string => ` ${name}="${escapeText(value)}"`;

/** How React writes a prop, decided once per prop name. */
const enum Kind {
  Skip,
  /** A string attribute: booleans left out. */
  Text,
  /** Any other attribute: booleans only for data-* and aria-*. */
  Generic,
  GenericBoolean,
  Style,
  /** src and href: '' left out, `javascript:` blocked. */
  Url,
  UrlAny,
  Boolean,
  Booleanish,
  Overloaded,
  Positive,
  Numeric,
}
interface Written {
  kind: Kind;
  name: string;
  /** String values this attribute was written with before, and what they became (see `remembered`). */
  seen: Map<string, string>;
}

const KINDS = new Map<string, Written>();
function kindOf(prop: string): Written {
  let written = KINDS.get(prop);
  if (!written) KINDS.set(prop, (written = { ...classify(prop), seen: new Map() }));
  return written;
}

/**
 * Whole attributes written before: the same ` class="block block--image span-4"`, `sizes` and
 * `srcset` come back on every render of every page, and finding the written attribute by its
 * value costs less than escaping it and putting it together again (a third of a 40-block page's
 * render went to its attributes; this took it to under a fifth, docs/architecture.md
 * "Rendering"). Values up to VALUE_KEPT characters are kept, CHARS_KEPT characters in all; past
 * that every attribute's memory starts again.
 */
const VALUE_KEPT = 1024;
const CHARS_KEPT = 1 << 20;
let charsKept = 0;

function remembered(written: Written, value: string, url: boolean): string {
  let out = written.seen.get(value);
  if (out !== undefined) return out;
  out = ` ${written.name}="${escapeScan(url ? sanitizeUrl(value) : value)}"`;
  if (value.length <= VALUE_KEPT) {
    charsKept += value.length + out.length;
    if (charsKept > CHARS_KEPT) {
      for (const other of KINDS.values()) other.seen.clear();
      charsKept = value.length + out.length;
    }
    written.seen.set(value, out);
  }
  return out;
}

function classify(name: string): Omit<Written, 'seen'> {
  if (SKIPPED.has(name)) return { kind: Kind.Skip, name };
  const plain = STRINGS.get(name) ?? XML_NAMES.get(name);
  if (plain) return { kind: Kind.Text, name: plain };
  switch (name) {
    case 'style':
      return { kind: Kind.Style, name };
    case 'src':
    case 'href':
      return { kind: Kind.Url, name };
    case 'action':
    case 'formAction':
      return { kind: Kind.UrlAny, name };
    case 'xlinkHref':
      return { kind: Kind.UrlAny, name: 'xlink:href' };
    case 'capture':
    case 'download':
      return { kind: Kind.Overloaded, name };
    case 'cols':
    case 'rows':
    case 'size':
    case 'span':
      return { kind: Kind.Positive, name };
    case 'rowSpan':
    case 'start':
      return { kind: Kind.Numeric, name };
  }
  if (BOOLEANS.has(name)) return { kind: Kind.Boolean, name };
  if (LOWERCASE_BOOLEANS.has(name)) return { kind: Kind.Boolean, name: name.toLowerCase() };
  if (BOOLEANISH.has(name)) return { kind: Kind.Booleanish, name };
  // Event handlers (onClick…) are never attributes.
  if (name.length > 2 && (name[0] === 'o' || name[0] === 'O') && (name[1] === 'n' || name[1] === 'N')) return { kind: Kind.Skip, name };
  const written = ATTRIBUTE_ALIASES.get(name) ?? name;
  if (!VALID_NAME.test(written)) return { kind: Kind.Skip, name };
  const prefix = written.slice(0, 5).toLowerCase();
  return { kind: prefix === 'data-' || prefix === 'aria-' ? Kind.GenericBoolean : Kind.Generic, name: written };
}

/** ` name="value"` for one prop (not null), or '' when React would not write it. */
export function attribute(prop: string, value: unknown): string {
  const written = kindOf(prop);
  const { kind, name } = written;
  if (typeof value === 'string') {
    // The common case first: a string for an attribute that takes one.
    if (kind === Kind.Text || kind === Kind.Generic || kind === Kind.GenericBoolean || kind === Kind.Booleanish) return remembered(written, value, false);
    if (kind === Kind.Url || kind === Kind.UrlAny) return kind === Kind.Url && value === '' ? '' : remembered(written, value, true);
  } else if (typeof value === 'number') {
    if (kind === Kind.Text || kind === Kind.Generic || kind === Kind.GenericBoolean || kind === Kind.Booleanish) return ` ${name}="${value}"`;
  } else if (typeof value === 'function' || typeof value === 'symbol') return '';
  switch (kind) {
    case Kind.Skip:
      return '';
    case Kind.Text:
    case Kind.Generic:
      return typeof value === 'boolean' ? '' : pair(name, value);
    case Kind.GenericBoolean:
    case Kind.Booleanish:
      return pair(name, value);
    case Kind.Style:
      return styleAttribute(value);
    case Kind.Url:
      if (value === '') return '';
    // falls through
    case Kind.UrlAny:
      return typeof value === 'boolean' ? '' : pair(name, sanitizeUrl(String(value)));
    case Kind.Boolean:
      return value ? ` ${name}=""` : '';
    case Kind.Overloaded:
      return value === true ? ` ${name}=""` : value === false ? '' : pair(name, value);
    case Kind.Positive:
      return !Number.isNaN(Number(value)) && Number(value) >= 1 ? pair(name, value) : '';
    case Kind.Numeric:
      return Number.isNaN(Number(value)) ? '' : pair(name, value);
  }
}

const styleNames = new Map<string, string>();
function styleName(name: string): string {
  let written = styleNames.get(name);
  if (written === undefined) {
    written = escapeText(name.replace(/([A-Z])/g, '-$1').toLowerCase().replace(/^ms-/, '-ms-'));
    styleNames.set(name, written);
  }
  return written;
}

/** ` style="a:b;c:d"` from a style object, as React writes it ('' when nothing is set). */
export function styleAttribute(style: unknown): string {
  if (typeof style !== 'object' || style === null) {
    throw new Error('The `style` prop expects a mapping from style properties to values, not a string.');
  }
  let out = '';
  for (const name in style) {
    if (!Object.prototype.hasOwnProperty.call(style, name)) continue;
    const value = (style as Record<string, unknown>)[name];
    if (value == null || typeof value === 'boolean' || value === '') continue;
    let declaration: string;
    if (name.startsWith('--')) declaration = `${escapeText(name)}:${escapeText(String(value).trim())}`;
    else if (typeof value === 'number') declaration = `${styleName(name)}:${value === 0 || UNITLESS_STYLES.has(name) ? value : `${value}px`}`;
    else declaration = `${styleName(name)}:${escapeText(String(value).trim())}`;
    out += out ? `;${declaration}` : declaration;
  }
  return out ? ` style="${out}"` : '';
}
