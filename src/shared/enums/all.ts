/** Every enumeration's lookups in one list, for tests and counts (import single enums from ../enums.ts). */
import type { AnyEnum } from './define.ts';
import { AnalyticsEventTypeEnum, AnalyticsItemNameEnum, UrlCategoryEnum } from './analytics.ts';
import { BlockTypeEnum, BlockVariantEnum } from './blocks.ts';
import {
  CollectionTypeEnum, ItemTypeEnum, ItemVisibilityEnum, PublicationStatusEnum, WorkflowLabelEnum,
} from './collections.ts';
import { BillingPeriodUnitEnum, ProductTypeEnum, ProductTypeNameEnum, UnitsEnum } from './commerce.ts';
import {
  CookieBannerAcceptTypeEnum, CookieBannerBarPositionEnum, CookieBannerCtaVariantEnum,
  CookieBannerPopupPositionEnum, CookieBannerThemeEnum, CookieBannerVariantEnum,
} from './cookie-banner.ts';
import { FormFieldsetEnum, FormFieldTypeEnum } from './forms.ts';
import {
  ActiveAlignmentEnum, GalleryDesignEnum, GalleryMediaTypeEnum, LightboxThemeEnum, SlideTypeEnum,
  StripAlignmentEnum, SwipeBoundaryEnum,
} from './gallery.ts';
import {
  FitAlignmentEnum, ImageCropModeEnum, ImageLoadModeEnum, ImageSizeFormatEnum, VideoModeEnum, VideoTypeEnum,
} from './media.ts';
import {
  AlignmentEnum, ContentGeneratorTypeEnum, HeaderFooterPartEnum, MapStyleEnum, NinePositionEnum,
  OverlayStyleEnum, ShapeNameEnum, SurveyCohortEnum, TextEffectKindEnum, TextFilterEnum,
} from './misc.ts';
import {
  CollectionPageKindEnum, CoverKindEnum, PageTypeEnum, PopupTypeEnum, TweakPageTypeEnum,
} from './pages.ts';
import { SiteKindEnum, SiteStatusEnum, SiteUserRoleEnum } from './site.ts';
import { CollectionViewEnum, DeviceViewEnum, FluidBreakpointEnum } from './views.ts';

/** All enumerations of the shared library, grouped by domain in source order. */
export const allEnums: readonly AnyEnum[] = [
  PageTypeEnum, TweakPageTypeEnum, CollectionPageKindEnum, CoverKindEnum, PopupTypeEnum,
  CollectionViewEnum, DeviceViewEnum, FluidBreakpointEnum,
  BlockTypeEnum, BlockVariantEnum,
  CollectionTypeEnum, ItemTypeEnum, PublicationStatusEnum, ItemVisibilityEnum, WorkflowLabelEnum,
  ProductTypeNameEnum, ProductTypeEnum, BillingPeriodUnitEnum, UnitsEnum,
  SiteStatusEnum, SiteKindEnum, SiteUserRoleEnum,
  AnalyticsEventTypeEnum, AnalyticsItemNameEnum, UrlCategoryEnum,
  FormFieldsetEnum, FormFieldTypeEnum,
  GalleryDesignEnum, GalleryMediaTypeEnum, SlideTypeEnum, LightboxThemeEnum, ActiveAlignmentEnum,
  StripAlignmentEnum, SwipeBoundaryEnum,
  ImageLoadModeEnum, ImageCropModeEnum, ImageSizeFormatEnum, FitAlignmentEnum, VideoTypeEnum, VideoModeEnum,
  OverlayStyleEnum, NinePositionEnum, AlignmentEnum, MapStyleEnum, ShapeNameEnum, TextEffectKindEnum,
  SurveyCohortEnum, ContentGeneratorTypeEnum, TextFilterEnum, HeaderFooterPartEnum,
  CookieBannerCtaVariantEnum, CookieBannerVariantEnum, CookieBannerBarPositionEnum,
  CookieBannerPopupPositionEnum, CookieBannerThemeEnum, CookieBannerAcceptTypeEnum,
];
