/** 'Aviso legal': the provider's identity (LSSI-CE art. 10) and the portal's terms of use. */
import type { CompanyIdentity } from '../company';
import { contactFacts, type LegalDocument } from './document';

export function legalNotice(company: CompanyIdentity): LegalDocument {
  return {
    updated: 'enero de 2024',
    sections: [
      {
        heading: '1. Titular del portal',
        paragraphs: [
          'En cumplimiento del artículo 10 de la Ley 34/2002, de 11 de julio, de Servicios de la Sociedad de ' +
            'la Información y de Comercio Electrónico (LSSI-CE), estos son los datos del titular y responsable ' +
            'de Portal Clientes:',
        ],
        facts: [
          { label: 'Denominación social', value: company.name },
          { label: 'NIF', value: company.nif },
          { label: 'Domicilio social', value: company.address },
          { label: 'Datos registrales', value: company.registry },
          ...contactFacts(company),
        ],
      },
      {
        heading: '2. Objeto y condiciones de uso',
        paragraphs: [
          'El portal permite a los clientes consultar sus servicios de recogida, documentos, facturas, ' +
            'informes y contactos, y presentar solicitudes; a cualquier empresa, pedir una propuesta ' +
            'comercial. El acceso a las áreas privadas requiere credenciales personales, que el usuario se ' +
            'compromete a custodiar y a no ceder a terceros.',
          'El usuario se obliga a hacer un uso lícito del portal, conforme a este aviso legal, a la buena fe ' +
            'y al orden público, y a no emplearlo para fines que puedan dañar los sistemas o los datos del ' +
            'titular o de terceros.',
        ],
      },
      {
        heading: '3. Carácter de la información',
        paragraphs: [
          'Los datos publicados en el portal se recogen de forma automática de los sistemas de gestión del ' +
            'titular. Tienen carácter meramente informativo y no son vinculantes: en caso de discrepancia ' +
            'prevalecen los documentos oficiales (facturas, albaranes, documentos de identificación y ' +
            'certificados) emitidos por el titular.',
        ],
      },
      {
        heading: '4. Protección de datos',
        paragraphs: [
          'El tratamiento de los datos personales de usuarios y solicitantes se describe en la política de ' +
            'privacidad y cookies del portal.',
        ],
      },
      {
        heading: '5. Propiedad intelectual e industrial',
        paragraphs: [
          'Los contenidos, diseños, marcas, logotipos y el código del portal pertenecen al titular o a sus ' +
            'licenciantes. Queda prohibida su reproducción, distribución o transformación sin autorización ' +
            'expresa, salvo la descarga de los documentos propios del cliente para su uso interno.',
        ],
      },
      {
        heading: '6. Responsabilidad',
        paragraphs: [
          'El titular procura la disponibilidad y la exactitud del portal, pero no garantiza la ausencia de ' +
            'interrupciones o errores, ni responde de los daños derivados de un uso indebido, de fallos de las ' +
            'redes de telecomunicaciones o de causas ajenas a su control.',
        ],
      },
      {
        heading: '7. Legislación aplicable y jurisdicción',
        paragraphs: [
          'Este aviso legal se rige por la legislación española. Para cualquier controversia, las partes se ' +
            'someten a los juzgados y tribunales que correspondan conforme a la normativa aplicable.',
        ],
      },
    ],
  };
}
