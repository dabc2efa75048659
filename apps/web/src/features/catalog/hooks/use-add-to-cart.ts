import { TOAST_AUTO_CLOSE_MS } from '@skins/contract';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { toast } from 'react-toastify';
import { useSignedIn } from '../../../app/session-store';

/**
 * CAT-37 (spec §4 Cart, §8 Unauthorized add): a guest gets the warning 'Please login to add items
 * to cart' (3000 ms) and goes to sign-in with a redirect back to this page. The cart itself comes
 * with a later issue: until then a signed-in customer is taken to /cart.
 */
export function useAddToCart() {
  const signedIn = useSignedIn();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const { t } = useTranslation();
  return useCallback(() => {
    if (!signedIn) {
      toast.warning(t('please_login_to_add_to_cart'), { autoClose: TOAST_AUTO_CLOSE_MS.productCard });
      navigate(`/auth?form=signin&redirect=${encodeURIComponent(`${pathname}${search}`)}`);
      return;
    }
    navigate('/cart');
  }, [signedIn, navigate, pathname, search, t]);
}
