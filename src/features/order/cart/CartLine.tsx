import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Lang, Variant } from '../../../api/types';
import Button from '../../../components/Button';
import Stepper from '../../../components/Stepper';
import { localise } from '../../../lib/localisedText';
import { formatMoney } from '../../../lib/money';
import { useAppSelector } from '../../../state/hooks';
import { useVisitorMessage } from '../../errors/useVisitorMessage';
import PersonaliseButton from '../../personalisation/PersonaliseButton';
import { lineItemLike } from '../orderLines';
import { selectLineProblem } from '../amountSelectors';
import { MAX_VARIANT_AMOUNT } from '../pendingAmounts';
import { useLineAmount } from '../useLineAmount';
import type { CartLine as Line } from './cartLines';
import CartEntry from './CartEntry';
import { itemAmount, personalisationState, type CartGroupView } from './cartView';

export interface CartLineProps {
  line: Line;
  group: CartGroupView;
  /** another line of the placement has the same variant: the names say what differs */
  sharesVariant?: boolean;
}

/**
 * Identical tickets as one line (issue 19): what they are, how many with a stepper (the amount
 * machinery: `order/amountChanged` naming the line), the line's amount. When they are to be
 * personalised, each ticket stays reachable: one ticket shows its button, several a list that
 * the visitor opens, each with its state and button.
 */
export default function CartLine({ line, group, sharesVariant = false }: CartLineProps) {
  const { articleName, variants, forms, currency, lang } = group;
  const { t } = useTranslation('cart');
  const messageOf = useVisitorMessage();
  const [expanded, setExpanded] = useState(false);
  const ticketsId = useId();
  const first = line.items[0];
  const variant = variants.get(line.variantId);
  const like = useMemo(() => lineItemLike(first, variant), [first, variant]);
  const [quantity, setQuantity] = useLineAmount({
    placementId: line.placementId,
    variantId: line.variantId,
    key: line.key,
    like,
  });
  const problem = useAppSelector((state) =>
    selectLineProblem(state, line.placementId, line.variantId, line.key),
  );
  const variantLabel = localise(variant?.label, lang) || line.variantId;
  const names = {
    variant: sharesVariant
      ? t('line.variantWith', {
          variant: variantLabel,
          details: lineDetails(first, variants, currency, lang, t),
        })
      : variantLabel,
    article: articleName,
  };
  const count = line.items.length;
  const unit = itemAmount(first, variants);
  const personalised = first.personalisation !== null;
  const complete = line.items.filter(
    (item) => personalisationState(item, forms) === 'complete',
  ).length;
  // against what the order holds now: a change whose answer was lost may show up done in a later read
  const missing = problem ? problem.wanted - count : 0;

  return (
    <CartEntry
      className="cart-item cart-line"
      title={variantLabel}
      item={first}
      group={group}
      personalisation={
        personalised
          ? complete === count
            ? 'complete'
            : count === 1
              ? 'missing'
              : { complete, count }
          : 'none'
      }
      amount={line.items.reduce((sum, item) => sum + itemAmount(item, variants), 0)}
      actions={
        <>
          {count > 1 && (
            <span className="cart-line__unit">
              {t('line.each', { price: formatMoney(unit, currency, lang) })}
            </span>
          )}
          <Stepper
            className="cart-line__stepper"
            value={quantity}
            onChange={setQuantity}
            min={0}
            max={MAX_VARIANT_AMOUNT}
            names={{
              group: t('line.quantity', names),
              decrease: t('line.decrease', names),
              increase: t('line.increase', names),
            }}
          />
        </>
      }
    >
      {personalised && count === 1 && <PersonaliseButton item={first} names={names} />}
      {personalised && count > 1 && (
        <>
          <Button
            variant="neutral"
            size="tiny"
            className="cart-line__toggle"
            aria-expanded={expanded}
            aria-controls={ticketsId}
            onClick={() => setExpanded((open) => !open)}
          >
            {t(expanded ? 'line.hideTickets' : 'line.showTickets', { count })}
          </Button>
          <ol id={ticketsId} className="cart-line__tickets" hidden={!expanded}>
            {line.items.map((item, index) => {
              const ticket = t('line.ticket', { index: index + 1, count });
              const state = personalisationState(item, forms);
              return (
                <li key={item.id} className="cart-line__ticket">
                  <span>{ticket}</span>
                  <span
                    className={`cart-item__personalisation cart-item__personalisation--${state}`}
                  >
                    {state === 'complete'
                      ? t('item.personalised')
                      : t('item.personalisationMissing')}
                  </span>
                  <PersonaliseButton
                    item={item}
                    names={{
                      variant: t('line.variantWith', { variant: variantLabel, details: ticket }),
                      article: articleName,
                    }}
                  />
                </li>
              );
            })}
          </ol>
        </>
      )}
      {problem && missing !== 0 && (
        <p className="cart-line__problem" role="alert">
          {missing > 0
            ? t('line.notAdded', { count: missing, ...names })
            : t('line.notRemoved', { count: -missing, ...names })}{' '}
          {messageOf(problem.message)}
        </p>
      )}
    </CartEntry>
  );
}

/** What tells a line apart from another of its variant: delivery, inscription, options, price. */
function lineDetails(
  item: Line['items'][number],
  variants: ReadonlyMap<string, Variant>,
  currency: string,
  lang: Lang,
  t: ReturnType<typeof useTranslation<'cart'>>['t'],
): string {
  const parts: string[] = [];
  if (item.deliveryOption)
    parts.push(t('item.delivery', { option: t(`delivery.${item.deliveryOption}`) }));
  if (item.inscription) parts.push(t('item.inscription', { text: item.inscription }));
  for (const option of item.options)
    parts.push(localise(variants.get(option.variantId)?.label, lang) || option.variantId);
  for (const child of item.childItems)
    parts.push(localise(variants.get(child.variantId)?.label, lang) || child.variantId);
  if (parts.length === 0) parts.push(formatMoney(item.price, currency, lang));
  return parts.join(', ');
}
