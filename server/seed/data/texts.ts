/** Spanish texts for the seeded records: notes, requests, rejections, log entries and banners. */

/** Instructions for the crew: any service may carry one. */
export const ticketInstructions = [
  'Acceso por la puerta trasera del edificio.',
  'Contenedor situado junto al muelle de carga.',
  'Avisar al responsable de mantenimiento antes de la recogida.',
  'Horario de recogida de 8:00 a 11:00.',
];

/** What the crew reported: only services already done. */
export const ticketReports = [
  'Recogida realizada con retraso por obras en la vía de acceso.',
  'El cliente solicita cambiar el contenedor por uno de mayor capacidad.',
  'Contenedor con tapa dañada; se sustituirá en la próxima visita.',
  'Se deja contenedor vacío de sustitución.',
  'Residuo mal segregado; se ha informado al encargado.',
  'Recogida adelantada a petición del cliente.',
];

export const weighingNotes = [
  'Pesaje repetido por lectura inestable de la báscula.',
  'Carga con exceso de humedad.',
  'Entrada fuera de horario autorizada por el jefe de planta.',
  'Se detectan impropios en la carga; se informa al cliente.',
];

export const proformaConcepts = [
  { concepto: 'Alquiler de contenedor de 30 m³ para obra (3 meses)', importe: [390, 900] },
  { concepto: 'Servicio extraordinario de recogida de residuos peligrosos', importe: [180, 650] },
  { concepto: 'Retirada de tubos fluorescentes y luminarias', importe: [90, 320] },
  { concepto: 'Destrucción confidencial de documentación con certificado', importe: [120, 480] },
  { concepto: 'Limpieza de separador de hidrocarburos y gestión de lodos', importe: [450, 1200] },
  { concepto: 'Suministro de contenedores homologados para residuos sanitarios', importe: [60, 240] },
  { concepto: 'Vaciado de almacén de residuos peligrosos', importe: [600, 2200] },
  { concepto: 'Recogida de aceite usado en evento temporal', importe: [40, 160] },
] as const;

export const rejectionReasons = [
  'El importe no coincide con la tarifa pactada para este año.',
  'El servicio no fue solicitado por el centro.',
  'Falta el número de pedido de compras.',
  'La cantidad facturada es superior a la recogida.',
  'Se solicita desglosar el transporte del tratamiento.',
];

export const incidenceTopics = [
  {
    asunto: 'Contenedor no recogido',
    descripcion: 'El camión no pasó en la fecha programada y el contenedor sigue lleno.',
  },
  {
    asunto: 'Contenedor dañado',
    descripcion: 'El contenedor tiene la tapa rota y no cierra; solicitamos su sustitución.',
  },
  {
    asunto: 'Error en la factura',
    descripcion: 'La factura incluye un servicio que no se prestó en este centro.',
  },
  {
    asunto: 'Retraso en la recogida',
    descripcion: 'La recogida se hizo con más de dos horas de retraso sobre la franja acordada.',
  },
  {
    asunto: 'Falta documentación del traslado',
    descripcion: 'No hemos recibido el DI del último traslado de residuos peligrosos.',
  },
  {
    asunto: 'Derrame durante la recogida',
    descripcion: 'Durante la maniobra de carga se produjo un pequeño derrame en el muelle.',
  },
  {
    asunto: 'Peso del ticket incorrecto',
    descripcion: 'El peso del ticket de báscula no corresponde con la carga retirada.',
  },
];

export const serviceRequestTexts = [
  'Necesitamos una recogida adicional antes del fin de semana por acumulación de residuos.',
  'Solicitamos un contenedor adicional durante la temporada alta.',
  'Queremos programar la retirada de residuos peligrosos acumulados en el almacén.',
  'Solicitamos aumentar la frecuencia de recogida a dos veces por semana.',
  'Necesitamos retirar material de una reforma en el centro.',
  'Rogamos recogida de bidones de aceite llenos tras el cierre de temporada.',
];

export const proposalTexts = [
  'Nos interesa un presupuesto para la gestión integral de los residuos de un nuevo centro.',
  'Querríamos conocer las condiciones del servicio de destrucción confidencial.',
  'Solicitamos oferta para la recogida periódica de aceite usado en nuestras cocinas.',
  'Necesitamos presupuesto para el alquiler de compactadores de cartón.',
  'Nos gustaría recibir información sobre el servicio de recogida de residuos peligrosos.',
  'Buscamos un gestor autorizado para los residuos de una obra de seis meses.',
];

export const contactNotes = [
  'Preferible contactar por la mañana.',
  'Responsable de firmar los DI.',
  'Recibe las facturas por correo electrónico.',
  'Contacto para urgencias fuera de horario.',
];

export const errorNotifications = [
  'Error al sincronizar las facturas con el ERP: tiempo de espera agotado tras 30 s.',
  'Fallo en la importación de tickets de báscula de la planta de Dos Hermanas.',
  'No se ha podido generar el PDF de un albarán: plantilla no encontrada.',
  'Error al enviar el resumen semanal de servicios: el servidor de correo rechazó el mensaje.',
  'La carga nocturna de posiciones GPS de los camiones terminó con errores.',
  'Certificados de regeneración pendientes de firma digital desde hace más de 7 días.',
];

export const adminActions = [
  {
    nivel: 'info',
    accion: 'Actualización de permisos de usuario',
    detalle: 'Permisos actualizados para {user}.',
  },
  { nivel: 'info', accion: 'Alta de usuario', detalle: 'Usuario {user} dado de alta en el portal.' },
  { nivel: 'info', accion: 'Modificación del banner de inicio', detalle: 'Banner de inicio actualizado.' },
  {
    nivel: 'info',
    accion: 'Modificación de la configuración de KPI',
    detalle: 'KPI de inicio de {client} actualizados.',
  },
  {
    nivel: 'info',
    accion: 'Actualización de dirección de servicio',
    detalle: 'Dirección de servicio de {client} reasignada.',
  },
  {
    nivel: 'info',
    accion: 'Modificación del menú de cliente',
    detalle: 'Menú superior de {client} actualizado.',
  },
  {
    nivel: 'warning',
    accion: 'Intento de acceso a cliente no permitido',
    detalle: '{user} intentó abrir {client}.',
  },
  {
    nivel: 'warning',
    accion: 'Sincronización parcial de tickets de báscula',
    detalle: '3 tickets pendientes de revisión.',
  },
  {
    nivel: 'error',
    accion: 'Error en la sincronización con el ERP',
    detalle: 'Tiempo de espera agotado al consultar facturas.',
  },
  {
    nivel: 'error',
    accion: 'Error al enviar correo',
    detalle: 'SMTP 451: servicio no disponible temporalmente.',
  },
] as const;

export const homeBanners = [
  {
    description:
      'Nuevo servicio de recogida de aceite usado con certificado de regeneración. Solicítelo desde Acciones.',
    link: null,
    // It invites to request a service from Acciones: only who may raise one there is told to.
    soloSolicitantes: true,
  },
  {
    description:
      'Consulte sus obligaciones como productor de residuos según la Ley 7/2022 de residuos y suelos contaminados.',
    link: 'https://www.boe.es/buscar/act.php?id=BOE-A-2022-5809',
  },
];

export const ticketBanners = [
  {
    description: 'Las recogidas del 24 y el 31 de diciembre se adelantarán al día laborable anterior.',
    link: null,
  },
  {
    description:
      'Ya puede descargar albaranes, DI y tickets de peso en PDF desde el detalle de cada servicio.',
    link: null,
  },
];
