/** The rjsf uiSchema of a form spec: Spanish labels, help, widgets and field order from the config. */
import type { UiSchema } from '@rjsf/utils';
import type { FormSpec, SchemaFormFieldUi } from '../../screens/define';

export function uiSchemaOf(spec: FormSpec): UiSchema {
  const ui: UiSchema = {
    'ui:submitButtonOptions': { submitText: spec.submitLabel },
    // A multi-select keeps the order its values were picked in (a client menu is an ordered list):
    // with rjsf's default 'indexed' format the pills show, and the next pick re-emits, the enum's order.
    'ui:globalOptions': { optionValueFormat: 'realValue' },
    ...(spec.order ? { 'ui:order': [...spec.order, '*'] } : {}),
  };
  const fields = (spec.ui ?? {}) as Record<string, SchemaFormFieldUi | undefined>;
  for (const [field, options] of Object.entries(fields)) {
    if (!options) continue;
    ui[field] = {
      ...(options.label ? { 'ui:title': options.label } : {}),
      ...(options.help ? { 'ui:help': options.help } : {}),
      ...(options.widget ? { 'ui:widget': options.widget } : {}),
    };
  }
  return ui;
}
