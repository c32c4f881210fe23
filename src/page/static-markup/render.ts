/**
 * The static renderer: a React element tree to HTML in one synchronous walk, for the parts of a
 * page that never hydrate (the document, its static blocks, mails). Islands keep React's own
 * server renderer, since the browser hydrates them against its markup (src/page/render-context.ts).
 *
 * Why not react-dom/server: renderToString runs Fizz, React's streaming renderer (tasks,
 * segments, Suspense boundaries, resource hoisting), machinery a page that never hydrates does
 * not need. A page's static parts are plain functions of their props, so a direct walk writes
 * the same markup about 1.2x faster (docs/architecture.md, "Rendering"). The output is
 * React's static markup (renderToStaticMarkup) byte for byte: the same attribute names, escaping,
 * styles, void elements, form fields and selected options (./attributes.ts holds React's
 * tables; render.test.tsx compares both renderers on random trees, src/page/render.test.tsx on
 * whole pages).
 *
 * What it does not do, on purpose: hooks, context and class components (a component that needs
 * state is an island; a value read from where a component stands is a render value,
 * ./render-value.ts); Suspense and lazy. They throw (a hook finds no dispatcher, a
 * class cannot be called without `new`, the rest is named).
 * React's head hoisting is replaced by the document placing its tags itself; the one thing React
 * added on its own, image preloads, is kept: `<ImagePreloads/>` marks where they go.
 */
import type { ReactNode } from 'react';
import { attribute, escapeText } from './attributes.ts';
import { RENDER_VALUE_SLOT } from './render-value.ts';

const ELEMENT = Symbol.for('react.transitional.element');
const LEGACY_ELEMENT = Symbol.for('react.element');
const FRAGMENT = Symbol.for('react.fragment');
const STRICT_MODE = Symbol.for('react.strict_mode');
const MEMO = Symbol.for('react.memo');
const FORWARD_REF = Symbol.for('react.forward_ref');

type Props = Record<string, unknown> & { children?: unknown };
interface Element {
  $$typeof: symbol;
  type: unknown;
  props: Props;
}

/**
 * Where the head's image preloads go: what React's server renderer adds for every image not
 * loaded lazily (the first ten, and every `fetchPriority="high"` one, first), so the browser
 * asks for the page's first images before it reads the body.
 */
export function ImagePreloads(): null {
  return null;
}

/**
 * A part of the page that may fail alone: when anything inside it throws while it is written, it
 * writes nothing, `onError` is told, and the rest of the page goes on (React's server renderer
 * has no such thing: its error boundaries are the browser's). One block's bad data never costs a
 * visitor the whole page.
 */
export function RenderBoundary({ children }: { onError: (error: unknown) => void; children?: ReactNode }): ReactNode {
  // Under React's renderer (a test's reference) it is its children; the walk gives it its meaning.
  return children;
}

/** The element tree's HTML, as react-dom/server's renderToStaticMarkup writes it. */
export function renderStaticMarkup(node: ReactNode): string {
  const writer = new Writer();
  writer.node(node, NO_SCOPE);
  return writer.finish();
}

/** Where an element stands: inside `<picture>` or `<noscript>` (no preload), inside `<select>`. */
interface Scope {
  noPreload: boolean;
  selected: unknown;
}
const NO_SCOPE: Scope = { noPreload: false, selected: undefined };

/** How a tag is written: its opening and closing text made once, whether it is void or a custom element. */
interface TagWritten {
  open: string;
  close: string;
  void: boolean;
  custom: boolean;
}
const TAGS = new Map<string, TagWritten>();
function tagWritten(tag: string): TagWritten {
  let written = TAGS.get(tag);
  if (written === undefined) {
    written = { open: `<${tag}`, close: `</${tag}>`, void: VOID.has(tag), custom: tag.includes('-') };
    // Tags come from the components' code, a few dozen names; the bound is for safety only.
    if (TAGS.size < 1024) TAGS.set(tag, written);
  }
  return written;
}
const VOID = new Set(['area', 'base', 'br', 'col', 'embed', 'hr', 'img', 'input', 'keygen', 'link', 'meta', 'param', 'source', 'track', 'wbr']);
const SCRIPT_END = /(<\/|<)(s)(cript)/gi;
const STYLE_END = /(<\/|<)(s)(tyle)/gi;
const FORM_FIELD_PROPS = ['name', 'formAction', 'formEncType', 'formMethod', 'formTarget'];
const FORM_PROPS: Record<string, string> = { action: 'action', encType: 'encType', method: 'method', target: 'target' };

class Writer {
  out = '';
  /** What was written before `<ImagePreloads/>` (the rest goes on in `out`, so nothing is spliced). */
  private beforePreloads: string | undefined;
  private readonly highPreloads: string[] = [];
  private readonly bulkPreloads: string[] = [];
  private readonly preloaded = new Set<string>();
  /** The preloaded keys in the order they came, so a failed boundary takes its own back. */
  private readonly preloadKeys: string[] = [];

  finish(): string {
    if (this.beforePreloads === undefined) return this.out;
    return this.beforePreloads + this.highPreloads.join('') + this.bulkPreloads.join('') + this.out;
  }

  node(node: unknown, scope: Scope): void {
    if (node == null || typeof node === 'boolean') return;
    if (typeof node === 'string') {
      this.out += escapeText(node);
      return;
    }
    if (typeof node === 'number' || typeof node === 'bigint') {
      this.out += String(node);
      return;
    }
    if (Array.isArray(node)) {
      for (const child of node) this.node(child, scope);
      return;
    }
    if (typeof node !== 'object') throw new Error(`Static markup: cannot render a ${typeof node}`);
    const element = node as Element;
    if (element.$$typeof === ELEMENT || element.$$typeof === LEGACY_ELEMENT) {
      this.element(element, scope);
      return;
    }
    if (Symbol.iterator in node) {
      for (const child of node as Iterable<unknown>) this.node(child, scope);
      return;
    }
    throw new Error('Static markup: objects are not valid as a React child');
  }

  private element({ type, props }: Element, scope: Scope): void {
    if (typeof type === 'string') return this.host(type, props, scope);
    if (typeof type === 'function') {
      if (type === ImagePreloads) {
        this.beforePreloads = this.out;
        this.out = '';
        return;
      }
      if (type === RenderBoundary) return this.boundary(props, scope);
      const slot = (type as { [RENDER_VALUE_SLOT]?: { current: unknown } })[RENDER_VALUE_SLOT];
      if (slot) return this.provide(slot, props, scope);
      return this.node((type as (p: Props) => unknown)(props), scope);
    }
    if (type === FRAGMENT || type === STRICT_MODE) return this.node(props.children, scope);
    const kind = (type as { $$typeof?: symbol } | null)?.$$typeof;
    if (kind === MEMO) return this.element({ $$typeof: ELEMENT, type: (type as { type: unknown }).type, props }, scope);
    if (kind === FORWARD_REF) return this.node((type as { render: (p: Props, ref: null) => unknown }).render(props, null), scope);
    throw new Error(`Static markup: ${String(kind ?? type)} is not supported (context, Suspense and lazy belong to islands)`);
  }

  /** `<RenderBoundary>`: its children, or nothing (and its preloads taken back) if they throw. */
  private boundary(props: Props, scope: Scope): void {
    const { out } = this;
    const [high, bulk, keys] = [this.highPreloads.length, this.bulkPreloads.length, this.preloadKeys.length];
    try {
      this.node(props.children, scope);
    } catch (error) {
      this.out = out;
      this.highPreloads.length = high;
      this.bulkPreloads.length = bulk;
      for (const key of this.preloadKeys.splice(keys)) this.preloaded.delete(key);
      (props.onError as (error: unknown) => void)(error);
    }
  }

  /** A render value's provider (./render-value.ts): its value holds for its children only. */
  private provide(slot: { current: unknown }, props: Props, scope: Scope): void {
    const outer = slot.current;
    slot.current = props.value;
    try {
      this.node(props.children, scope);
    } finally {
      slot.current = outer;
    }
  }

  private host(tag: string, props: Props, scope: Scope): void {
    switch (tag) {
      case 'input':
        return this.input(props);
      case 'textarea':
        return this.textarea(props);
      case 'select':
        return this.select(props, scope);
      case 'option':
        return this.option(props, scope);
      case 'form':
        return this.form(props, scope);
      case 'button':
        return this.withFormFields(tag, props, scope);
      case 'title':
        return this.textOnly(tag, props, onlyChild(props.children), (text) => escapeText(text));
      case 'script':
        return this.textOnly(tag, props, typeof props.children === 'string' ? props.children : undefined, (text) => text.replace(SCRIPT_END, scriptEscape));
      case 'style':
        return this.textOnly(tag, props, onlyChild(props.children), (text) => text.replace(STYLE_END, styleEscape));
      case 'img':
        if (!scope.noPreload) this.preloadImage(props);
    }
    const written = tagWritten(tag);
    this.out += written.open + this.attributes(tag, props, undefined, written.custom);
    if (written.void) {
      if (props.children != null || props.dangerouslySetInnerHTML != null) {
        throw new Error(`${tag} is a self-closing tag and must neither have \`children\` nor use \`dangerouslySetInnerHTML\`.`);
      }
      this.out += '/>';
      return;
    }
    this.out += '>';
    this.content(tag, props, tag === 'picture' || tag === 'noscript' ? { ...scope, noPreload: true } : scope);
    this.out += written.close;
  }

  private attributes(tag: string, props: Props, skip?: (name: string) => boolean, custom = tag.includes('-')): string {
    let out = '';
    for (const name in props) {
      const value = props[name];
      if (value == null || (skip && skip(name))) continue;
      if (tag === 'a' && name === 'href' && value === '') out += ' href=""';
      else out += custom ? customAttribute(name, value) : attribute(name, value);
    }
    return out;
  }

  /** Children or inner HTML, with the leading newline `<pre>` and `<listing>` would swallow. */
  private content(tag: string, props: Props, scope: Scope): void {
    const inner = innerHtml(props);
    const { children } = props;
    if (inner !== undefined) {
      if (children != null) throw new Error('Can only set one of `children` or `props.dangerouslySetInnerHTML`.');
      if ((tag === 'pre' || tag === 'listing') && inner.startsWith('\n')) this.out += '\n';
      this.out += inner;
      return;
    }
    if ((tag === 'pre' || tag === 'listing') && typeof children === 'string' && children.startsWith('\n')) this.out += '\n';
    this.node(children, scope);
  }

  private textOnly(tag: string, props: Props, text: unknown, write: (text: string) => string): void {
    this.out += `<${tag}${this.attributes(tag, props)}>`;
    if (text != null && typeof text !== 'function' && typeof text !== 'symbol') this.out += write(String(text));
    const inner = innerHtml(props);
    if (inner !== undefined) {
      if (props.children != null) throw new Error('Can only set one of `children` or `props.dangerouslySetInnerHTML`.');
      this.out += inner;
    }
    this.out += `</${tag}>`;
  }

  /** `<input>`: the form fields after the other attributes, then checked, then value (React's order). */
  private input(props: Props): void {
    if (props.children != null || props.dangerouslySetInnerHTML != null) {
      throw new Error('input is a self-closing tag and must neither have `children` nor use `dangerouslySetInnerHTML`.');
    }
    let out = `<input${this.attributes('input', props, (name) => FORM_FIELD_PROPS.includes(name) || name === 'checked' || name === 'value')}`;
    out += formFields(props);
    const checked = props.checked ?? props.defaultChecked;
    if (checked && typeof checked !== 'function' && typeof checked !== 'symbol') out += ' checked=""';
    const value = props.value ?? props.defaultValue;
    if (value != null) out += attribute('value', value);
    this.out += `${out}/>`;
  }

  /** `<button>`: the form fields after the other attributes. */
  private withFormFields(tag: string, props: Props, scope: Scope): void {
    this.out += `<${tag}${this.attributes(tag, props, (name) => FORM_FIELD_PROPS.includes(name))}${formFields(props)}>`;
    this.content(tag, props, scope);
    this.out += `</${tag}>`;
  }

  /** `<form>`: action, encType, method and target after the other attributes. */
  private form(props: Props, scope: Scope): void {
    let out = `<form${this.attributes('form', props, (name) => name in FORM_PROPS)}`;
    for (const name of Object.keys(FORM_PROPS)) if (props[name] != null) out += attribute(name, props[name]);
    this.out += `${out}>`;
    this.content('form', props, scope);
    this.out += '</form>';
  }

  private textarea(props: Props): void {
    if (props.dangerouslySetInnerHTML != null) throw new Error('`dangerouslySetInnerHTML` does not make sense on <textarea>.');
    this.out += `<textarea${this.attributes('textarea', props, (name) => name === 'value')}>`;
    let value = props.value ?? props.defaultValue;
    if (props.children != null) {
      if (value != null) throw new Error('If you supply `defaultValue` on a <textarea>, do not pass children.');
      value = String(props.children);
    }
    if (typeof value === 'string' && value.startsWith('\n')) this.out += '\n';
    if (value != null) this.out += escapeText(value);
    this.out += '</textarea>';
  }

  private select(props: Props, scope: Scope): void {
    this.out += `<select${this.attributes('select', props, (name) => name === 'value')}>`;
    this.content('select', props, { ...scope, selected: props.value ?? props.defaultValue });
    this.out += '</select>';
  }

  private option(props: Props, scope: Scope): void {
    let out = `<option${this.attributes('option', props, (name) => name === 'selected')}`;
    const { selected } = scope;
    if (selected != null) {
      const value = props.value != null ? String(props.value) : optionText(props.children);
      const values = Array.isArray(selected) ? selected : [selected];
      if (values.some((v) => String(v) === value)) out += ' selected=""';
    } else if (props.selected) out += ' selected=""';
    this.out += `${out}>`;
    this.content('option', props, { ...scope, selected: undefined });
    this.out += '</option>';
  }

  /** React's rule for the image preloads it adds to the head (react-dom/server, `pushImg`). */
  private preloadImage(props: Props): void {
    const { src, srcSet, sizes, fetchPriority } = props;
    if (props.loading === 'lazy' || (!src && !srcSet) || fetchPriority === 'low') return;
    if ((src != null && typeof src !== 'string') || (srcSet != null && typeof srcSet !== 'string')) return;
    if (isDataUrl(src) || isDataUrl(srcSet)) return;
    const key = srcSet ? `${srcSet}\n${typeof sizes === 'string' ? sizes : ''}` : (src as string);
    if (this.preloaded.has(key)) return;
    this.preloaded.add(key);
    this.preloadKeys.push(key);
    const crossOrigin = typeof props.crossOrigin === 'string' ? (props.crossOrigin === 'use-credentials' ? 'use-credentials' : '') : undefined;
    const link: Props = {
      rel: 'preload', as: 'image', href: srcSet ? undefined : src, imageSrcSet: srcSet, imageSizes: typeof sizes === 'string' ? sizes : undefined,
      crossOrigin, integrity: props.integrity, type: props.type, fetchPriority, referrerPolicy: props.referrerPolicy,
    };
    const html = `<link${this.attributes('link', link)}/>`;
    (fetchPriority === 'high' || this.highPreloads.length < 10 ? this.highPreloads : this.bulkPreloads).push(html);
  }
}

function formFields(props: Props): string {
  let out = '';
  for (const name of FORM_FIELD_PROPS) if (props[name] != null) out += attribute(name, props[name]);
  return out;
}

function innerHtml(props: Props): string | undefined {
  const inner = props.dangerouslySetInnerHTML;
  if (inner == null) return undefined;
  if (typeof inner !== 'object' || !('__html' in inner)) throw new Error('`props.dangerouslySetInnerHTML` must be in the form `{__html: ...}`.');
  const html = (inner as { __html: unknown }).__html;
  return html == null ? '' : String(html);
}

/** `<title>` and `<style>` write one child as text; two or more children write nothing (as React). */
function onlyChild(children: unknown): unknown {
  return Array.isArray(children) ? (children.length < 2 ? children[0] : undefined) : children;
}

function optionText(children: unknown): string {
  let text = '';
  const add = (child: unknown): void => {
    if (Array.isArray(child)) child.forEach(add);
    else if (child != null && typeof child !== 'boolean') text += String(child);
  };
  add(children);
  return text;
}

const isDataUrl = (url: unknown): boolean => typeof url === 'string' && url[4] === ':' && url.slice(0, 4).toLowerCase() === 'data';
const scriptEscape = (_: string, prefix: string, s: string, rest: string): string => `${prefix}${s === 's' ? '\\u0073' : '\\u0053'}${rest}`;
const styleEscape = (_: string, prefix: string, s: string, rest: string): string => `${prefix}${s === 's' ? '\\73 ' : '\\53 '}${rest}`;

/** Attributes of a custom element (`<my-widget>`): React writes them as named, objects left out. */
function customAttribute(name: string, value: unknown): string {
  if (name === 'children' || name === 'dangerouslySetInnerHTML' || name === 'suppressContentEditableWarning' || name === 'suppressHydrationWarning' || name === 'ref') return '';
  if (name === 'style') return attribute('style', value);
  if (typeof value === 'function' || typeof value === 'symbol' || value === false || (typeof value === 'object' && value !== null)) return '';
  return ` ${name === 'className' ? 'class' : name}="${value === true ? '' : escapeText(value)}"`;
}
