import type { ReactNode } from 'react';
import type { OrderItem } from '../../../api/types';
import Price from '../../../components/Price';
import CartItemDetails, { type DetailsPersonalisation } from './CartItemDetails';
import type { CartGroupView } from './cartView';

export interface CartEntryProps {
  /** 'cart-item', with a modifier for a line of tickets */
  className: string;
  /** the variant's name */
  title: string;
  /** the ticket whose seat, delivery, inscription, bundle and options are listed */
  item: OrderItem;
  group: CartGroupView;
  personalisation: DetailsPersonalisation;
  /** what the entry costs, in minor units */
  amount: number;
  /** what follows the details: the personalise buttons, a line's tickets and its problem */
  children?: ReactNode;
  /** what follows the price: the remove button, or a line's unit price and stepper */
  actions: ReactNode;
}

/** One entry of the basket: the variant's name and the ticket's details, then its price and actions. */
export default function CartEntry({
  className,
  title,
  item,
  group,
  personalisation,
  amount,
  children,
  actions,
}: CartEntryProps) {
  const { currency, lang } = group;
  return (
    <li className={className}>
      <div className="cart-item__body">
        <p className="cart-item__title">{title}</p>
        <CartItemDetails item={item} group={group} personalisation={personalisation} />
        {children}
      </div>
      <div className="cart-item__aside">
        <Price className="cart-item__price" amount={amount} currency={currency} lang={lang} />
        {actions}
      </div>
    </li>
  );
}
