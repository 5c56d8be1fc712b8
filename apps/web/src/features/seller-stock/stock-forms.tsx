// The two things a seller does to a product's stock: ask for more (an operator approves, notice
// 300) and take units away with a reason. Both parse with the contract's schema before they send,
// so a missing quantity or a too short reason is said next to its field in the seller's language.
import { stockInBody, stockLowerBody } from '@polymart/contract';
import { type FormEvent, type ReactNode, useState } from 'react';
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

/** Either form's frame: title, hint, the quantity, the form's own fields, its problem and button. */
function StockFormFrame({
  name,
  form,
  title,
  hint,
  quantityLabel,
  submitText,
  submitClass,
  children,
}: {
  name: string;
  form: ReturnType<typeof useStockForm>;
  title: string;
  hint: string;
  quantityLabel: string;
  submitText: string;
  submitClass: string;
  children: ReactNode;
}) {
  return (
    <form className="card stock-form" onSubmit={form.submit} noValidate aria-labelledby={`${name}-title`}>
      <h3 id={`${name}-title`}>{title}</h3>
      <p className="small muted">{hint}</p>
      <Field
        label={quantityLabel}
        name="quantity"
        type="number"
        inputMode="numeric"
        min={1}
        max={100_000}
        required
        error={form.errors.quantity}
      />
      {children}
      <Problem text={form.error} />
      <button type="submit" className={submitClass} disabled={form.busy}>
        {submitText}
      </button>
    </form>
  );
}

export function StockInForm(props: StockFormProps) {
  const form = useStockForm(
    props,
    stockInBody,
    ['quantity', 'note', 'waybill', 'expected_at'],
    OWN,
    askStockIn,
    'seller.stock.asked',
  );
  const { t, errors } = form;
  return (
    <StockFormFrame
      name="stock-in"
      form={form}
      title={t('seller.stock.askTitle')}
      hint={t('seller.stock.askHint')}
      quantityLabel={t('seller.stock.quantity')}
      submitText={t('seller.stock.askSubmit')}
      submitClass="btn"
    >
      <Field label={t('seller.stock.note')} name="note" maxLength={140} autoComplete="off" error={errors.note} />
      <Field
        label={t('seller.stock.waybill')}
        name="waybill"
        maxLength={64}
        autoComplete="off"
        error={errors.waybill}
      />
      <Field label={t('seller.stock.expectedAt')} name="expected_at" type="date" error={errors.expected_at} />
    </StockFormFrame>
  );
}

export function LowerForm(props: StockFormProps) {
  const form = useStockForm(
    props,
    stockLowerBody,
    ['quantity', 'reason'],
    { ...OWN, reason: 'seller.stock.reasonNeeded' },
    lowerStock,
    'seller.stock.lowered',
  );
  const { t, errors } = form;
  return (
    <StockFormFrame
      name="stock-lower"
      form={form}
      title={t('seller.stock.lowerTitle')}
      hint={t('seller.stock.lowerHint')}
      quantityLabel={t('seller.stock.lowerQuantity')}
      submitText={t('seller.stock.lowerSubmit')}
      submitClass="btn btn-outline"
    >
      <Field
        label={t('seller.stock.reason')}
        name="reason"
        minLength={3}
        maxLength={140}
        autoComplete="off"
        required
        error={errors.reason}
      />
    </StockFormFrame>
  );
}
