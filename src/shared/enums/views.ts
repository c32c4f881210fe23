/** View enumerations (SPEC §2): collection views, device views, fluid engine breakpoints. */
import { defineEnum } from './define.ts';

/** Collection views (§2): list, grid, product. */
export const CollectionView = { LIST: 'list', GRID: 'grid', PRODUCT: 'product' } as const;
export type CollectionView = (typeof CollectionView)[keyof typeof CollectionView];
/** Lookups over `CollectionView`. */
export const CollectionViewEnum = /*#__PURE__*/ defineEnum('CollectionView', CollectionView);

/** Device views (§2): desktop, phone, tablet. */
export const DeviceView = { DESKTOP: 'desktop', PHONE: 'phone', TABLET: 'tablet' } as const;
export type DeviceView = (typeof DeviceView)[keyof typeof DeviceView];
/** Lookups over `DeviceView`. */
export const DeviceViewEnum = /*#__PURE__*/ defineEnum('DeviceView', DeviceView);

/** Fluid engine (layout grid) breakpoints (§2): mobile, desktop. */
export const FluidBreakpoint = { MOBILE: 'mobile', DESKTOP: 'desktop' } as const;
export type FluidBreakpoint = (typeof FluidBreakpoint)[keyof typeof FluidBreakpoint];
/** Lookups over `FluidBreakpoint`. */
export const FluidBreakpointEnum = /*#__PURE__*/ defineEnum('FluidBreakpoint', FluidBreakpoint);
