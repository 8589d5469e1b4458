// @vitest-environment jsdom
/**
 * The home KPI cards say how each figure changed against the previous year in words, with an arrow
 * that follows the sign of the change; a negative amount says what it means. The KPI answer is
 * fixed here (the seed's figures move with the day), everything else is the real API.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { screens } from '../../screens.config';
import type { KpiPage } from '../../src/api/generated/model';
import HomeScreen from '../../src/features/home/HomeScreen';
import {
  claimsOf,
  interceptions,
  renderInShell,
  routeToTestApi,
  sessionFor,
  testApiPerFile,
} from '../support/apiHarness';

const api = testApiPerFile();

const home = screens.home.body;
if (home.kind !== 'home') throw new Error('/ is not the home body');

const answer: KpiPage = {
  items: [
    { clave: 'importeAnio', titulo: 'Importe del año', valor: -1234.5, unidad: '€', variacion: 25 },
    { clave: 'serviciosAnio', titulo: 'Servicios del año', valor: 40, unidad: 'servicios', variacion: -12.5 },
    { clave: 'co2Evitado', titulo: 'CO₂ evitado', valor: 300, unidad: 'kg CO₂', variacion: 0 },
    { clave: 'kilosAnio', titulo: 'Kilos gestionados', valor: 10, unidad: 'kg', variacion: null },
  ],
  total: 4,
};

describe('KPI trend', { timeout: 60_000 }, () => {
  it('arrow and words follow the sign; a negative amount is explained', async () => {
    routeToTestApi(api, 'regenera@demo.es');
    interceptions.set('/homekpis', async () => Response.json(answer));
    renderInShell(<HomeScreen title="Inicio" spec={home} />, sessionFor(claimsOf('regenera@demo.es')));
    const card = async (title: string) => screen.findByRole('group', { name: title }, { timeout: 15_000 });

    const amount = await card('Importe del año');
    expect(amount).toHaveTextContent('Importe negativo: saldo a su favor');
    expect(amount.querySelector('[data-trend]')).toHaveAttribute('data-trend', 'up');
    expect(within(amount).getByText('25 % más que el año anterior')).toBeInTheDocument();

    const services = await card('Servicios del año');
    expect(services.querySelector('[data-trend]')).toHaveAttribute('data-trend', 'down');
    expect(within(services).getByText('12,5 % menos que el año anterior')).toBeInTheDocument();
    expect(services).not.toHaveTextContent('Importe negativo');

    const co2 = await card('CO₂ evitado');
    expect(co2.querySelector('[data-trend]')).toHaveAttribute('data-trend', 'same');
    expect(within(co2).getByText('Igual que el año anterior')).toBeInTheDocument();

    const kilos = await card('Kilos gestionados');
    await waitFor(() => expect(kilos).toHaveTextContent('Sin datos del año anterior'));
    expect(kilos.querySelector('[data-trend]')).toBeNull();
  });
});
