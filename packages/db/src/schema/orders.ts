import { index, integer, pgEnum, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './accounts';

export const orderPayStateEnum = pgEnum('order_pay_state', ['paid', 'not_paid']);
export const orderStateEnum = pgEnum('order_state', ['processing', 'completed']);

/** A patient's order for a paid service (consultation, test, delivery), shown on the back-office overview. */
export const orders = pgTable(
  'orders',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    orderRef: text('order_ref').notNull().unique(),
    patientId: integer('patient_id').references(() => users.id, { onDelete: 'set null' }),
    customerName: text('customer_name').notNull(),
    amountCfa: integer('amount_cfa').notNull(),
    payState: orderPayStateEnum('pay_state').notNull(),
    orderState: orderStateEnum('order_state').notNull().default('processing'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('orders_created_idx').on(t.createdAt)],
);
