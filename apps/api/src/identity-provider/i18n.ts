/** Texts of the built-in provider's pages. Spanish is the source; English has the same keys. */
const es = {
  title: 'Ingresá a Tirr',
  subtitle: 'Riesgo crediticio y mercado de capitales',
  email: 'Correo electrónico',
  password: 'Contraseña',
  passwordRepeat: 'Repetir contraseña',
  name: 'Nombre y apellido',
  signIn: 'Ingresar',
  createAccount: 'Crear cuenta',
  registerTitle: 'Creá tu cuenta',
  haveAccount: '¿Ya tenés cuenta?',
  noAccount: '¿No tenés cuenta?',
  emailInvalid: 'Ingresá un correo electrónico válido.',
  emailRequired: 'El correo electrónico es obligatorio.',
  passwordRequired: 'La contraseña es obligatoria.',
  passwordShort: 'La contraseña debe tener al menos 10 caracteres.',
  passwordMismatch: 'Las contraseñas no coinciden.',
  nameRequired: 'El nombre es obligatorio.',
  tooManyAttempts: 'Demasiados intentos. Esperá un minuto y volvé a intentar.',
  sessionExpired: 'El inicio de sesión expiró. Volvé a la aplicación para empezar de nuevo.',
  backToApp: 'Volver a Tirr',
  logoutTitle: 'Cerrar sesión',
  logoutText: 'Estás cerrando tu sesión en Tirr.',
  logoutButton: 'Cerrar sesión',
  loggedOut: 'Cerraste tu sesión.',
  invalidCredentials: 'El correo o la contraseña no son correctos.',
  forgotLink: '¿Olvidaste tu contraseña?',
  showPassword: 'Mostrar contraseña',
  passwordCommon: 'Esa contraseña es muy común. Elegí otra.',
  passwordLong: 'La contraseña puede tener hasta 1024 caracteres.',
  passwordHint: 'Al menos 10 caracteres. No uses una contraseña común.',
  checkEmailTitle: 'Revisá tu correo',
  checkEmailText: 'Te enviamos un correo a {email} con los pasos para continuar.',
  checkEmailNext:
    'Ya podés ingresar con tu correo y tu contraseña. Para pedir reportes de crédito, primero confirmá tu correo con el enlace que te enviamos.',
  checkSpam: 'Si no lo ves en unos minutos, revisá la carpeta de spam.',
  verifyTitle: 'Confirmá tu correo',
  verifyText: 'Tocá el botón para confirmar tu correo electrónico.',
  verifyButton: 'Confirmar mi correo',
  verifiedTitle: 'Tu correo quedó confirmado',
  verifiedText: 'Listo: ya podés pedir reportes de crédito en Tirr.',
  continueToApp: 'Continuar en Tirr',
  linkInvalidTitle: 'El enlace no es válido',
  verifyLinkInvalid:
    'El enlace venció o ya se usó. Ingresá a Tirr y pedí uno nuevo con «Reenviar email de confirmación».',
  resetLinkInvalid: 'El enlace venció o ya se usó. Pedí uno nuevo desde «¿Olvidaste tu contraseña?».',
  forgotTitle: 'Recuperá tu contraseña',
  forgotText: 'Ingresá el correo de tu cuenta y te enviamos un enlace para elegir una nueva contraseña.',
  forgotButton: 'Enviar enlace',
  rememberedIt: '¿Te acordaste?',
  forgotSentText:
    'Si {email} tiene una cuenta en Tirr, te enviamos un enlace para elegir una nueva contraseña. Vence en 30 minutos.',
  resetTitle: 'Elegí una nueva contraseña',
  newPassword: 'Nueva contraseña',
  resetButton: 'Cambiar contraseña',
  resetDoneTitle: 'Cambiaste tu contraseña',
  resetDoneText: 'Ya podés ingresar con tu nueva contraseña. Cerramos las sesiones que estaban abiertas.',
  oops: 'Oops...',
  unexpected: 'Algo salió mal. Volvé a intentar en unos minutos.',
  demoHint:
    'Cuentas de demostración: free@tirr.demo, premium@tirr.demo, analista@tirr.demo, admin@tirr.demo, sysadmin@tirr.demo — contraseña tirr-demo-2026',
};

export type IdpTexts = typeof es;

const en: IdpTexts = {
  title: 'Sign in to Tirr',
  subtitle: 'Credit risk and capital markets',
  email: 'Email',
  password: 'Password',
  passwordRepeat: 'Repeat password',
  name: 'Full name',
  signIn: 'Sign in',
  createAccount: 'Create account',
  registerTitle: 'Create your account',
  haveAccount: 'Already have an account?',
  noAccount: "Don't have an account?",
  emailInvalid: 'Enter a valid email.',
  emailRequired: 'Email is required.',
  passwordRequired: 'Password is required.',
  passwordShort: 'The password must be at least 10 characters long.',
  passwordMismatch: 'The passwords do not match.',
  nameRequired: 'Name is required.',
  tooManyAttempts: 'Too many attempts. Wait a minute and try again.',
  sessionExpired: 'The sign-in expired. Go back to the application to start again.',
  backToApp: 'Back to Tirr',
  logoutTitle: 'Sign out',
  logoutText: 'You are signing out of Tirr.',
  logoutButton: 'Sign out',
  loggedOut: 'You have signed out.',
  invalidCredentials: 'The email or the password is not correct.',
  forgotLink: 'Forgot your password?',
  showPassword: 'Show password',
  passwordCommon: 'That password is too common. Choose another one.',
  passwordLong: 'The password can have up to 1024 characters.',
  passwordHint: 'At least 10 characters. Do not use a common password.',
  checkEmailTitle: 'Check your email',
  checkEmailText: 'We sent an email to {email} with the next steps.',
  checkEmailNext:
    'You can already sign in with your email and password. To request credit reports, first confirm your email with the link we sent you.',
  checkSpam: 'If you do not see it in a few minutes, check your spam folder.',
  verifyTitle: 'Confirm your email',
  verifyText: 'Press the button to confirm your email address.',
  verifyButton: 'Confirm my email',
  verifiedTitle: 'Your email is confirmed',
  verifiedText: 'Done: you can now request credit reports on Tirr.',
  continueToApp: 'Continue to Tirr',
  linkInvalidTitle: 'The link is not valid',
  verifyLinkInvalid:
    'The link expired or was already used. Sign in to Tirr and ask for a new one with “Resend confirmation email”.',
  resetLinkInvalid: 'The link expired or was already used. Ask for a new one from “Forgot your password?”.',
  forgotTitle: 'Recover your password',
  forgotText: 'Enter your account email and we will send you a link to choose a new password.',
  forgotButton: 'Send link',
  rememberedIt: 'Remembered it?',
  forgotSentText:
    'If {email} has a Tirr account, we sent it a link to choose a new password. It expires in 30 minutes.',
  resetTitle: 'Choose a new password',
  newPassword: 'New password',
  resetButton: 'Change password',
  resetDoneTitle: 'Your password was changed',
  resetDoneText: 'You can now sign in with your new password. We closed the sessions that were open.',
  oops: 'Oops...',
  unexpected: 'Something went wrong. Try again in a few minutes.',
  demoHint:
    'Demo accounts: free@tirr.demo, premium@tirr.demo, analista@tirr.demo, admin@tirr.demo, sysadmin@tirr.demo — password tirr-demo-2026',
};

export const IDP_TEXTS = { es, en } as const;
export type IdpLanguage = keyof typeof IDP_TEXTS;

/** Picks the language from `ui_locales` (space separated, first supported wins); Spanish by default. */
export function languageOf(uiLocales: unknown): IdpLanguage {
  if (typeof uiLocales !== 'string') return 'es';
  for (const tag of uiLocales.split(/\s+/)) {
    const base = tag.toLowerCase().split('-')[0];
    if (base === 'es' || base === 'en') return base;
  }
  return 'es';
}
