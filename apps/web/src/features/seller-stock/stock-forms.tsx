// The two things a seller does to a product's stock: ask for more (an operator approves, notice
// 300) and take units away with a reason. Both parse with the contract's schema before they send,
// so a missing quantity or a too short reason is said next to its field in the seller's language.
import { stockInBody, stockLowerBody } from '@polymart/contract';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Field } from '../../components/form-field.tsx';
import { Problem } from '../../components/problem.tsx';
import { type FieldErrors, type FormSchema, parseForm } from '../../lib/form-errors.ts';
import { askStockIn, lowerStock } from './api.ts';
import { useSubmit } from './use-submit.ts';

const text = (form: FormData, name: string) => String(form.get(name) ?? '');

/** A form's own messages: the product is chosen above the forms, so its problem is said there. */
const OWN = { product_id: 'seller.stock.pickProduct' };

interface StockFormProps {
  productId: number | null;
  onProductError: (message?: string) => void;
  onDone?: () => void;
}

/**
 * Either form's send: the chosen product and the named fields parse with `schema`; a problem with
 * the product goes up to the picker, the others next to their fields; a success toasts `doneKey`
 * and empties the form.
 */
function useStockForm<T>(
  { productId, onProductError, onDone }: StockFormProps,
  schema: FormSchema<T>,
  fields: readonly string[],
  own: Record<string, string>,
  send: (data: T) => Promise<unknown>,
  doneKey: string,
) {
  const { t } = useTranslation();
  const { run, busy, error } = useSubmit(onDone);
  const [errors, setErrors] = useState<FieldErrors>({});
  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const el = e.currentTarget;
    const form = new FormData(el);
    const input = { product_id: productId ?? '', ...Object.fromEntries(fields.map((f) => [f, text(form, f)])) };
    const parsed = parseForm(schema, input, t, own);
    onProductError(parsed.ok ? undefined : parsed.errors.product_id);
    if (!parsed.ok) return setErrors(parsed.errors);
    setErrors({});
    void run(() => send(parsed.data).then(() => doneKey)).then((ok) => ok && el.reset());
  };
  return { t, submit, busy, error, errors };
}

export function StockInForm(props: StockFormProps) {
  const { t, submit, busy, error, errors } = useStockForm(
    props,
    stockInBody,
    ['quantity', 'note', 'waybill', 'expected_at'],
    OWN,
    askStockIn,
    'seller.stock.asked',
  );
  return (
    <form className="card stock-form" onSubmit={submit} noValidate aria-labelledby="stock-in-title">
      <h3 id="stock-in-title">{t('seller.stock.askTitle')}</h3>
      <p className="small muted">{t('seller.stock.askHint')}</p>
      <Field
        label={t('seller.stock.quantity')}
        name="quantity"
        type="number"
        inputMode="numeric"
        min={1}
        max={100_000}
        required
        error={errors.quantity}
      />
      <Field label={t('seller.stock.note')} name="note" maxLength={140} autoComplete="off" error={errors.note} />
      <Field
        label={t('seller.stock.waybill')}
        name="waybill"
        maxLength={64}
        autoComplete="off"
        error={errors.waybill}
      />
      <Field label={t('seller.stock.expectedAt')} name="expected_at" type="date" error={errors.expected_at} />
      <Problem text={error} />
      <button type="submit" className="btn" disabled={busy}>
        {t('seller.stock.askSubmit')}
      </button>
    </form>
  );
}

export function LowerForm(props: StockFormProps) {
  const { t, submit, busy, error, errors } = useStockForm(
    props,
    stockLowerBody,
    ['quantity', 'reason'],
    { ...OWN, reason: 'seller.stock.reasonNeeded' },
    lowerStock,
    'seller.stock.lowered',
  );
  return (
    <form className="card stock-form" onSubmit={submit} noValidate aria-labelledby="stock-lower-title">
      <h3 id="stock-lower-title">{t('seller.stock.lowerTitle')}</h3>
      <p className="small muted">{t('seller.stock.lowerHint')}</p>
      <Field
        label={t('seller.stock.lowerQuantity')}
        name="quantity"
        type="number"
        inputMode="numeric"
        min={1}
        max={100_000}
        required
        error={errors.quantity}
      />
      <Field
        label={t('seller.stock.reason')}
        name="reason"
        minLength={3}
        maxLength={140}
        autoComplete="off"
        required
        error={errors.reason}
      />
      <Problem text={error} />
      <button type="submit" className="btn btn-outline" disabled={busy}>
        {t('seller.stock.lowerSubmit')}
      </button>
    </form>
  );
}
