// Deployment settings of this build, read before the portal starts. Empty: the local stack's
// defaults. A deployment replaces this file, with no rebuild, e.g.:
// window.portalConfig = {
//   VITE_API_BASE_URL: 'https://api.example.com',
//   VITE_B2C_AUTHORITY_BASE: 'https://tenant.b2clogin.com/tenant.onmicrosoft.com',
//   VITE_B2C_KNOWN_AUTHORITIES: 'tenant.b2clogin.com',
//   VITE_B2C_CLIENT_ID: '00000000-0000-0000-0000-000000000000',
//   VITE_API_SCOPE: 'https://tenant.onmicrosoft.com/api/access_as_user',
// };
window.portalConfig = {};
