// When the checkout cannot be quoted (nothing selected, a product gone or short of stock): say why
// and lead back to the cart, where the lines can be fixed.
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState } from '../../components/states.tsx';
import { ApiError } from '../../lib/api.ts';
import { failureText } from '../../lib/form-errors.ts';
import { paths } from '../../lib/paths.ts';

export function QuoteProblem({ error }: { error?: unknown }) {
  const { t } = useTranslation();
  // 2000019: no line is selected (or the chosen lines were bought meanwhile)
  const nothing = !error || (error instanceof ApiError && error.code === 2000019);
  return (
    <div role={nothing ? undefined : 'alert'}>
      <EmptyState title={nothing ? t('checkout.nothing') : failureText(error, t)}>
        <Link className="btn" to={paths.cart}>
          {t('checkout.backToCart')}
        </Link>
      </EmptyState>
    </div>
  );
}
