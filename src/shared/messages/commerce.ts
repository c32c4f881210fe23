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
  'commerce.cart': 'Carrito',
  // §2: checkout without a cart cookie.

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

  'commerce.couponUnknown': 'Este código de descuento no existe. Revisa que esté bien escrito.',
  'commerce.couponExpired': 'Este código de descuento ya venció.',
  'commerce.couponNotStarted': 'Este código de descuento todavía no está vigente.',
  'commerce.couponMinimum': 'Tu subtotal todavía no alcanza el mínimo para usar este código.',
  'commerce.couponUsedUp': 'Este código de descuento ya se usó el máximo de veces permitido.',
  'commerce.cardDeclined': 'Tu tarjeta fue rechazada. Intenta con otra tarjeta o comunícate con tu banco.',
  'commerce.cardInvalid': 'Los datos de la tarjeta no son válidos. Revisa el número, el vencimiento y el código de seguridad.',
  'commerce.paymentFailed': 'No pudimos procesar el pago. Intenta nuevamente en unos minutos.',
  // The cart page (/carrito, §2 type 200) and the cart's refusals (docs/commerce.md "Cart").
  'commerce.cartTitle': 'Tu carrito',
  'commerce.cartIntro': '{count, plural, =0 {Tu carrito está vacío.} one {Tienes # artículo en tu carrito.} other {Tienes # artículos en tu carrito.}}',
  'commerce.cartEmpty': 'Explora la tienda y agrega lo que más te guste.',
  'commerce.cartLines': 'Artículos en tu carrito',
  'commerce.cartUnitPrice': '{price} c/u',
  'commerce.cartQuantity': 'Cantidad',
  'commerce.cartUpdate': 'Actualizar',
  'commerce.cartRemove': 'Quitar',
  'commerce.cartLineTotal': 'Importe',
  'commerce.cartGoneTitle': 'Artículo no disponible ({sku})',
  'commerce.cartGoneText': 'Este artículo ya no está a la venta y no se incluirá en tu pedido. Quítalo para continuar.',
  'commerce.cartSummary': 'Resumen',
  'commerce.cartSubtotal': 'Subtotal',
  'commerce.cartTaxesNote': 'Los impuestos y el envío se calculan al pagar.',
  'commerce.checkoutButton': 'Finalizar compra',
  'commerce.continueShopping': 'Seguir comprando',
  'commerce.cartStockLeft': '{count, plural, =0 {Ya no quedan unidades disponibles.} one {Solo queda # unidad disponible.} other {Solo quedan # unidades disponibles.}}',
  'commerce.cartLimit': 'Puedes llevar hasta {count, number} unidades de cada artículo.',
  'commerce.cartAlreadyHave': 'Ya tienes {count, number} en tu carrito.',
  'commerce.cartTooManyLines': 'Tu carrito ya tiene {count, number} artículos distintos, el máximo. Quita alguno para agregar otro.',
  'commerce.cartAddFailed': 'No se pudo agregar el artículo al carrito.',
  'commerce.cartUpdateFailed': 'No se pudo actualizar la cantidad.',
  'commerce.cartItemUnavailable': 'Ese artículo ya no está disponible.',
  'commerce.cartEntryMissing': 'Ese artículo ya no está en tu carrito. Revisa tu carrito e intenta nuevamente.',
  'commerce.cartQuantityInvalid': 'Escribe una cantidad entre 0 y {max, number}.',
  'commerce.cartFormExpired': 'La página estuvo abierta demasiado tiempo. Revisa tu carrito e intenta nuevamente.',
  'commerce.cartTooFast': 'Demasiadas solicitudes. Espera {seconds, plural, one {# segundo} other {# segundos}} e intenta nuevamente.',

  // Payments: Stripe's card field on the checkout page (src/runtime/commerce/stripe-checkout.ts).
  'commerce.stripeCardLabel': 'Datos de la tarjeta',
  'commerce.stripeLoading': 'Cargando el pago seguro con tarjeta…',
  'commerce.stripeUnavailable': 'No se pudo cargar el pago con tarjeta. Revisa tu conexión y recarga la página.',
  'commerce.stripeCardIncomplete': 'Revisa los datos de tu tarjeta e intenta nuevamente.',
  'commerce.stripeNeedsScript': 'Para pagar con tarjeta, activa JavaScript en tu navegador: los datos de la tarjeta se capturan en el formulario seguro de Stripe.',
} as const;
