// The checkout's steps bar (spec §2: my cart, shipment, delivery, payment, confirm).
import { useTranslation } from 'react-i18next';

export const CHECKOUT_STEPS = ['cart', 'shipment', 'delivery', 'payment', 'confirm'] as const;
export type CheckoutStep = (typeof CHECKOUT_STEPS)[number];

export function CheckoutSteps({ current }: { current: CheckoutStep }) {
  const { t } = useTranslation();
  const at = CHECKOUT_STEPS.indexOf(current);
  return (
    <nav aria-label={t('checkout.steps')}>
      <ol className="steps">
        {CHECKOUT_STEPS.map((step, i) => (
          <li
            key={step}
            className={i < at ? 'step step-done' : i === at ? 'step step-on' : 'step'}
            aria-current={i === at ? 'step' : undefined}
          >
            <span className="step-dot" aria-hidden="true">
              {i < at ? '✓' : i + 1}
            </span>
            <span>{t(`checkout.step.${step}`)}</span>
          </li>
        ))}
      </ol>
    </nav>
  );
}
