/** 'Política de privacidad y cookies' (public, opened in a new tab from the footer). */
import { DocumentPage, type DocumentSection } from './DocumentPage';

const sections: readonly DocumentSection[] = [
  {
    heading: '1. Responsable del tratamiento',
    paragraphs: [
      'El responsable del tratamiento de los datos personales tratados en Portal Clientes es la empresa de ' +
        'gestión de residuos y servicios medioambientales titular del portal. Puede contactar con su delegado ' +
        'de protección de datos a través de su gestor comercial.',
    ],
  },
  {
    heading: '2. Datos que tratamos y finalidades',
    paragraphs: ['Tratamos los datos estrictamente necesarios para prestar el servicio del portal:'],
    items: [
      'Datos identificativos y de contacto de los usuarios (nombre, apellidos, empresa, correo electrónico), para ' +
        'gestionar su cuenta y su acceso.',
      'Datos de los contactos de los centros del cliente, para la coordinación de los servicios.',
      'Registros de uso del portal (páginas visitadas, descargas, exportaciones y envíos), para la seguridad del ' +
        'servicio y para elaborar estadísticas agregadas de uso.',
    ],
  },
  {
    heading: '3. Legitimación',
    paragraphs: [
      'La base jurídica del tratamiento es la ejecución del contrato de servicios suscrito con el cliente y el ' +
        'interés legítimo del responsable en garantizar la seguridad y mejorar el portal, de acuerdo con el ' +
        'Reglamento (UE) 2016/679 (RGPD) y la Ley Orgánica 3/2018 (LOPDGDD).',
    ],
  },
  {
    heading: '4. Conservación y destinatarios',
    paragraphs: [
      'Los datos se conservan mientras dure la relación contractual y, después, durante los plazos legales de ' +
        'prescripción. No se ceden a terceros salvo obligación legal o a los encargados del tratamiento que ' +
        'prestan servicios tecnológicos al responsable, con las garantías exigidas por el RGPD.',
    ],
  },
  {
    heading: '5. Derechos',
    paragraphs: [
      'Puede ejercer los derechos de acceso, rectificación, supresión, oposición, limitación del tratamiento y ' +
        'portabilidad dirigiéndose al responsable. Si considera que sus derechos no han sido atendidos, puede ' +
        'presentar una reclamación ante la Agencia Española de Protección de Datos (www.aepd.es).',
    ],
  },
  {
    heading: '6. Cookies',
    paragraphs: [
      'El portal utiliza únicamente almacenamiento técnico imprescindible para su funcionamiento: la sesión de ' +
        'inicio de sesión y el cliente seleccionado se guardan en el almacenamiento de sesión del navegador y se ' +
        'borran al cerrarlo. No se utilizan cookies publicitarias ni de análisis de terceros.',
      'Puede configurar su navegador para bloquear o eliminar este almacenamiento; en ese caso no podrá iniciar ' +
        'sesión en el portal.',
    ],
  },
];

export default function PrivacyPolicyPage({ title }: { title: string }) {
  return <DocumentPage title={title} updated="Última actualización: enero de 2024." sections={sections} />;
}
