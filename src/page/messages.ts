import { t } from '../shared/messages/index.ts';

/**
 * The page chrome's text under its old names, a thin facade over the one catalogue
 * (src/shared/messages): new code calls `t('page.…')` directly. Kept for the bench template.
 */
export const messages = {
  skipToContent: t('page.skipToContent'),
  mainNavLabel: t('page.mainNavLabel'),
  footerNavLabel: t('page.footerNavLabel'),
  menu: t('page.menu'),
  home: t('page.home'),
  homeOf: (site: string) => t('page.homeOf', { site }),
  copyright: (year: number, site: string) => t('page.copyright', { year, site }),
  email: t('page.email'),
  phone: t('page.phone'),
  opensInNewWindow: t('page.opensInNewWindow'),

  notFoundTitle: t('page.notFoundTitle'),
  notFoundHeading: t('page.notFoundHeading'),
  notFoundText: t('page.notFoundText'),
  errorTitle: t('page.errorTitle'),
  errorHeading: t('page.errorHeading'),
  errorText: t('page.errorText'),
  backHome: t('page.backHome'),
  tryAgain: t('page.tryAgain'),
  badRequestHeading: t('page.badRequestHeading'),
  badRequestText: t('page.badRequestText'),
  siteNotFoundTitle: t('page.siteNotFoundTitle'),
  siteNotFoundText: t('page.siteNotFoundText'),

  searchTitle: t('page.searchTitle'),
  searchLabel: t('page.searchLabel'),
  searchPlaceholder: t('page.searchPlaceholder'),
  searchButton: t('page.searchButton'),
  searchComing: t('page.searchComing'),
  searchQuery: (q: string) => t('page.searchQuery', { query: q }),

  postsHeading: t('page.postsHeading'),
  noPosts: t('page.noPosts'),
  readMore: t('page.readMore'),
  readMoreAbout: (title: string) => t('page.readMoreAbout', { title }),
  byAuthor: (author: string) => t('page.byAuthor', { author }),
  backTo: (title: string) => t('page.backTo', { title }),

  productsHeading: t('commerce.productsHeading'),
  noProducts: t('commerce.noProducts'),
  soldOut: t('commerce.soldOut'),
  onSale: t('commerce.onSale'),
  priceFrom: (price: string) => t('commerce.priceFrom', { price }),
  regularPrice: t('commerce.regularPrice'),
  salePrice: t('commerce.salePrice'),
} as const;
