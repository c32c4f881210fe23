/**
 * es-419 text of the storefront (issue 16, docs/commerce.md "Storefront"): the product page's buy
 * form, product block 43, quick view and the cart indicator. Part of the one catalogue. Plain
 * messages only where the browser shows them (the buy form's script and quick view format them
 * with `fillPlain`, without the ICU parser); the server fills the plural ones.
 */
export const storefrontMessages = {
  // The cart indicator (§4, §9) and the §2 alert of a checkout link without a cart: the browser shows them.
  // Plain forms of one count, chosen with Intl.PluralRules (src/shared/cart.ts): the browser draws them without the ICU parser.
  'storefront.cartEmpty': 'Carrito vacío',
  'storefront.cartItemsOne': '{count} artículo',
  'storefront.cartItemsOther': '{count} artículos',
  'storefront.cartLabelOverflow': 'Más de {count} artículos',
  'storefront.checkoutNoCart':
    'No pudimos abrir el pago. Es posible que tu sesión haya caducado o que las cookies estén desactivadas.',
  'storefront.buyLabel': 'Comprar {title}',
  'storefront.variant': 'Opción',
  'storefront.quantity': 'Cantidad',
  'storefront.quantityHint': 'De 1 a 99.',
  'storefront.options': 'Elige tu opción',
  'storefront.variantSoldOut': '{label} (agotado)',
  'storefront.variantPrice': '{label}: {price}',
  'storefront.chosenPrice': 'Precio:',
  'storefront.adding': 'Agregando…',
  'storefront.added': 'Agregado al carrito.',
  'storefront.viewCart': 'Ver carrito',
  'storefront.unavailable': 'Esta combinación no está disponible. Elige otra opción.',
  'storefront.placesLeft': '{count, plural, one {Queda # lugar} other {Quedan # lugares}}',
  'storefront.quickView': 'Vista rápida',
  'storefront.quickViewOf': 'Vista rápida de {title}',
  'storefront.close': 'Cerrar',
  'storefront.viewProduct': 'Ver producto',
  'storefront.viewDetails': 'Ver todos los detalles',
  'storefront.loading': 'Cargando…',
  'storefront.quickViewFailed': 'No pudimos abrir la vista rápida. Abre la página del producto.',
  'storefront.cartLink': 'Carrito: {label}',
  // Block 43: a publish warning (the block shows nothing to visitors).
  'storefront.unknownProduct': 'el producto «{itemId}» no está en la colección de productos «{collectionId}»; el bloque no se muestra',
} as const;
