/** Spanish texts of the global search (docs/product-rules.md#global-search). */
import { formatNumber } from '../../lib/format';

export const searchTexts = {
  placeholder: 'Buscar...',
  inputLabel: 'Buscar en el portal',
  open: 'Abrir la búsqueda',
  close: 'Cerrar la búsqueda',
  results: 'Resultados de la búsqueda',
  filters: 'Filtrar resultados',
  chips: { contacts: 'contactos', services: 'servicios', files: 'documentos' },
  sections: { contacts: 'Contactos', services: 'Servicios', files: 'Documentación' },
  more: 'Ver más',
  showing: (shown: number, total: number) => `Mostrando ${formatNumber(shown)} de ${formatNumber(total)}`,
  searching: 'Buscando...',
  noResults: 'No hay resultados.',
  failed: 'No se ha podido completar la búsqueda.',
  retry: 'Reintentar',
  download: 'Descargar ',
  invoice: (numero: string) => `Factura ${numero}`,
} as const;
