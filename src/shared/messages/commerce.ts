/**
 * es-419 text of the store, cart and checkout (SPEC §2, §3, §4, §8, §9). Part of the one
 * catalogue (see ./index.ts); keys are permanent.
 */
export const commerceMessages = {
  'commerce.productsHeading': 'Productos',
  'commerce.noProducts': 'Todavía no hay productos.',
  'commerce.soldOut': 'Agotado',
  'commerce.onSale': 'Oferta',
  'commerce.priceFrom': 'Desde {price}',
  'commerce.regularPrice': 'Precio normal:',
  'commerce.salePrice': 'Precio de oferta:',
  'commerce.addToCart': 'Agregar al carrito',
  'commerce.orderNow': 'Ordenar ahora',

  // §9 cart badge: the spoken label of the count (the badge itself shows "100+" above 100).
  'commerce.cartLabel': '{count, plural, =0 {Carrito vacío} one {# artículo} other {# artículos}}',
  'commerce.cartLabelOverflow': 'Más de {count, number} artículos',
  'commerce.cart': 'Carrito',
  // §2: checkout without a cart cookie.
  'commerce.checkoutNoCart':
    'No pudimos abrir el pago. Es posible que tu sesión haya caducado o que las cookies estén desactivadas.',

  // §3 subscription plans: "cada 2 semanas, 6 pagos" / "cada mes, hasta que se cancele" (unit year: the other branch).
  'commerce.subscriptionPeriod':
    '{unit, select, week {{value, plural, one {cada semana} other {cada # semanas}}} month {{value, plural, one {cada mes} other {cada # meses}}} other {{value, plural, one {cada año} other {cada # años}}}}',
  'commerce.subscriptionCycles': '{period}, {cycles, plural, one {# pago} other {# pagos}}',
  'commerce.subscriptionIndefinite': '{period}, hasta que se cancele',

  // §9 installment offers.
  'commerce.installmentsUpTo':
    '{count, plural, one {# pago sin intereses} other {# pagos sin intereses}} en pedidos de hasta {amount}',
  'commerce.installmentsAbove':
    '{count, plural, one {# pago sin intereses} other {# pagos sin intereses}} en pedidos de más de {amount}',

  // §8 translated messages about the cart and reviews.
  'commerce.updateQuantityFailed': 'No se pudo actualizar la cantidad. Intenta nuevamente.',
  'commerce.addItemFailed': 'No se pudo agregar el artículo al carrito. Intenta nuevamente.',
  'commerce.removeItemFailed': 'No se pudo quitar el artículo del carrito. Intenta nuevamente.',
  'commerce.reviewRequestExpired': 'Esta solicitud de reseña ya caducó.',
  'commerce.alreadyReviewed': 'Ya dejaste una reseña de esta compra.',

  // Payments: Stripe's card field on the checkout page (src/runtime/commerce/stripe-checkout.ts).
  'commerce.stripeCardLabel': 'Datos de la tarjeta',
  'commerce.stripeLoading': 'Cargando el pago seguro con tarjeta…',
  'commerce.stripeUnavailable': 'No se pudo cargar el pago con tarjeta. Revisa tu conexión y recarga la página.',
  'commerce.stripeCardIncomplete': 'Revisa los datos de tu tarjeta e intenta nuevamente.',
  'commerce.stripeNeedsScript': 'Para pagar con tarjeta, activa JavaScript en tu navegador: los datos de la tarjeta se capturan en el formulario seguro de Stripe.',
} as const;
