/**
 * es-419 text of paid member areas (issue 17, docs/members-paid.md): the join page of a paid area,
 * the «create your password» mail of an account made by a paid order, the order confirmation's
 * note. Part of the one catalogue; keys start with 'paidAreas.'.
 */
export const paidAreaMessages = {
  'paidAreas.joinPrice': 'Unirte a esta área cuesta {price}.',
  'paidAreas.joinOneTime': 'Pagas una sola vez y el acceso es para siempre. Al pagar te creamos una cuenta con tu correo (o usamos la que ya tienes).',
  'paidAreas.joinSubscription': 'Se cobra {price} hasta que canceles. Al pagar te creamos una cuenta con tu correo (o usamos la que ya tienes).',
  'paidAreas.joinButton': 'Unirme',
  'paidAreas.deniedJoin': 'Unirme a {area} ({price})',
  'paidAreas.visitArea': 'Ir a {area}',
  'paidAreas.setupSubject': 'Crea tu contraseña en {site}',
  'paidAreas.setupText': 'Hola, {name}: gracias por unirte a {area} en {site}. Para entrar, crea tu contraseña con este enlace (funciona durante 7 días):',
  'paidAreas.confirmHeading': 'Tu membresía',
  'paidAreas.confirmText': 'Ya eres miembro de {area}. Inicia sesión con {email} para entrar. Si es tu primera vez en este sitio, te enviamos a ese correo un enlace para crear tu contraseña.',
  'paidAreas.signIn': 'Iniciar sesión',
} as const;
