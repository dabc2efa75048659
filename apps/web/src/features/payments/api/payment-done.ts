import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';

/**
 * PAY-WEB-7 (spec §4): a paid purchase changed the balance, the cart and the order history; a paid
 * top-up the balance and the payment history. The success page calls this once: what changed is
 * asked again when next shown.
 */
export function useRefreshAfterPayment(topup: boolean) {
  const client = useQueryClient();
  useEffect(() => {
    void client.invalidateQueries({ queryKey: ['profile'] });
    void client.invalidateQueries({ queryKey: topup ? ['statement'] : ['cart'] });
    void client.invalidateQueries({ queryKey: topup ? ['deposit-history'] : ['purchase-history'] });
  }, [client, topup]);
}
