import { useCallback, useState } from 'react';
import { useTranslation } from '../../../i18n';
import { useLocation, useNavigate } from 'react-router';
import type { ToastOptions } from 'react-toastify';
import { useChangeCart } from '../../cart/api/change-cart';
import { useCart } from '../../cart/api/get-cart';
import { ApiError } from '../../../api/client';
import { useSignedIn } from '../../../app/session-store';
import { toast } from '../../../ui/toast';

export type AddOutcome = 'added' | 'already' | 'unauthorized' | 'failed';

/** Toast options: the caller's autoClose, else the container's default. */
const toastOptions = (autoClose?: number): ToastOptions | undefined => (autoClose === undefined ? undefined : { autoClose });

/** Server answers about the item itself (sold, reserved, gone): their message says more than the fallback (spec §8). */
const ITEM_CODES = new Set(['CART_ITEM_SOLD', 'CART_ITEM_RESERVED', 'CART_ITEM_NOT_FOUND']);

/**
 * CART-30 (spec §4 Cart, §8): the add/remove toggle of a product. Not in the cart: add; in it:
 * remove; `busy` while the call runs. Add outcomes: success 'Item added to cart'; already there
 * (warning); a guest or a 401 (warning 'Please login to add items to cart', then sign-in with a
 * redirect back here); anything else an error. After add or remove the cart is refetched.
 * `autoClose` is 3000 ms on product cards (spec §9); the details page keeps the base 2500 ms.
 */
export function useCartToggle(productId: number, { autoClose }: { autoClose?: number } = {}) {
  const signedIn = useSignedIn();
  const cart = useCart();
  const change = useChangeCart();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const inCart = signedIn && (cart.data?.some((e) => e.item_id === productId) ?? false);

  const unauthorized = useCallback(() => {
    toast.warning(t('please_login_to_add_to_cart'), toastOptions(autoClose));
    navigate(`/auth?form=signin&redirect=${encodeURIComponent(`${pathname}${search}`)}`);
  }, [t, navigate, pathname, search, autoClose]);

  const add = useCallback(async (): Promise<AddOutcome> => {
    if (!signedIn) {
      unauthorized();
      return 'unauthorized';
    }
    setBusy(true);
    try {
      await change.add(productId);
      toast.success(t('item_added_to_cart'), toastOptions(autoClose));
      return 'added';
    } catch (err) {
      if (err instanceof ApiError && err.status === 401) {
        unauthorized();
        return 'unauthorized';
      }
      if (err instanceof ApiError && err.code === 'CART_ALREADY_IN_CART') {
        toast.warning(t('item_already_in_cart'), toastOptions(autoClose));
        return 'already';
      }
      toast.error(err instanceof ApiError && err.code && ITEM_CODES.has(err.code) ? err.message : t('failed_to_add_to_cart'), toastOptions(autoClose));
      return 'failed';
    } finally {
      setBusy(false);
    }
  }, [signedIn, unauthorized, productId, t, autoClose, change]);

  const remove = useCallback(async (): Promise<boolean> => {
    setBusy(true);
    try {
      await change.remove(productId);
      toast.success(t('item_removed_from_cart'), toastOptions(autoClose));
      return true;
    } catch {
      toast.error(t('failed_to_remove_from_cart'), toastOptions(autoClose));
      return false;
    } finally {
      setBusy(false);
    }
  }, [productId, t, autoClose, change]);

  const toggle = useCallback(() => void (inCart ? remove() : add()), [inCart, add, remove]);

  return { inCart, busy, add, remove, toggle };
}
