/** Who ordered and where it goes, for the shop: the account (and whether its address is confirmed), the contact, the delivery and the shopper's instructions. */
import { Link } from 'react-router';
import type { AdminOrderAnswer } from '../../../../domain/contract/admin-orders.ts';
import { PostalAddress } from '../../checkout/order-details';

export function AdminOrderCustomer({ order }: { order: AdminOrderAnswer }) {
  return (
    <section aria-labelledby="customer-heading" className="grid gap-8 sm:grid-cols-2">
      <h2 id="customer-heading" className="sr-only">
        Customer and delivery
      </h2>
      <div>
        <h3 className="text-xs font-semibold tracking-[0.2em]">CUSTOMER</h3>
        <p className="mt-2 text-sm leading-relaxed">
          <Link to={`/admin/customers/${order.customerId}`} className="font-semibold text-gold-dark underline-offset-4 hover:underline">
            {order.customerName}
          </Link>
          {order.account ? (
            <>
              <br />
              <span className="break-all">{order.account.email}</span>{' '}
              <span className="text-muted">({order.account.emailVerified ? 'confirmed' : 'not confirmed'})</span>
            </>
          ) : null}
        </p>
        <h3 className="mt-5 text-xs font-semibold tracking-[0.2em]">CONTACT</h3>
        <p className="mt-2 text-sm leading-relaxed">
          {order.contact.name}
          <br />
          <span className="break-all text-muted">{order.contact.email}</span>
          <br />
          <span className="text-muted">{order.contact.phone}</span>
        </p>
      </div>
      <div>
        <h3 className="text-xs font-semibold tracking-[0.2em]">SHIPPING ADDRESS</h3>
        <PostalAddress address={order.shippingAddress} />
        <h3 className="mt-5 text-xs font-semibold tracking-[0.2em]">SHIPPING METHOD</h3>
        <p className="mt-2 text-sm">
          {order.shippingMethod.name}
          {order.shippingMethod.deliveryText ? <span className="text-muted"> · {order.shippingMethod.deliveryText}</span> : null}
        </p>
      </div>
      <div className="sm:col-span-2">
        <h3 className="text-xs font-semibold tracking-[0.2em]">SPECIAL INSTRUCTIONS</h3>
        <p className="mt-2 text-sm whitespace-pre-line">{order.specialInstructions || <span className="text-muted">None</span>}</p>
      </div>
    </section>
  );
}
