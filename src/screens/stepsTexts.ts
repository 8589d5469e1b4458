/**
 * The Spanish texts of a guided sequence over one record (StepsScreen.tsx): onboarding a client,
 * kept with their code: the shared ones (src/lib/texts.ts) load with the portal's first screen,
 * these only with the screens that show them.
 */
export const stepsTexts = {
  done: 'Hecho',
  left: 'Pendiente',
  review: 'Para terminar',
  step: (n: number, of: number) => `Paso ${n} de ${of}`,
  subject: (name: string, done: number, of: number) => `${name}: ${done} de ${of} pasos hechos.`,
  previous: 'Anterior',
  next: 'Siguiente',
  created: 'Creado',
  resume: (noun: string) => `O continúe con un ${noun} que ya existe`,
  existing: (noun: string) => `${noun[0]?.toUpperCase() ?? ''}${noun.slice(1)}`,
  continue: 'Continuar',
  leftTitle: 'Quedan pasos sin hacer',
  allDone: 'Todo hecho',
  allDoneText: 'Revise abajo lo que verán los usuarios del cliente.',
};
