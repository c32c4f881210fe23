import fc from 'fast-check';
import { createElement, Fragment, memo, forwardRef, type ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ImagePreloads, RenderBoundary, renderStaticMarkup } from './render.ts';
import { createRenderValue } from './render-value.ts';

/** React's static markup of the same tree: the reference the static renderer keeps. */
const react = (node: ReactNode) => renderToStaticMarkup(<>{node}</>);
/** The static renderer with the image preloads where React writes them in a tree with no head: first. */
const ours = (node: ReactNode) => renderStaticMarkup(<><ImagePreloads />{node}</>);

describe('the static renderer writes what react-dom/server writes', () => {
  // React's development warnings about odd props (the trees below pass them on purpose).
  beforeEach(() => void vi.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => vi.restoreAllMocks());

  it('attributes: names, booleans, numbers, styles, URLs, events, data- and aria-', () => {
    const tree = (
      <div className="a" id="x" tabIndex={-1} hidden title={'"comillas" & <más>'} data-on={true} data-off={false} aria-hidden={false} onClick={() => 1}
        style={{ marginTop: 3, lineHeight: 1.5, zIndex: 0, '--accent': ' #b4532a ', WebkitLineClamp: 2, msTransform: 'none', color: '', display: undefined } as never}>
        <label htmlFor="n" autoFocus={false}>Nombre</label><form acceptCharset="utf-8" />
        <a href="">vacío</a> <a href="javascript:alert(1)">js</a> <img src="" alt="" /> <img src="/a.jpg" alt="Café" width={400} height={300} loading="lazy" />
        <svg viewBox="0 0 10 10" strokeWidth={2} xmlnsXlink="http://www.w3.org/1999/xlink"><use xlinkHref="#i" /><path d="M0 0" fillRule="evenodd" /></svg>
        <td colSpan={2} rowSpan={0} />
        <input size={0} /><textarea rows={3} cols={0} /><ol start={3} reversed><li value={2}>dos</li></ol>
        <video autoPlay muted playsInline controls={false} />
        <div contentEditable={false} spellCheck draggable="true" suppressHydrationWarning />
        <a download>bajar</a> <a download="f.pdf">f</a> <input capture={false} />
        {createElement('my-widget', { className: 'w', flag: true, off: false, obj: {}, count: 3, style: { color: 'red' } })}
      </div>
    );
    expect(ours(tree)).toBe(react(tree));
  });

  it('text: escaping, numbers, booleans, nulls, arrays, iterables, fragments', () => {
    const tree = (
      <p>
        {'<b>"Hola" & \'adiós\'</b>'} {0} {12n} {true} {false} {null} {undefined} {['a', ['b', 'c']]} {new Set(['d', 'e'])}
        <Fragment key="f">frag</Fragment>
      </p>
    );
    expect(ours(tree)).toBe(react(tree));
  });

  it('long texts and attribute values, written twice (the second time from the escaped ones kept): the same as React each time', () => {
    const long = `«Café & pan» <del>no</del> "comillas" 'simples' ${'x'.repeat(60)}`;
    const clean = `(max-width: 400px) calc(100vw - 2rem), ${'y'.repeat(40)}`;
    const tree = (
      <p title={long} data-sizes={clean}>
        {long}
        {clean}
      </p>
    );
    for (let i = 0; i < 2; i++) expect(ours(tree)).toBe(react(tree));
    expect(ours(tree)).toContain('&#x27;simples&#x27;');
  });

  it('attributes written again from memory (past its bound too): the same as React, javascript: URLs blocked each time', () => {
    const tree = (
      <p>
        <a className="btn btn--primary" href="javascript:alert(1)" title={'"x" & <y>'}>uno</a>
        <a href="">vacío</a> <img src="" alt="" /> <a href="/menu">menú</a>
        {/* More distinct values than the memory keeps (a million characters in all). */}
        {Array.from({ length: 1100 }, (_, i) => <span key={i} title={`${i} «${'z'.repeat(1000)}» & 'más'`} />)}
      </p>
    );
    const expected = react(tree);
    for (let i = 0; i < 3; i++) expect(ours(tree)).toBe(expected);
    expect(ours(tree)).toContain(`href="javascript:throw new Error(&#x27;React has blocked`);
  });

  it('form fields in React order: input, button, form, select and option, textarea', () => {
    const tree = (
      <form className="f" method="post" action="/enviar" target="_self" encType="multipart/form-data" noValidate>
        <input name="q" type="checkbox" defaultChecked value="sí" required />
        <input type="text" defaultValue="hola" name="t" />
        <input type="radio" checked={false} defaultChecked readOnly />
        <button name="b" type="submit" className="btn">Enviar</button>
        <select name="s" value="b" onChange={() => {}}>
          <option value="a">A</option>
          <option value="b">B</option>
          <option>b</option>
        </select>
        <select multiple defaultValue={['a', 'c']}>
          <option value="a">A</option><option value="b">B</option><option value="c">C</option>
        </select>
        <select><option selected value="x">X</option></select>
        <textarea defaultValue={'\nprimera línea <b>'} name="m" />
        <textarea>{'hijo'}</textarea>
      </form>
    );
    expect(ours(tree)).toBe(react(tree));
  });

  it('raw text and inner HTML: script, style, title, pre', () => {
    const tree = (
      <div>
        <script type="application/json" dangerouslySetInnerHTML={{ __html: '{"a":"</script>"}' }} />
        <script>{'var a = "</script>";'}</script>
        <style>{'a{color:red}</style>'}</style>
        <style dangerouslySetInnerHTML={{ __html: 'b{color:blue}' }} />
        <pre>{'\nsangría'}</pre>
        <pre dangerouslySetInnerHTML={{ __html: '\nhtml' }} />
        <div dangerouslySetInnerHTML={{ __html: '<em>tal cual</em>' }} />
        <br /><hr className="r" /><wbr />
      </div>
    );
    expect(ours(tree)).toBe(react(tree));
  });

  it('components: functions, memo, forwardRef, nested fragments', () => {
    const Item = ({ label }: { label: string }) => <li>{label}</li>;
    const Memo = memo(Item);
    const Ref = forwardRef<HTMLSpanElement, { text: string }>(({ text }, ref) => <span ref={ref}>{text}</span>);
    const tree = (
      <ul>
        <Item label="uno" />
        <Memo label="dos" />
        <>
          <Ref text="tres" />
          {[1, 2].map((n) => <Item key={n} label={`n${n}`} />)}
        </>
      </ul>
    );
    expect(ours(tree)).toBe(react(tree));
  });

  it('image preloads: the first ten and every high-priority one, not lazy, not data:, not in picture or noscript, each once', () => {
    const images = Array.from({ length: 13 }, (_, i) => (
      <img key={i} src={`/m/${i}.jpg`} srcSet={i % 2 ? `/m/${i}-400.jpg 400w, /m/${i}-800.jpg 800w` : undefined} sizes={i % 2 ? '50vw' : undefined} alt="" />
    ));
    const tree = (
      <main>
        {images}
        <img src="/m/1.jpg" alt="" />
        <img src="/m/high.jpg" fetchPriority="high" alt="" />
        <img src="/m/lazy.jpg" loading="lazy" alt="" />
        <img src="/m/low.jpg" fetchPriority="low" alt="" />
        <img src="data:image/png;base64,AAAA" alt="" />
        <picture><source srcSet="/m/p.webp" /><img src="/m/p.jpg" alt="" /></picture>
        <noscript><img src="/m/n.jpg" alt="" /></noscript>
        <img src="/m/cors.jpg" crossOrigin="anonymous" referrerPolicy="no-referrer" alt="" />
      </main>
    );
    expect(ours(tree)).toBe(react(tree));
  });

  it('any tree of the elements, attributes and texts pages use', () => {
    const tags = ['div', 'span', 'p', 'a', 'section', 'ul', 'li', 'figure', 'figcaption', 'h2', 'button', 'img', 'br', 'svg', 'path', 'label', 'input', 'pre'];
    const text = fc.string({ unit: fc.constantFrom('a', 'ñ', ' ', '<', '>', '&', '"', "'", '\n', '😀') });
    const value = fc.oneof(text, fc.integer({ min: -2, max: 3 }), fc.boolean(), fc.constant(null), fc.constant(undefined), fc.constant(''));
    const name = fc.constantFrom('className', 'id', 'href', 'src', 'alt', 'title', 'hidden', 'tabIndex', 'data-x', 'aria-label', 'aria-expanded', 'role', 'style', 'htmlFor', 'strokeWidth', 'viewBox', 'rel', 'target', 'loading', 'fetchPriority', 'srcSet', 'sizes', 'width', 'disabled', 'type', 'value', 'defaultValue', 'checked', 'onClick');
    const props = fc.dictionary(name, value, { maxKeys: 5 }).map((p) => {
      const out: Record<string, unknown> = { ...p };
      if ('style' in out) out.style = { marginTop: out.style, '--c': out.style, color: 'red' };
      if ('onClick' in out) out.onClick = () => undefined;
      return out;
    });
    const { node } = fc.letrec<{ node: ReactNode }>((tie) => ({
      node: fc.oneof(
        { depthSize: 'small' },
        text,
        fc.tuple(fc.constantFrom(...tags), props, fc.array(tie('node'), { maxLength: 4 })).map(([tag, p, children]) =>
          ['img', 'br', 'input'].includes(tag) ? createElement(tag, p) : createElement(tag, { ...p, value: tag === 'pre' || tag === 'li' ? p.value : undefined }, ...children),
        ),
      ),
    }));
    fc.assert(fc.property(node, (tree) => ours(tree) === react(tree)), { numRuns: 300 });
  });

  it('what a static page may not hold throws, naming it: hooks, context, Suspense', async () => {
    const { useState, createContext, Suspense } = await import('react');
    const Stateful = () => <p>{useState(1)[0]}</p>;
    expect(() => renderStaticMarkup(<Stateful />)).toThrow();
    const Ctx = createContext('x');
    expect(() => renderStaticMarkup(<Ctx.Provider value="y"><p /></Ctx.Provider>)).toThrow(/not supported/);
    expect(() => renderStaticMarkup(<Suspense><p /></Suspense>)).toThrow(/not supported/);
    expect(() => renderStaticMarkup(<img src="/a.jpg"><b /></img>)).toThrow(/self-closing/);
  });
});

describe('render values: what a component reads from where it stands', () => {
  it('a provider sets the value for its children only, nested providers win, the default holds outside', () => {
    const Target = createRenderValue('/checkout');
    const Form = () => <form action={Target.read()} />;
    const html = renderStaticMarkup(
      <div>
        <Form />
        <Target.Provider value="/checkout/subscribe">
          <Form />
          <Target.Provider value="/gift">
            <Form />
          </Target.Provider>
          <Form />
        </Target.Provider>
        <Form />
      </div>,
    );
    expect(html).toBe('<div><form action="/checkout"></form><form action="/checkout/subscribe"></form><form action="/gift"></form><form action="/checkout/subscribe"></form><form action="/checkout"></form></div>');
  });

  it('a render that throws puts the outer value back', () => {
    const Zone = createRenderValue('UTC');
    const Boom = () => {
      throw new Error('boom');
    };
    expect(() => renderStaticMarkup(<Zone.Provider value="America/Mexico_City"><Boom /></Zone.Provider>)).toThrow('boom');
    expect(Zone.read()).toBe('UTC');
  });
});

describe('RenderBoundary: a part that may fail alone', () => {
  it('writes its children; when they throw, nothing of them (text, preloads) and tells onError', () => {
    const Boom = (): never => {
      throw new Error('boom');
    };
    const errors: unknown[] = [];
    const onError = (e: unknown) => errors.push(e);
    const html = renderStaticMarkup(
      <>
        <ImagePreloads />
        <RenderBoundary onError={onError}><img src="/bien.jpg" alt="" /><p>bien</p></RenderBoundary>
        <RenderBoundary onError={onError}><img src="/mal.jpg" alt="" /><p>a medias</p><Boom /></RenderBoundary>
        <img src="/mal.jpg" alt="después" />
      </>,
    );
    expect(html).toBe(
      '<link rel="preload" as="image" href="/bien.jpg"/><link rel="preload" as="image" href="/mal.jpg"/><img src="/bien.jpg" alt=""/><p>bien</p><img src="/mal.jpg" alt="después"/>',
    );
    expect(errors).toEqual([expect.objectContaining({ message: 'boom' })]);
  });
});
