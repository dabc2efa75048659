/**
 * SEAM-1: the face of the prompts module (prompts (a customer asks the shop to find a skin) and the operator's answers).
 * Other modules import this file only, never its tables, routes or other files (docs/modules.md).
 */
export { ordersOfPrompts, promptsOfOrders } from './service.ts';
export { countPrompts } from './operator.ts';
