import { describe, expect, it, vi } from 'vitest';
import type { PageModel } from '../../page/context.ts';
import { overlayStock, withStock, type StockReader } from './stock.ts';

const variant = (sku: string, qtyInStock: number, unlimited = false) => ({ sku, priceCents: 100, onSale: false, unlimited, qtyInStock, optionValues: [] });
const item = (id: string, ...variants: ReturnType<typeof variant>[]) => ({ id, title: id, product: { productType: 'PHYSICAL' as const, options: [], variants } });
const reader = (levels: Record<string, number>): StockReader => ({ levels: vi.fn(async (_w: string, skus: readonly string[]) => new Map(skus.filter((s) => s in levels).map((s) => [s, levels[s]]))) });
const model = (extra: Partial<PageModel>) => ({ site: { website: { id: 'w1' } }, path: '/', pageType: 50, title: '', description: '', ...extra }) as unknown as PageModel;

describe('stock on pages (the database wins over the site file)', () => {
  it('replaces each variant’s units; Infinity is unlimited; a sku without a row keeps the site file’s', () => {
    const out = withStock(item('a', variant('A', 5), variant('B', 5), variant('C', 5, true)), new Map([['A', 0], ['C', Infinity]]));
    expect(out.product.variants.map((v) => [v.sku, v.qtyInStock, v.unlimited])).toEqual([['A', 0, false], ['B', 5, false], ['C', 5, true]]);
    const limited = withStock(item('b', variant('D', 1, true)), new Map([['D', 3]]));
    expect(limited.product.variants[0]).toMatchObject({ qtyInStock: 3, unlimited: false });
  });

  it('covers the item, the list and the blocks’ lists in one read of this website, without changing what it was given', async () => {
    const page = model({ item: item('i', variant('I', 9)) as never, items: [item('g', variant('G', 9)) as never], lists: { c: { collection: {} as never, total: 1, items: [{ ...item('l', variant('L', 9)), href: '/x' } as never] } } });
    const stock = reader({ I: 0, G: 1, L: 2 });
    const { model: out, showsStock } = await overlayStock(page, stock);
    expect(showsStock).toBe(true);
    expect(stock.levels).toHaveBeenCalledTimes(1);
    expect(stock.levels).toHaveBeenCalledWith('w1', ['I', 'G', 'L']);
    expect(out.item!.product!.variants[0].qtyInStock).toBe(0);
    expect(out.items![0].product!.variants[0].qtyInStock).toBe(1);
    expect(out.lists!.c.items[0].product!.variants[0].qtyInStock).toBe(2);
    expect(page.item!.product!.variants[0].qtyInStock).toBe(9);
  });

  it('a page without products reads nothing', async () => {
    const stock = reader({});
    const page = model({ items: [{ id: 'post', title: 'x' } as never] });
    expect(await overlayStock(page, stock)).toEqual({ model: page, showsStock: false });
    expect(stock.levels).not.toHaveBeenCalled();
  });
});
