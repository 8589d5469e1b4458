/**
 * Every screen's route, by name: the paths users bookmark and the clients' menu configuration keys
 * (src/language/access.ts reads `path` less its slash) stay exactly as they are, whether
 * screens.config.ts writes a path or leaves it to the screen's name.
 */
import { describe, expect, it } from 'vitest';
import { screens } from '../../screens.config';

describe('screen paths', () => {
  it('are the routes the portal has always had, by screen name', () => {
    const paths = Object.fromEntries(Object.entries(screens).map(([name, screen]) => [name, screen.path]));
    expect(paths).toEqual({
      home: '/',
      services: '/services',
      servicesRegenera: '/services-regenera',
      contacts: '/contacts',
      reports: '/reports',
      reportsRegenera: '/reports-regenera',
      files: '/files',
      actions: '/actions',
      traceability: '/traceability',
      geolocation: '/geolocation',
      adminDashboard: '/administration/admin-dashboard',
      digitalizedServices: '/digitalized/dservices',
      digitalizedFiles: '/digitalized/dfiles',
      filesSearchResults: '/files-search-results',
      legalNotice: '/legal-notice',
      privacyPolicy: '/privacy-policy',
      externalRequests: '/external-requests',
    });
  });
});
