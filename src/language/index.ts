/**
 * The config language of screens.config.ts: typed constructors that bind a screen to generated
 * fetchers, one module per kind of body. Everything here is data plus types (and the small runtime
 * kernel: callArgs, useCall); rendering lives in the features that own each kind.
 */
export * from './common';
export * from './crud';
export * from './documents';
export * from './files';
export * from './forms';
export * from './grid';
export * from './layout';
export * from './listLinks';
export * from './quickFilters';
export * from './reports';
export * from './screens';
