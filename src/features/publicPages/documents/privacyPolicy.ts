/**
 * 'Política de privacidad y cookies': what the RGPD (art. 13) requires to be told to whoever gives
 * personal data to the portal (its users, and visitors of the public proposal form): the controller
 * and the data-protection officer, purposes and legal bases, retention, recipients and transfers,
 * rights, and the storage the portal keeps in the browser.
 */
import type { CompanyIdentity } from '../company';
import { contactFacts, type LegalDocument } from './document';

export function privacyPolicy(company: CompanyIdentity): LegalDocument {
  return {
    updated: 'enero de 2024',
    sections: [
      {
        heading: '1. Responsable del tratamiento',
        facts: [
          { label: 'Responsable', value: company.name },
          { label: 'NIF', value: company.nif },
          { label: 'Dirección postal', value: company.address },
          ...contactFacts(company),
        ],
      },
      {
        heading: '2. Delegado de protección de datos',
        paragraphs: [
          'Puede dirigirse al delegado de protección de datos para cualquier cuestión sobre el tratamiento de ' +
            'sus datos personales:',
        ],
        facts: [
          { label: 'Correo electrónico', value: company.dpoEmail, href: `mailto:${company.dpoEmail}` },
          {
            label: 'Dirección postal',
            value: `Delegado de protección de datos, ${company.name}, ${company.address}`,
          },
        ],
      },
      {
        heading: '3. Datos que tratamos y finalidades',
        paragraphs: ['Tratamos los datos estrictamente necesarios para cada finalidad:'],
        items: [
          'Usuarios del portal: datos identificativos y de contacto (nombre, apellidos, empresa, correo ' +
            'electrónico), para gestionar su cuenta y su acceso.',
          'Contactos de los centros del cliente: nombre, cargo, teléfono y correo electrónico, para coordinar ' +
            'los servicios.',
          'Registros de uso del portal (páginas visitadas, descargas, exportaciones y envíos), para la ' +
            'seguridad del servicio y para elaborar estadísticas agregadas de uso.',
          'Solicitudes de propuesta comercial del formulario público: empresa, CIF, persona de contacto, ' +
            'correo electrónico, teléfono, provincia y lo que nos cuente de su necesidad, para responder a su ' +
            'solicitud y preparar la propuesta.',
        ],
      },
      {
        heading: '4. Legitimación',
        items: [
          'Usuarios y contactos: la ejecución del contrato de servicios suscrito con el cliente (artículo ' +
            '6.1.b del RGPD).',
          'Registros de uso: el interés legítimo del responsable en garantizar la seguridad del portal y ' +
            'mejorarlo (artículo 6.1.f del RGPD).',
          'Solicitudes de propuesta comercial: su consentimiento, que da al enviar el formulario, y la ' +
            'aplicación de medidas precontractuales a petición suya (artículo 6.1.a y 6.1.b del RGPD).',
        ],
        closing: [
          'Los datos marcados como obligatorios en los formularios son necesarios para atender la solicitud; ' +
            'sin ellos no podremos hacerlo. No tomamos decisiones automatizadas ni elaboramos perfiles con ' +
            'sus datos.',
        ],
      },
      {
        heading: '5. Conservación',
        paragraphs: [
          'Los datos de usuarios y contactos se conservan mientras dure la relación contractual y, después, ' +
            'durante los plazos legales de prescripción. Los de una solicitud de propuesta comercial, el ' +
            'tiempo necesario para atenderla; si no da lugar a un contrato, se suprimen en el plazo de un año.',
        ],
      },
      {
        heading: '6. Destinatarios y transferencias',
        paragraphs: [
          'No se ceden datos a terceros salvo obligación legal. Tienen acceso a ellos, como encargados del ' +
            'tratamiento, los proveedores que prestan servicios tecnológicos al responsable, con las garantías ' +
            'exigidas por el RGPD. No se realizan transferencias internacionales de datos fuera del Espacio ' +
            'Económico Europeo.',
        ],
      },
      {
        heading: '7. Derechos',
        paragraphs: [
          'Puede ejercer los derechos de acceso, rectificación, supresión, oposición, limitación del ' +
            'tratamiento y portabilidad, y retirar en cualquier momento el consentimiento que haya dado (sin ' +
            'que ello afecte a la licitud del tratamiento anterior), escribiendo al responsable o al delegado ' +
            'de protección de datos a las direcciones indicadas.',
          'Si considera que sus derechos no han sido atendidos, puede presentar una reclamación ante la ' +
            'Agencia Española de Protección de Datos (www.aepd.es).',
        ],
      },
      {
        heading: '8. Cookies',
        paragraphs: [
          'El portal utiliza únicamente almacenamiento técnico imprescindible para su funcionamiento: la ' +
            'sesión de inicio de sesión y el cliente seleccionado se guardan en el almacenamiento de sesión ' +
            'del navegador y se borran al cerrarlo. No se utilizan cookies publicitarias ni de análisis de ' +
            'terceros.',
          'Puede configurar su navegador para bloquear o eliminar este almacenamiento; en ese caso no podrá ' +
            'iniciar sesión en el portal.',
        ],
      },
    ],
  };
}
