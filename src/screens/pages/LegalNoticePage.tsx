/** 'Aviso legal': the portal's legal notice (public, opened in a new tab from the footer). */
import { DocumentPage, type DocumentSection } from './DocumentPage';

const sections: readonly DocumentSection[] = [
  {
    heading: '1. Titular del portal',
    paragraphs: [
      'En cumplimiento de la Ley 34/2002, de 11 de julio, de Servicios de la Sociedad de la Información y de ' +
        'Comercio Electrónico (LSSI-CE), se informa de que Portal Clientes es un servicio de la empresa de ' +
        'gestión de residuos y servicios medioambientales con la que usted o su empresa mantienen una ' +
        'relación contractual, que actúa como titular y responsable del portal.',
      'Puede dirigirse al titular a través de su gestor comercial o de los datos de contacto que figuran en su ' +
        'contrato de servicios.',
    ],
  },
  {
    heading: '2. Objeto y condiciones de uso',
    paragraphs: [
      'El portal permite a los clientes consultar sus servicios de recogida, documentos, facturas, informes y ' +
        'contactos, y presentar solicitudes. El acceso a las áreas privadas requiere credenciales personales, ' +
        'que el usuario se compromete a custodiar y a no ceder a terceros.',
      'El usuario se obliga a hacer un uso lícito del portal, conforme a este aviso legal, a la buena fe y al ' +
        'orden público, y a no emplearlo para fines que puedan dañar los sistemas o los datos del titular o de ' +
        'terceros.',
    ],
  },
  {
    heading: '3. Carácter de la información',
    paragraphs: [
      'Los datos publicados en el portal se recogen de forma automática de los sistemas de gestión del titular. ' +
        'Tienen carácter meramente informativo y no son vinculantes: en caso de discrepancia prevalecen los ' +
        'documentos oficiales (facturas, albaranes, documentos de identificación y certificados) emitidos por ' +
        'el titular.',
    ],
  },
  {
    heading: '4. Propiedad intelectual e industrial',
    paragraphs: [
      'Los contenidos, diseños, marcas, logotipos y el código del portal pertenecen al titular o a sus ' +
        'licenciantes. Queda prohibida su reproducción, distribución o transformación sin autorización expresa, ' +
        'salvo la descarga de los documentos propios del cliente para su uso interno.',
    ],
  },
  {
    heading: '5. Responsabilidad',
    paragraphs: [
      'El titular procura la disponibilidad y la exactitud del portal, pero no garantiza la ausencia de ' +
        'interrupciones o errores, ni responde de los daños derivados de un uso indebido, de fallos de las ' +
        'redes de telecomunicaciones o de causas ajenas a su control.',
    ],
  },
  {
    heading: '6. Legislación aplicable y jurisdicción',
    paragraphs: [
      'Este aviso legal se rige por la legislación española. Para cualquier controversia, las partes se someten ' +
        'a los juzgados y tribunales que correspondan conforme a la normativa aplicable.',
    ],
  },
];

export default function LegalNoticePage({ title }: { title: string }) {
  return <DocumentPage title={title} updated="Última actualización: enero de 2024." sections={sections} />;
}
