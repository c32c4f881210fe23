import { describe, expect, it, vi } from 'vitest';
import { createLifecycle } from './lifecycle.ts';

const quietLog = () => ({ error: vi.fn() });

describe('page lifecycle (§4 page initialisation)', () => {
  it('runs the initialisers once, in order, and becomes initialised', () => {
    const lifecycle = createLifecycle(quietLog());
    const calls: string[] = [];
    lifecycle.register('a', () => void calls.push('a'));
    lifecycle.register('b', () => void calls.push('b'));
    lifecycle.register('c', () => void calls.push('c'));
    expect(lifecycle.state).toBe('not-initialised');
    expect(lifecycle.initialisedOnce).toBe(false);
    lifecycle.init();
    lifecycle.init();
    expect(calls).toEqual(['a', 'b', 'c']);
    expect(lifecycle.state).toBe('initialised');
    expect(lifecycle.initialisedOnce).toBe(true);
  });

  it('logs a throwing initialiser and runs the rest', () => {
    const log = quietLog();
    const lifecycle = createLifecycle(log);
    const after = vi.fn();
    lifecycle.register('breaks', () => {
      throw new Error('boom');
    });
    lifecycle.register('after', after);
    lifecycle.init();
    expect(after).toHaveBeenCalledOnce();
    expect(log.error).toHaveBeenCalledOnce();
    expect(log.error.mock.calls[0][0]).toContain('breaks');
    expect(lifecycle.state).toBe('initialised');
  });

  it('destroy runs the destructors, last first, and returns to not initialised; initialisedOnce stays', () => {
    const lifecycle = createLifecycle(quietLog());
    const calls: string[] = [];
    lifecycle.register('a', () => () => void calls.push('returned a'));
    lifecycle.register('b', () => {}, () => void calls.push('registered b'));
    lifecycle.register('c', () => {});
    lifecycle.destroy(); // nothing to do before init
    expect(calls).toEqual([]);
    lifecycle.init();
    lifecycle.destroy();
    expect(calls).toEqual(['registered b', 'returned a']);
    expect(lifecycle.state).toBe('not-initialised');
    expect(lifecycle.initialisedOnce).toBe(true);
    lifecycle.destroy();
    expect(calls).toHaveLength(2);
  });

  it('can initialise again after destroy', () => {
    const lifecycle = createLifecycle(quietLog());
    const init = vi.fn();
    lifecycle.register('x', init);
    lifecycle.init();
    lifecycle.destroy();
    lifecycle.init();
    expect(init).toHaveBeenCalledTimes(2);
    expect(lifecycle.state).toBe('initialised');
  });

  it('a failing destructor is logged and the others still run', () => {
    const log = quietLog();
    const lifecycle = createLifecycle(log);
    const other = vi.fn();
    lifecycle.register('a', () => other);
    lifecycle.register('b', () => () => {
      throw new Error('no');
    });
    lifecycle.init();
    lifecycle.destroy();
    expect(other).toHaveBeenCalledOnce();
    expect(log.error).toHaveBeenCalledOnce();
  });

  it('an initialiser registered after init runs at once', () => {
    const lifecycle = createLifecycle(quietLog());
    lifecycle.init();
    const late = vi.fn();
    lifecycle.register('late', late);
    expect(late).toHaveBeenCalledOnce();
  });

  it('the body-loaded step runs once, even across destroy and init', () => {
    const log = quietLog();
    const lifecycle = createLifecycle(log);
    const step = vi.fn();
    lifecycle.onBodyLoaded('step', step);
    lifecycle.onBodyLoaded('broken', () => {
      throw new Error('x');
    });
    lifecycle.init();
    lifecycle.bodyLoaded();
    lifecycle.destroy();
    lifecycle.init();
    lifecycle.bodyLoaded();
    expect(step).toHaveBeenCalledOnce();
    expect(lifecycle.bodyLoadedOnce).toBe(true);
    expect(log.error).toHaveBeenCalledOnce();
    const late = vi.fn();
    lifecycle.onBodyLoaded('late', late);
    expect(late).toHaveBeenCalledOnce();
  });
});
