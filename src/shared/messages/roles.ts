/**
 * es-419 text of roles and permissions under /config (issue 15): the 403 page, the people page
 * (/config/roles), the invitation mail and its acceptance. Part of the one catalogue (./index.ts).
 */
export const roleMessages = {
  // §3 site user roles, by number
  'roles.name.1': 'Administrador',
  'roles.name.2': 'Facturación',
  'roles.name.3': 'Informes',
  'roles.name.4': 'Editor de contenido',
  'roles.name.6': 'Moderador de comentarios',
  'roles.name.7': 'Comentarista de confianza',
  'roles.name.8': 'Administrador de tienda',
  'roles.name.9': 'Agenda',
  'roles.name.10': 'Lector',
  'roles.name.11': 'Editor de campañas',
  'roles.name.12': 'Agenda (solo lectura)',
  'roles.name.13': 'Agenda (edición)',
  'roles.name.14': 'Sin rol',
  'roles.name.15': 'Administrador del sitio web',

  // The 403 page and the area's home
  'roles.forbiddenTitle': 'No tienes acceso a esta página',
  'roles.forbiddenText': 'Tu rol en este sitio ({role}) no permite abrir esta página de la configuración. Si la necesitas, pídele acceso a un administrador del sitio.',
  'roles.forbiddenNothing': 'Tu rol no abre ninguna sección de la configuración.',
  'roles.forbiddenOpen': 'Puedes abrir:',
  'roles.homeTitle': 'Configuración',
  'roles.homeIntro': 'Tu rol en este sitio es {role}.',
  'roles.homeSite': 'Tu sitio',

  // The people page
  'roles.nav': 'Personas',
  'roles.title': 'Personas y roles',
  'roles.intro': 'Quienes pueden entrar a la configuración de este sitio y qué rol tiene cada uno.',
  'roles.tableLabel': 'Personas con acceso',
  'roles.colEmail': 'Correo electrónico',
  'roles.colRole': 'Rol',
  'roles.colSince': 'Desde',
  'roles.colActions': 'Acciones',
  'roles.you': '(tú)',
  'roles.changeLabel': 'Rol de {email}',
  'roles.change': 'Cambiar rol',
  'roles.remove': 'Quitar acceso',
  'roles.removeLabel': 'Quitar el acceso de {email}',
  'roles.inviteHeading': 'Invitar a una persona',
  'roles.inviteIntro': 'Le enviaremos un correo con un enlace para crear su cuenta. El enlace vence en {days, plural, one {# día} other {# días}} y sirve una sola vez.',
  'roles.inviteEmail': 'Correo electrónico',
  'roles.inviteRole': 'Rol',
  'roles.inviteSubmit': 'Enviar invitación',
  'roles.pendingHeading': 'Invitaciones pendientes',
  'roles.pendingNone': 'No hay invitaciones pendientes.',
  'roles.pendingExpires': 'vence el {date}',
  'roles.revoke': 'Cancelar invitación',
  'roles.revokeLabel': 'Cancelar la invitación de {email}',
  'roles.tableHint': 'Desliza la tabla hacia los lados para ver todas las columnas.',
  'roles.permissionsHeading': 'Qué puede hacer cada rol',
  'roles.yes': 'Sí',
  'roles.no': 'No',

  // Notices after a post
  'roles.notice.invited': 'Enviamos la invitación por correo.',
  'roles.notice.changed': 'Cambiamos el rol.',
  'roles.notice.removed': 'Quitamos el acceso.',
  'roles.notice.revoked': 'Cancelamos la invitación.',
  'roles.error.emailInvalid': 'Escribe un correo electrónico válido, por ejemplo nombre@ejemplo.com.',
  'roles.error.roleInvalid': 'Elige un rol de la lista.',
  'roles.error.duplicate': 'Esa persona ya tiene acceso a este sitio. Cambia su rol en la tabla.',
  'roles.error.lastAdmin': 'El sitio necesita al menos un administrador: no puedes quitar ni cambiar el rol del último.',
  'roles.error.notFound': 'Esa persona ya no tiene acceso a este sitio.',
  'roles.error.formExpired': 'El formulario venció. Intenta nuevamente.',

  // Permissions, as the people page lists them
  'roles.perm.config': 'Entrar a la configuración y ver el sitio en ella',
  'roles.perm.stats': 'Ver la analítica',
  'roles.perm.comments': 'Moderar comentarios',
  'roles.perm.trustedCommenter': 'Comentar sin moderación',
  'roles.perm.formSubmissions': 'Ver y exportar los envíos de formularios',
  'roles.perm.subscribers': 'Ver y exportar los suscriptores',
  'roles.perm.design': 'Ver el diseño del sitio',
  'roles.perm.userAccounts': 'Gestionar personas y roles',
  'roles.perm.store': 'Ver los pedidos, enviarlos o reembolsarlos y llevar el inventario',

  // The invitation mail
  'roles.mail.subject': 'Te invitaron a {site}',
  'roles.mail.intro': '{inviter} te invitó a la configuración de {site} con el rol {role}.',
  'roles.mail.action': 'Para aceptar, crea tu contraseña en este enlace (vence el {date} y sirve una sola vez):',
  'roles.mail.ignore': 'Si no esperabas esta invitación, ignora este correo.',

  // Accepting
  'roles.acceptTitle': 'Aceptar la invitación',
  'roles.acceptIntro': 'Te invitaron a {site} con el rol {role}. Crea una contraseña para {email}.',
  'roles.acceptPassword': 'Contraseña (al menos {min} caracteres)',
  'roles.acceptSubmit': 'Crear mi cuenta',
  'roles.acceptInvalidTitle': 'Esta invitación ya no sirve',
  'roles.acceptInvalid': 'El enlace venció, ya se usó o no es válido. Pide una nueva invitación a un administrador del sitio.',
  'roles.acceptPasswordShort': 'La contraseña debe tener al menos {min} caracteres.',
  'roles.acceptErrorSummary': 'No pudimos crear tu cuenta',
} as const;
