import { Route, Routes } from 'react-router';
import CustomerDetail from './customer-detail';
import CustomersList from './customers-list';

/** OPS-93: the back office's customers: the list at /operator/customers, one customer at /operator/customers/{id}. */
export default function CustomersPage() {
  return (
    <Routes>
      <Route index element={<CustomersList />} />
      <Route path=":id" element={<CustomerDetail />} />
    </Routes>
  );
}
