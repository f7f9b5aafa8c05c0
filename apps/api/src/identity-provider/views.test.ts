import { describe, expect, it } from 'vitest';
import { loginPage, registerPage } from './views';

const login = (passwordReset: boolean, lang: 'es' | 'en' = 'es') =>
  loginPage({ uid: 'u1', lang, showDemoHint: false, passwordReset });

describe("the provider's pages", () => {
  it("offer '¿Olvidaste tu contraseña?' only where the reset mail reaches someone", () => {
    expect(login(true)).toContain('href="/oidc/password/forgot">¿Olvidaste tu contraseña?</a>');
    expect(login(false)).not.toContain('/oidc/password/forgot');
    expect(login(true, 'en')).toContain('href="/oidc/password/forgot?ui_locales=en">Forgot your password?</a>');
  });

  it('give each password field a show-password button with a label and aria-pressed, in the page language', () => {
    expect(login(true)).toMatch(
      /<button type="button" class="reveal" aria-label="Mostrar contraseña" aria-pressed="false" aria-controls="password" hidden>/,
    );
    const register = registerPage({ uid: 'u1', lang: 'en' });
    expect(register.match(/aria-label="Show password"/g)).toHaveLength(2);
    expect(register).toContain('aria-controls="passwordRepeat"');
  });

  it("carry the app's favicon, logo and font", () => {
    const html = login(true);
    expect(html).toContain('<link rel="icon" type="image/svg+xml" href="/favicon.svg">');
    expect(html).toContain('<path d="M7 22l6-7 4 4 8-9"');
    expect(html).toContain("src:url(/oidc/assets/font/400) format('woff2')");
    expect(html).toContain('<script src="/oidc/assets/password.js"></script>');
  });
});
