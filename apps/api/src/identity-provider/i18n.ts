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
  unknownEmail: 'No existe una cuenta con ese correo electrónico.',
  wrongPassword: 'La contraseña es incorrecta.',
  emailTaken: 'Ya existe una cuenta con ese correo electrónico.',
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
  oops: 'Oops...',
  demoHint:
    'Cuentas de demostración: free@tirr.demo, premium@tirr.demo, admin@tirr.demo, sysadmin@tirr.demo — contraseña tirr-demo-2026',
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
  unknownEmail: 'There is no account with that email.',
  wrongPassword: 'The password is incorrect.',
  emailTaken: 'An account with that email already exists.',
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
  oops: 'Oops...',
  demoHint:
    'Demo accounts: free@tirr.demo, premium@tirr.demo, admin@tirr.demo, sysadmin@tirr.demo — password tirr-demo-2026',
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
