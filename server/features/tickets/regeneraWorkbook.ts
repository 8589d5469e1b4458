/** The Regenera services workbook: the services columns plus the pickup's (litres, net kg, truck, certificate). */
import type { XlsxColumn } from '../../lib/xlsx';
import type { regeneraSelection } from './regeneraRows';

type RegeneraRow = { [K in keyof typeof regeneraSelection]: unknown };

export const regeneraColumns: readonly XlsxColumn<RegeneraRow>[] = [
  { header: 'Referencia', key: 'referencia', width: 18 },
  { header: 'Estado', key: 'estado' },
  { header: 'Fecha', key: 'fecha', kind: 'date' },
  { header: 'Centro', key: 'centro', width: 28 },
  { header: 'Dirección de servicio', key: 'direccionServicio', width: 32 },
  { header: 'Tipo de servicio', key: 'tipoServicio', width: 30 },
  { header: 'Residuo', key: 'residuo', width: 30 },
  { header: 'Código LER', key: 'codigoLER' },
  { header: 'Litros recogidos', key: 'litrosRecogidos', kind: 'number' },
  { header: 'Kilos netos', key: 'kilosNetos', kind: 'number' },
  { header: 'Matrícula', key: 'matricula' },
  { header: 'Conductor', key: 'conductor', width: 26 },
  { header: 'Certificado', key: 'certificado', width: 24 },
  { header: 'Importe', key: 'importe', kind: 'currency' },
  { header: 'Nº factura', key: 'numeroFactura', width: 16 },
];
