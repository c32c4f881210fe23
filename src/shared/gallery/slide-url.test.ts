import { describe, expect, it } from 'vitest';
import { slideFromAddress, slideHistoryUrl } from './slide-url.ts';

const slides = [
  { id: 's1', url: 'atardecer' },
  { id: 's2', url: '' },
  { id: 's3', url: 'café de olla' },
];

describe('lightbox addresses (§2)', () => {
  it('records the collection URL plus the slide URL, or its id, with a trailing slash', () => {
    expect(slideHistoryUrl('/galeria', slides[0])).toBe('/galeria/atardecer/');
    expect(slideHistoryUrl('/galeria/', slides[1])).toBe('/galeria/s2/');
    expect(slideHistoryUrl('/galeria', slides[2])).toBe('/galeria/caf%C3%A9%20de%20olla/');
  });
  it('picks the slide from the last path segment, with or without the trailing slash', () => {
    expect(slideFromAddress({ pathname: '/galeria/atardecer/', hash: '' }, '/galeria', slides)).toBe(0);
    expect(slideFromAddress({ pathname: '/galeria/atardecer', hash: '' }, '/galeria', slides)).toBe(0);
    expect(slideFromAddress({ pathname: '/galeria/s2', hash: '' }, '/galeria', slides)).toBe(1);
    expect(slideFromAddress({ pathname: '/galeria/caf%C3%A9%20de%20olla/', hash: '' }, '/galeria', slides)).toBe(2);
  });
  it('prefers an itemId in the hash', () => {
    expect(slideFromAddress({ pathname: '/galeria', hash: '#itemId=s2' }, '/galeria', slides)).toBe(1);
    expect(slideFromAddress({ pathname: '/galeria/atardecer', hash: '#x=1&itemId=s3' }, '/galeria', slides)).toBe(2);
  });
  it('names no slide for the collection itself, deeper paths, other pages or unknown ids', () => {
    expect(slideFromAddress({ pathname: '/galeria', hash: '' }, '/galeria', slides)).toBe(-1);
    expect(slideFromAddress({ pathname: '/galeria/a/atardecer', hash: '' }, '/galeria', slides)).toBe(-1);
    expect(slideFromAddress({ pathname: '/otra/atardecer', hash: '' }, '/galeria', slides)).toBe(-1);
    expect(slideFromAddress({ pathname: '/galeriax/atardecer', hash: '' }, '/galeria', slides)).toBe(-1);
    expect(slideFromAddress({ pathname: '/galeria/nada', hash: '#itemId=%E0' }, '/galeria', slides)).toBe(-1);
  });
});
