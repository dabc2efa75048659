import { Route, Routes } from 'react-router';
import BalanceChangesList from './balance-changes-list';
import CustomerDetail from './customer-detail';
import CustomersList from './customers-list';

/**
 * OPS-93: the back office's customers: the list at /operator/customers, one customer at /operator/customers/{id}.
 * OPS-134: the balance changes waiting for a second operator at /operator/customers/balance-changes.
 */
export default function CustomersPage() {
  return (
    <Routes>
      <Route index element={<CustomersList />} />
      <Route path="balance-changes" element={<BalanceChangesList />} />
      <Route path=":id" element={<CustomerDetail />} />
    </Routes>
  );
}
