/**
 * Every screen's route, by name: the paths users bookmark and the clients' menu configuration keys
 * (src/language/access.ts reads `path` less its slash) stay exactly as they are, whether
 * screens.config.ts writes a path or leaves it to the screen's name.
 */
import { describe, expect, it } from 'vitest';
import { screens } from '../../screens.config';
import { defineScreens, page, publicPage } from '../../src/language';

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

  it('default to the name in kebab case, a written path winning', () => {
    const defined = defineScreens({
      usageStatistics: { title: 'A', audience: ['admin'], body: page('clientPreview') },
      legalNotice: {
        path: '/aviso-legal',
        title: 'B',
        audience: ['public'],
        body: publicPage('legalNotice'),
      },
    });
    expect(defined.usageStatistics.path).toBe('/usage-statistics');
    expect(defined.legalNotice.path).toBe('/aviso-legal');
  });

  it('refuse a written path that another screen takes by its name', () => {
    const body = publicPage('legalNotice');
    expect(() =>
      defineScreens({
        legalNotice: { title: 'A', audience: ['public'], body },
        aviso: { path: '/legal-notice', title: 'B', audience: ['public'], body },
      }),
    ).toThrow(/"aviso" and "legalNotice" use the same path \/legal-notice/);
  });
});
