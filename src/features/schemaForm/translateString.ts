/**
 * rjsf's own interface strings (array buttons, empty lists, yes/no) in Spanish; any string not
 * listed falls back to rjsf's English with its placeholders filled.
 */
import { englishStringTranslator, TranslatableString } from '@rjsf/utils';

const spanish: Partial<Record<TranslatableString, string>> = {
  [TranslatableString.ArrayItemTitle]: 'Elemento',
  [TranslatableString.EmptyArray]: 'Sin elementos. Use el botón de abajo para añadir.',
  [TranslatableString.YesLabel]: 'Sí',
  [TranslatableString.NoLabel]: 'No',
  [TranslatableString.CloseLabel]: 'Cerrar',
  [TranslatableString.ErrorsLabel]: 'Errores',
  [TranslatableString.AddButton]: 'Añadir',
  [TranslatableString.AddItemButton]: 'Añadir elemento',
  [TranslatableString.CopyButton]: 'Copiar',
  [TranslatableString.MoveDownButton]: 'Bajar',
  [TranslatableString.MoveUpButton]: 'Subir',
  [TranslatableString.RemoveButton]: 'Quitar',
  [TranslatableString.NowLabel]: 'Ahora',
  [TranslatableString.ClearLabel]: 'Borrar',
  [TranslatableString.AriaDateLabel]: 'Elija una fecha',
  [TranslatableString.DecrementAriaLabel]: 'Restar 1',
  [TranslatableString.IncrementAriaLabel]: 'Sumar 1',
  [TranslatableString.ClearButton]: 'Vaciar el campo',
};

export function translateString(key: TranslatableString, params?: string[]): string {
  const text = spanish[key];
  return text ?? englishStringTranslator(key, params);
}
