/**
 * The create, edit and delete parts worded from a record's noun (src/language/crud.ts), and the tab
 * ids taken from their labels (src/language/layout.ts).
 */
import { describe, expect, it } from 'vitest';
import * as admin from '../../src/api/generated/admin/admin';
import * as requests from '../../src/api/generated/requests/requests';
import { contactForm, incidenceForm } from '../../src/config/clientForms';
import { defineSections, defineTabs, page, record } from '../../src/language';

describe('record', () => {
  const cliente = record('cliente');
  const propuesta = record('propuesta', 'f');

  it('words a masculine noun’s create, edit and delete', () => {
    const create = cliente.create(admin.adminCreateClient);
    expect([create.label, create.form.submitLabel, create.form.done]).toEqual([
      'Nuevo cliente',
      'Crear cliente',
      'Cliente creado.',
    ]);
    const edit = cliente.edit(admin.adminUpdateClient, 'clientId');
    expect([edit.label, edit.form.submitLabel, edit.form.done]).toEqual([
      'Modificar',
      'Guardar cliente',
      'Cliente modificado.',
    ]);
    const remove = cliente.delete(admin.adminDeleteClient, {
      rowKey: 'clientId',
      consequences: 'con sus centros, direcciones de servicio y permisos',
    });
    expect(remove).toMatchObject({
      label: 'Eliminar',
      tone: 'danger',
      param: 'clientId',
      rowKey: 'clientId',
      confirm: '¿Eliminar el cliente con sus centros, direcciones de servicio y permisos?',
      done: 'Cliente eliminado.',
    });
  });

  it('agrees with a feminine noun', () => {
    const create = propuesta.create(requests.externalComercialProposalUpdate);
    expect([create.label, create.form.done]).toEqual(['Nueva propuesta', 'Propuesta creada.']);
    expect(propuesta.edit(requests.externalComercialProposalUpdate, 'id').form.done).toBe(
      'Propuesta modificada.',
    );
    const remove = propuesta.delete(requests.deleteComercialProposalExternal, { rowKey: 'id' });
    expect([remove.confirm, remove.done]).toEqual(['¿Eliminar la propuesta?', 'Propuesta eliminada.']);
    const added = record('dirección', 'f').add(admin.adminClientNif);
    expect([added.label, added.form.done]).toEqual(['Añadir dirección', 'Dirección añadida.']);
  });

  it('puts a note after the question, and keeps an acronym as it is', () => {
    const remove = record('centro').delete(admin.adminDeleteCenter, {
      rowKey: 'centerId',
      note: 'Debe estar vacío.',
    });
    expect(remove.confirm).toBe('¿Eliminar el centro? Debe estar vacío.');
    const nif = record('NIF');
    const add = nif.add(admin.adminClientNif);
    expect([add.label, add.form.submitLabel, add.form.done]).toEqual([
      'Añadir NIF',
      'Añadir NIF',
      'NIF añadido.',
    ]);
    const remove2 = nif.delete(admin.adminDeleteClientNif, { param: 'id', rowKey: 'idNif' });
    expect([remove2.param, remove2.rowKey, remove2.confirm]).toEqual(['id', 'idNif', '¿Eliminar el NIF?']);
  });

  it('names a typed form’s button and words a delete that leaves its key to the grid', () => {
    const incidencia = record('incidencia', 'f');
    const create = incidencia.createWith(incidenceForm, { gate: 'raiseIncidence' });
    expect(create).toEqual({ label: 'Nueva incidencia', form: incidenceForm, gate: 'raiseIncidence' });
    expect(record('contacto').createWith(contactForm)).toEqual({
      label: 'Nuevo contacto',
      form: contactForm,
    });
    const remove = incidencia.delete(requests.deleteIncidenceRequest, { note: 'No se puede deshacer.' });
    expect(remove).toMatchObject({
      confirm: '¿Eliminar la incidencia? No se puede deshacer.',
      done: 'Incidencia eliminada.',
    });
    // The grid fills both (src/features/grid/gridDefaults.ts keyedAction).
    expect([remove.rowKey, remove.param]).toEqual([undefined, undefined]);
  });

  it('hides the edited row’s key unless the screen says otherwise', () => {
    expect(cliente.edit(admin.adminUpdateClient, 'clientId').form.fields).toEqual({
      clientId: { widget: 'hidden' },
    });
    const moved = record('dirección de servicio', 'f').edit(
      admin.adminUpdateServiceDirections,
      'iddireccionservicio',
      {
        label: 'Cambiar de centro',
        fields: { centerId: { label: 'Centro' } },
      },
    );
    expect(moved.label).toBe('Cambiar de centro');
    expect(moved.form.fields).toEqual({
      iddireccionservicio: { widget: 'hidden' },
      centerId: { label: 'Centro' },
    });
  });

  it('gives one form to the create and the edit of a saving operation', () => {
    const { create, edit } = record('tipo de servicio').saves(admin.adminSaveTypeOfService, 'id');
    expect([create.label, edit.label]).toEqual(['Nuevo tipo de servicio', 'Modificar']);
    expect(create.form).toBe(edit.form);
    expect([create.form.submitLabel, create.form.done, create.form.fields]).toEqual([
      'Guardar tipo de servicio',
      'Tipo de servicio guardado.',
      { id: { widget: 'hidden' } },
    ]);
  });
});

describe('defineTabs', () => {
  it('gives a tab without id the slug of its label, and keeps a written id', () => {
    const body = page('clientPreview');
    const spec = defineTabs([
      { label: 'Menús', body },
      { label: 'Configuración de cliente', body },
      { id: 'direcciones', label: 'Direcciones de servicio', body },
    ]);
    expect(spec.tabs.map((tab) => tab.id)).toEqual(['menus', 'configuracion-de-cliente', 'direcciones']);
  });
});

describe('defineSections', () => {
  it('keeps the sections in the order their headings are written', () => {
    const body = page('clientPreview');
    const spec = defineSections({ 'Nuevo centro': body, Árbol: body, 'Altas de clientes': body });
    expect(spec.sections.map((section) => section.label)).toEqual([
      'Nuevo centro',
      'Árbol',
      'Altas de clientes',
    ]);
    expect(spec.sections[0]?.body).toBe(body);
  });
});
