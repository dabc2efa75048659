import { Route, Routes } from 'react-router';
import OrderDetail from './order-detail';
import OrdersList from './orders-list';

/** OPS-92: the back office's orders: the list at /operator/orders, one order at /operator/orders/{id}. */
export default function OrdersPage() {
  return (
    <Routes>
      <Route index element={<OrdersList />} />
      <Route path=":id" element={<OrderDetail />} />
    </Routes>
  );
}
