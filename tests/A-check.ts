import { createTestApi } from '../server/testing/testApi';
const api = await createTestApi({ tickets: 300 });
const dirs = await api.call('digital@demo.es', 'GET', '/getServiceDirectionsDigitalized?client=' + encodeURIComponent('Construcciones Meseta S.A.'));
const ids = ((await dirs.json()) as any).items.map((d: any) => d.iddireccionservicio);
const r = await api.call('digital@demo.es', 'POST', '/homekpis?year=2026', { json: { idDireccionesServicio: ids } });
console.log(r.status, JSON.stringify(await r.json()).slice(0, 300));
await api.close();
