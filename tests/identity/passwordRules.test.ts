/** The rules a new password must meet, answered in Spanish. */
import { describe, expect, it } from 'vitest';
import { newPasswordProblem } from '../../server/identity/passwordRules';

describe('newPasswordProblem', () => {
  it.each([
    ['Clave2026', undefined],
    ['contraseña9', undefined],
    ['Ab1', 'La contraseña debe tener entre 8 y 64 caracteres.'],
    [`A1${'x'.repeat(63)}`, 'La contraseña debe tener entre 8 y 64 caracteres.'],
    ['SoloLetras', 'La contraseña debe contener letras y números.'],
    ['12345678', 'La contraseña debe contener letras y números.'],
  ])('%s -> %s', (password, problem) => {
    expect(newPasswordProblem(password, password)).toBe(problem);
  });

  it('requires the confirmation to match', () => {
    expect(newPasswordProblem('Clave2026', 'Clave2027')).toBe('Las contraseñas no coinciden.');
  });
});
