/**
 * SEAM-1: the face of the prompts module (prompts (a customer asks the shop to find a skin) and the operator's answers; fulfilling one with a skin is a flow, flows/fulfil-prompt.ts).
 * Other modules import this file only, never its tables, routes or other files (docs/modules.md).
 */
export { ordersOfPrompts, promptsOfOrders } from './service.ts';
export { countPrompts } from './operator.ts';
export { auditPromptAnswer, openPrompt, operatorPromptOf } from './operator.ts';
export { itemMatchesRequest, requestedSkin } from './item-match.ts';
export { movePrompt } from './machine.ts';
export { notifyPrompt } from './service.ts';
