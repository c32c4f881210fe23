import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { classList } from './class-list.ts';

const cell = (name: string, span: number) => classList`block block--${name} span-${span}`;
const align = (side: string) => classList`rich-text align-${side}`;

describe('classList: a class list from a template and parts from data', () => {
  it('writes what the template literal writes, for every call site and parts', () => {
    expect(cell('image', 4)).toBe('block block--image span-4');
    expect(cell('image', 6)).toBe('block block--image span-6');
    expect(cell('html', 4)).toBe('block block--html span-4');
    expect(align('left')).toBe('rich-text align-left');
    expect(classList`plain`).toBe('plain');
    expect(classList`${'a'}${'b'} ${''}c`).toBe('ab c');
    // The same parts at another call site are another list.
    expect(classList`x-${'left'}`).toBe('x-left');
  });

  it('parts that look alike stay apart: 4 and "4", "a b" + "c" and "a" + "b c"', () => {
    const two = (a: string | number, b: string) => classList`${a}|${b}`;
    expect(two(4, 'x')).toBe('4|x');
    expect(two('4', 'x')).toBe('4|x');
    expect(two('a b', 'c')).toBe('a b|c');
    expect(two('a', 'b c')).toBe('a|b c');
  });

  it('past its bound of parts a call site starts again, and still writes every list right', () => {
    for (let round = 0; round < 2; round++) for (let i = 0; i < 600; i++) expect(cell(`tipo${i}`, i % 12)).toBe(`block block--tipo${i} span-${i % 12}`);
  });
});

describe('classList: its bound of parts', () => {
  it('takes at most four parts, and says so', () => {
    const five = (p: string) => (classList as unknown as (s: TemplateStringsArray, ...parts: string[]) => string)(Object.assign(['', '', '', '', '', ''], { raw: [] }) as unknown as TemplateStringsArray, p, p, p, p, p);
    expect(() => five('a')).toThrow(/at most four parts/);
  });
});

describe('class lists with parts from data go through classList', () => {
  it('no className in src/ is a plain template literal (one way to write them; the renderer finds them kept)', () => {
    const root = join(import.meta.dirname, '../..');
    const files = readdirSync(join(root, 'src'), { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.tsx') && !f.includes('.test.'));
    const plain = files.filter((f) => /className=\{`/.test(readFileSync(join(root, 'src', f), 'utf8')));
    expect(files.length).toBeGreaterThan(100);
    expect(plain.map((f) => relative(root, join(root, 'src', f)))).toEqual([]);
  });
});
