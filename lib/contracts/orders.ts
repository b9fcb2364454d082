// orders: the routes' contracts (lib/contracts/contract.ts).
import { contract, type Answer, type StoredAnswerOf } from '@/lib/contracts/contract';
import type {
  cancelOrder,
  getAdminOrder,
  getOrder,
  listAdminOrders,
  listOrders,
  placeOrder,
  reportPayment,
  transitionOrder,
} from '@/lib/server/services/orders';
import {
  adminOrderListQuery,
  orderCreateSchema,
  orderListQuery,
  orderTransitionSchema,
  paymentReportSchema,
} from '@/lib/validations/orders';

/** GET /api/v1/admin/orders/{id} */
export type AdminOrderData = Answer<typeof getAdminOrder>;
export const adminOrderApi = contract<AdminOrderData>()({ client: 'admin', method: 'GET', path: 'orders/{id}' });

/** POST /api/v1/admin/orders/{id}/transition */
export type OrderTransitionData = Answer<typeof transitionOrder>;
export const orderTransitionApi = contract<OrderTransitionData>()({
  client: 'admin',
  method: 'POST',
  path: 'orders/{id}/transition',
  input: orderTransitionSchema,
});

/** GET /api/v1/admin/orders */
export type AdminOrderListData = Answer<typeof listAdminOrders>;
export const adminOrderListApi = contract<AdminOrderListData>()({
  client: 'admin',
  method: 'GET',
  path: 'orders',
  input: adminOrderListQuery,
});

/** GET /api/v1/user/orders/{id} */
export type OrderData = Answer<typeof getOrder>;
export const orderApi = contract<OrderData>()({ client: 'user', method: 'GET', path: 'orders/{id}' });

/** POST /api/v1/user/orders/{id}/cancel */
export type OrderCancelData = Answer<typeof cancelOrder>;
export const orderCancelApi = contract<OrderCancelData>()({ client: 'user', method: 'POST', path: 'orders/{id}/cancel' });

/** POST /api/v1/user/orders/{id}/payment */
export type PaymentReportData = Answer<typeof reportPayment>;
export const paymentReportApi = contract<PaymentReportData>()({
  client: 'user',
  method: 'POST',
  path: 'orders/{id}/payment',
  input: paymentReportSchema,
});

/** GET /api/v1/user/orders */
export type OrderListData = Answer<typeof listOrders>;
export const orderListApi = contract<OrderListData>()({ client: 'user', method: 'GET', path: 'orders', input: orderListQuery });

/** POST /api/v1/user/orders */
export type OrderPlacedData = StoredAnswerOf<typeof placeOrder>;
export const orderPlacedApi = contract<OrderPlacedData>()({ client: 'user', method: 'POST', path: 'orders', input: orderCreateSchema });
