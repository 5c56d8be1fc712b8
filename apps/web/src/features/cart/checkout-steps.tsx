// The checkout's steps bar: my cart, shipment and delivery (one screen: the address and each shop's
// delivery method, issue 17), payment, confirm.
import { useTranslation } from 'react-i18next';

export const CHECKOUT_STEPS = ['cart', 'delivery', 'payment', 'confirm'] as const;
export type CheckoutStep = (typeof CHECKOUT_STEPS)[number];

export function CheckoutSteps({ current }: { current: CheckoutStep }) {
  const { t } = useTranslation();
  const at = CHECKOUT_STEPS.indexOf(current);
  // the step is named as its screen's heading is
  const label = (step: CheckoutStep) =>
    step === 'delivery' ? t('checkout.deliveryTitle') : t(`checkout.step.${step}`);
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
            <span>{label(step)}</span>
          </li>
        ))}
      </ol>
    </nav>
  );
}
