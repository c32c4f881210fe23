/**
 * es-419 text of password locks (issue 15, docs/locks.md): the protected-content page (§2 type
 * 105) and the whole-site lock screen (type 103). Part of the one catalogue.
 */
export const lockMessages = {
  'locks.protectedTitle': 'Página protegida',
  'locks.protectedHeading': 'Esta página está protegida',
  'locks.protectedText': 'Escribe la contraseña para ver su contenido.',
  'locks.siteTitle': 'Sitio protegido',
  'locks.siteText': 'Escribe la contraseña para entrar al sitio.',
  'locks.formLabel': 'Desbloquear con contraseña',
  'locks.password': 'Contraseña',
  'locks.submit': 'Desbloquear',
  'locks.passwordRequired': 'Escribe la contraseña.',
  'locks.wrongPassword': 'La contraseña no es correcta. Revísala e intenta de nuevo.',
  'locks.tooManyAttempts': 'Demasiados intentos. Espera {seconds, plural, one {# segundo} other {# segundos}} e intenta de nuevo.',
  'locks.formExpired': 'No pudimos comprobar de dónde vino el formulario. Vuelve a cargar la página e intenta de nuevo.',
} as const;
