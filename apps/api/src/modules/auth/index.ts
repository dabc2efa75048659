/**
 * SEAM-1: the face of the auth module (the ways in: register, sign-in, Steam, password reset, email verification; it owns no table and uses account's face).
 * Other modules import this file only, never its tables, routes or other files (docs/modules.md).
 */
export { describeDevice } from './device.ts';
