/**
 * Chip styles (docs/product-rules.md#service-status): service estados (programado yellow and the default,
 * facturado brown, ejecutado green), request estados (opened, inprocess, closed, indemand) and document kinds
 * (packinglist, invoice, debitnote, di), plus regenera traceability, pro-forma and invoice payment estados. Colours are
 * Mantine palette names or CSS colours; Mantine's autoContrast picks the text colour.
 */
export interface ChipStyle {
  readonly label: string;
  readonly color: string;
}

const brown = '#7a4a1e';
/** Mantine's green.9 gives white text 4.4:1; this one 6.2:1 (WCAG AA). */
const green = '#1f6f32';

const estadoStyles: Readonly<Record<string, ChipStyle>> = {
  programado: { label: 'Programado', color: 'yellow.4' },
  facturado: { label: 'Facturado', color: brown },
  ejecutado: { label: 'Ejecutado', color: green },
  opened: { label: 'Abierta', color: 'blue.8' },
  inprocess: { label: 'En proceso', color: 'orange.4' },
  closed: { label: 'Cerrada', color: 'gray.7' },
  indemand: { label: 'En demanda', color: 'grape.8' },
  packinglist: { label: 'Albarán', color: 'cyan.9' },
  invoice: { label: 'Factura', color: 'teal.9' },
  debitnote: { label: 'Nota de cargo', color: 'red.9' },
  di: { label: 'DI', color: 'indigo.8' },
  // Regenera traceability (recogido → enPlanta → certificado) and pro-forma estados.
  recogido: { label: 'Recogido', color: 'yellow.4' },
  enplanta: { label: 'En planta', color: 'blue.8' },
  certificado: { label: 'Certificado', color: green },
  pendiente: { label: 'Pendiente', color: 'yellow.4' },
  aceptada: { label: 'Aceptada', color: green },
  rechazada: { label: 'Rechazada', color: 'red.9' },
  // An invoice's payment (estadoPago): pendiente as above.
  pagada: { label: 'Pagada', color: green },
  vencida: { label: 'Vencida', color: 'red.9' },
};

/**
 * An unknown or empty estado shows as programado (docs/product-rules.md#service-status: yellow is also the
 * default).
 */
export function chipStyleOf(value: unknown): ChipStyle {
  const key = typeof value === 'string' ? value.toLowerCase() : '';
  return (
    estadoStyles[key] ?? {
      ...(estadoStyles.programado as ChipStyle),
      label: key ? String(value) : 'Programado',
    }
  );
}
