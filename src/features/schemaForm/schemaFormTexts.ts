/**
 * The Spanish texts of the forms generated from the contract's schemas, kept with their code: the
 * shared ones (src/lib/texts.ts) load with the portal's first screen, these only with the screens
 * that show them.
 */
export const schemaFormTexts = {
  loading: 'Cargando…',
  loadFailed: 'No se ha podido cargar el formulario.',
  nothingFound: 'Sin resultados',
  saveFailed: 'No se ha podido guardar',
  invalid: 'Revise los campos marcados.',
  cancel: 'Cancelar',
  confirm: 'Confirmar',
  /** The ordered multi-choice (keys of a configuration, entries of a menu, in the order shown). */
  ordered: {
    empty: 'Ninguno elegido.',
    add: 'Añadir',
    addPlaceholder: 'Elija uno para añadirlo al final',
    allChosen: 'Están todos elegidos.',
    hint: 'Arrastre un elemento, o con el foco en su asa use las flechas arriba y abajo, para cambiar el orden.',
    move: (label: string) => `Mover ${label}`,
    up: (label: string) => `Subir ${label}`,
    down: (label: string) => `Bajar ${label}`,
    remove: (label: string) => `Quitar ${label}`,
    moved: (label: string, position: number, total: number) => `${label}: posición ${position} de ${total}.`,
    added: (label: string) => `${label} añadido al final.`,
    removed: (label: string) => `${label} quitado.`,
  },
  /** Loading the chosen record's current values into an edit form. */
  current: {
    loading: 'Cargando los valores actuales…',
    loaded: 'Se muestran los valores actuales; al guardar se sustituyen.',
    none: 'Aún no tiene valores guardados: se usan los valores por defecto.',
    failed: 'No se han podido cargar los valores actuales.',
  },
  /** What a save changed, said after saving. */
  changes: {
    none: 'Sin cambios.',
    added: (items: string) => `Añadido: ${items}.`,
    removed: (items: string) => `Quitado: ${items}.`,
    reordered: (items: string) => `Nuevo orden: ${items}.`,
    changed: (field: string, value: string) => `${field}: ${value}.`,
  },
};
