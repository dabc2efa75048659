export * from './errors.ts';
export * from './envelope.ts';
export * from './constants.ts';
export * from './money.ts';
export * from './common.ts';
export * from './i18n.ts';
export * from './content.ts';
export * from './messages-en.ts';
