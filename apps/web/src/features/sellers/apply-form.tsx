// The store registration (spec §3): shop name (English only, spec §5), contact person, phone,
// email, address, the two ID images and the seller terms. Parsed with the contract's
// applySellerBody before it is sent, so each field's problem is said next to it in the user's
// language; what only the server knows (an application already under review) comes back as a code.
import { applySellerBody } from '@polymart/contract/sellers';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ContactFields } from '../../components/contact-fields.tsx';
import { FieldError } from '../../components/form-field.tsx';
import { Problem } from '../../components/problem.tsx';
import { ApiError } from '../../lib/api.ts';
import { failureErrors, parseForm } from '../../lib/form-errors.ts';
import { paths } from '../../lib/paths.ts';
import { applySeller, type SellerApplication } from './api.ts';
import { IdImageField, useIdImage } from './id-image-field.tsx';
import '../../styles/become-seller.css';

const FIELDS = ['shop_name', 'contact_person', 'phone', 'email', 'address', 'id_front', 'id_with_holder'] as const;

/** The field's own message where "check this field" would not say what to do. */
const OWN = {
  shop_name: 'becomeSeller.shopNameRule',
  id_front: 'becomeSeller.imageNeeded',
  id_with_holder: 'becomeSeller.imageNeeded',
  agree: 'becomeSeller.agreeNeeded',
};

export interface Applicant {
  name: string;
  email: string;
  phone: string;
}

/** `previous` (a rejected application) fills the text fields again; the ID images are chosen anew. */
export function ApplyForm({
  applicant,
  previous,
  onFiled,
}: {
  applicant: Applicant;
  previous?: SellerApplication | null;
  onFiled: () => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const front = useIdImage();
  const holder = useIdImage();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const uploading = front.uploading || holder.uploading;
  // a field's message goes once the field is changed
  const clear = (field: string) =>
    setErrors((all) => {
      if (!all[field]) return all;
      const { [field]: _, ...rest } = all;
      return rest;
    });

  const submit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    if (busy || uploading) return;
    const form = new FormData(e.currentTarget);
    const input: Record<string, string> = Object.fromEntries(FIELDS.map((f) => [f, String(form.get(f) ?? '')]));
    input.id_front = front.path;
    input.id_with_holder = holder.path;
    input.agree = form.get('agree') ? 'true' : 'false';
    const parsed = parseForm(applySellerBody, input, t, OWN);
    setErrors(parsed.ok ? {} : parsed.errors);
    if (!parsed.ok) return;
    setBusy(true);
    try {
      await applySeller(parsed.data);
      onFiled();
    } catch (err) {
      // 2000015: one is under review already (filed from another tab), or the account sells already
      if (err instanceof ApiError && err.code === 2000015) {
        setErrors({ form: t('becomeSeller.alreadyFiled') });
        onFiled();
      } else setErrors(failureErrors(err, t, [...FIELDS, 'agree']));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      className="form card form-card apply-form"
      aria-labelledby={`${id}-title`}
      onSubmit={submit}
      onChange={(e) => {
        const field: EventTarget = e.target;
        if (field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement) clear(field.name);
      }}
      noValidate
    >
      <h2 id={`${id}-title`}>{t(previous ? 'becomeSeller.reapplyTitle' : 'becomeSeller.formTitle')}</h2>
      <div className="field">
        <label htmlFor={`${id}-shop`}>{t('becomeSeller.shopName')}</label>
        <input
          id={`${id}-shop`}
          name="shop_name"
          autoComplete="organization"
          required
          maxLength={60}
          lang="en"
          defaultValue={previous?.shop_name}
          aria-invalid={errors.shop_name ? true : undefined}
          aria-describedby={errors.shop_name ? `${id}-shop-hint ${id}-shop-err` : `${id}-shop-hint`}
        />
        <p id={`${id}-shop-hint`} className="small muted">
          {t('becomeSeller.shopNameHint')}
        </p>
        <FieldError id={`${id}-shop-err`} text={errors.shop_name} />
      </div>
      <ContactFields
        defaults={{
          contact_person: previous?.contact_person ?? applicant.name,
          phone: previous?.phone ?? applicant.phone,
          email: previous?.email ?? applicant.email,
          address: previous?.address,
        }}
        errors={errors}
      />
      <fieldset className="id-images">
        <legend>{t('becomeSeller.idImages')}</legend>
        <p className="small muted">{t('becomeSeller.idPrivate')}</p>
        <IdImageField
          label={t('becomeSeller.idFront')}
          hint={t('becomeSeller.idFrontHint')}
          state={front}
          error={errors.id_front}
          onChosen={() => clear('id_front')}
        />
        <IdImageField
          label={t('becomeSeller.idWithHolder')}
          hint={t('becomeSeller.idWithHolderHint')}
          state={holder}
          error={errors.id_with_holder}
          onChosen={() => clear('id_with_holder')}
        />
      </fieldset>
      <div className="field check">
        <input
          id={`${id}-agree`}
          name="agree"
          type="checkbox"
          aria-invalid={errors.agree ? true : undefined}
          aria-describedby={errors.agree ? `${id}-agree-err` : undefined}
        />
        <label htmlFor={`${id}-agree`}>
          {t('becomeSeller.agree')} <Link to={paths.policy('terms')}>{t('becomeSeller.terms')}</Link>
        </label>
        <FieldError id={`${id}-agree-err`} text={errors.agree} />
      </div>
      <Problem text={errors.form} />
      <button type="submit" className="btn" disabled={busy || uploading} aria-busy={busy || undefined}>
        {uploading ? t('becomeSeller.waiting') : t('becomeSeller.submit')}
      </button>
    </form>
  );
}
