/**
 * The company that runs the portal, as its public pages name it: the provider's details the
 * LSSI-CE (art. 10) asks a website to show, and the controller's and data-protection officer's
 * contacts the RGPD (art. 13) asks a form that collects personal data to give. Read from the build's
 * settings (`VITE_COMPANY_*`, as Vite reads the other `VITE_*` ones: the environment or .env
 * files) when the public pages are made (src/features/publicPages/publicPageHtml.tsx); a setting left out keeps its
 * demo value. docs/operations.md lists them.
 */

export interface CompanyIdentity {
  /** Denominación social. */
  readonly name: string;
  readonly nif: string;
  /** Domicilio social, one line. */
  readonly address: string;
  /** Datos de inscripción en el Registro Mercantil. */
  readonly registry: string;
  readonly email: string;
  readonly phone: string;
  /** Contact of the data-protection officer (delegado de protección de datos). */
  readonly dpoEmail: string;
}

/** The demo company's identity: what the public pages say until a deployment sets its own. */
export const demoCompany: CompanyIdentity = {
  name: 'Gestión Medioambiental Demo, S.L.',
  nif: 'B00000000',
  address: 'Calle de la Demostración 1, 41001 Sevilla',
  registry: 'Registro Mercantil de Sevilla, tomo 0000, folio 1, hoja SE-000000, inscripción 1.ª',
  email: 'info@demo.es',
  phone: '900 000 000',
  dpoEmail: 'dpo@demo.es',
};

/** Each identity field's setting. */
const companySettings: Readonly<Record<keyof CompanyIdentity, string>> = {
  name: 'VITE_COMPANY_NAME',
  nif: 'VITE_COMPANY_NIF',
  address: 'VITE_COMPANY_ADDRESS',
  registry: 'VITE_COMPANY_REGISTRY',
  email: 'VITE_COMPANY_EMAIL',
  phone: 'VITE_COMPANY_PHONE',
  dpoEmail: 'VITE_COMPANY_DPO_EMAIL',
};

/** The identity the settings give, each field the demo's where its setting is missing or blank. */
export function companyIdentity(settings: Readonly<Record<string, string | undefined>>): CompanyIdentity {
  const fields = Object.entries(companySettings) as [keyof CompanyIdentity, string][];
  return Object.fromEntries(
    fields.map(([field, setting]) => [field, settings[setting]?.trim() || demoCompany[field]]),
  ) as unknown as CompanyIdentity;
}
