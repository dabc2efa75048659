// Clean: another module through its face, the module's own files, and lib/.
import { AppError } from '../../lib/app-error.ts';
import { balanceOf } from '../account/index.ts';
import { cartItems } from './tables.ts';

export const parts = [AppError, balanceOf, cartItems];
