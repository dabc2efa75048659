/**
 * SEAM-1: the face of the privacy module (a person's requests for their data (GDPR art. 15, 20) and the built files behind the mailed links).
 * Other modules import this file only, never its tables or other files (docs/modules.md). The gathering and the erasure span modules: flows/personal-data-*.ts.
 */
export { STALE_BUILD_MS, claimExports, erasePrivacyPersonalData, expireExports, latestExportOf, presentExport, requestExport, storeExport, takeExportFile } from './exports.ts';
