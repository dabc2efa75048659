/** OPS-194: the dashboard's days over a range (issue 50), English only. */
export const messagesOperatorDashboardEn = {
  op_days: "The shop's days",
  op_days_form: "The shop's days: range",
  op_days_utc: 'Days are UTC days. Amounts in {{currency}}.',
  op_days_chart: 'Revenue per day',
  op_days_bar: '{{day}}: {{sales}} sales, revenue {{revenue}}',
  op_days_sales: 'Sales',
  op_days_revenue: 'Revenue (net of refunds)',
  op_days_refunds: 'Refunds',
  op_days_top_ups: 'Top-ups',
  op_days_orders_by_state: 'Orders placed, by state now',
} as const;
