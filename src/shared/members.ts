/**
 * Where the members' visitor pages are (issue 15, docs/members.md): site paths the server answers
 * before any page, so a collection may not use `cuenta` as its url id. Shared by the server, the
 * access-denied page and the member-area block's join link.
 */
export const MEMBER_PATHS = {
  account: '/cuenta',
  signIn: '/cuenta/ingresar',
  join: '/cuenta/unirse',
  signUp: '/cuenta/registro',
  signOut: '/cuenta/salir',
  confirmed: '/cuenta/bienvenida',
  reset: '/cuenta/recuperar',
  newPassword: '/cuenta/restablecer',
  verify: '/cuenta/verificar',
  resendVerify: '/cuenta/verificar/reenviar',
} as const;

/** The join page of a member area. */
export const joinPath = (areaId: string) => `${MEMBER_PATHS.join}?area=${encodeURIComponent(areaId)}`;

/** The sign-in page, coming back to `next` (a site path) afterwards. */
export const signInPath = (next?: string) => (next ? `${MEMBER_PATHS.signIn}?next=${encodeURIComponent(next)}` : MEMBER_PATHS.signIn);
