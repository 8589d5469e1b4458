/**
 * The contract's rows of the three kinds of request (SolicitudIncidencia, SolicitudServicio,
 * PropuestaComercial), as the users' request screens and the administration's lists read them.
 */
import { comercialProposals, incidenceRequests, serviceRequests } from '../db/schema';

export const incidenceSelection = {
  id: incidenceRequests.id,
  fecha: incidenceRequests.fecha,
  estado: incidenceRequests.estado,
  clientName: incidenceRequests.clientName,
  center: incidenceRequests.center,
  referencia: incidenceRequests.referencia,
  asunto: incidenceRequests.asunto,
  descripcion: incidenceRequests.descripcion,
  prioridad: incidenceRequests.prioridad,
  solicitante: incidenceRequests.solicitante,
};

export const serviceRequestSelection = {
  id: serviceRequests.id,
  fecha: serviceRequests.fecha,
  estado: serviceRequests.estado,
  clientName: serviceRequests.clientName,
  center: serviceRequests.center,
  iddireccionservicio: serviceRequests.iddireccionservicio,
  tipoServicio: serviceRequests.tipoServicio,
  residuo: serviceRequests.residuo,
  fechaDeseada: serviceRequests.fechaDeseada,
  cantidad: serviceRequests.cantidad,
  unidad: serviceRequests.unidad,
  descripcion: serviceRequests.descripcion,
  solicitante: serviceRequests.solicitante,
};

export const proposalSelection = {
  id: comercialProposals.id,
  fecha: comercialProposals.fecha,
  estado: comercialProposals.estado,
  clientName: comercialProposals.clientName,
  center: comercialProposals.center,
  empresa: comercialProposals.empresa,
  cif: comercialProposals.cif,
  contacto: comercialProposals.contacto,
  email: comercialProposals.email,
  telefono: comercialProposals.telefono,
  provincia: comercialProposals.provincia,
  tipoResiduo: comercialProposals.tipoResiduo,
  descripcion: comercialProposals.descripcion,
  externa: comercialProposals.externa,
  notasInternas: comercialProposals.notasInternas,
};
