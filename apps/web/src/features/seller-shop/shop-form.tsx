// The shop settings form: identity (logo, banner), texts per language, contacts, delivery methods
// and fees, vacation. Parsed with the contract's shopSettingsBody before it is sent, so a field's
// problem is said next to it (and the language of a text with a problem is opened); what only the
// server knows (an image that is not the seller's upload, a vacation already over) comes back named.
import { LANG_CODES, type LangCode } from '@polymart/contract/locales';
import { type ShopSettings, shopSettingsBody, VACATION_NOTE_MAX } from '@polymart/contract/shop-settings';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ContactFields } from '../../components/contact-fields.tsx';
import { Problem } from '../../components/problem.tsx';
import { currentCurrency, useCurrency } from '../../lib/currency.ts';
import { failedField, failureErrors, parseForm } from '../../lib/form-errors.ts';
import { showToast } from '../../lib/toast.ts';
import { saveShopSettings } from './api.ts';
import { DeliverySection, deliveryInput, deliveryRows, reshow } from './delivery-section.tsx';
import { ShopImageField, useShopImage } from './image-field.tsx';
import { type Texts, TextsSection } from './texts-section.tsx';
import { VacationSection } from './vacation-section.tsx';

/** Where "check this field" would not say what to do. */
const OWN: Record<string, string> = {
  description_en: 'seller.shop.descriptionNeeded',
  return_policy_en: 'seller.shop.policyEnNeeded',
  delivery: 'seller.shop.deliveryProblem',
  vacation_from: 'seller.shop.vacationProblem',
  vacation_to: 'seller.shop.vacationProblem',
  logo: 'seller.shop.imageProblem',
  banner: 'seller.shop.imageProblem',
};

const langOf = (field: string): LangCode | undefined =>
  LANG_CODES.find((l) => field === `description_${l}` || field === `return_policy_${l}`);

export function ShopForm({ shop, onSaved }: { shop: ShopSettings; onSaved: (saved: ShopSettings) => void }) {
  const { t } = useTranslation();
  const currency = currentCurrency(useCurrency());
  const logo = useShopImage(shop.logo);
  const banner = useShopImage(shop.banner);
  const [texts, setTexts] = useState<Texts>(shop.texts);
  const [lang, setLang] = useState<LangCode>('en');
  const [rows, setRows] = useState(() => deliveryRows(shop.delivery, currency.rate));
  const [vacation, setVacation] = useState({
    from: shop.vacation_from ?? '',
    to: shop.vacation_to ?? '',
    note: shop.vacation_note,
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  // another currency chosen meanwhile: the amounts are shown again in it, standing for the same value
  const rate = useRef(currency.rate);
  useEffect(() => {
    if (rate.current === currency.rate) return;
    setRows((r) => reshow(r, rate.current, currency.rate));
    rate.current = currency.rate;
  }, [currency.rate]);

  const clear = (...fields: string[]) =>
    setErrors((all) =>
      fields.some((f) => all[f]) ? Object.fromEntries(Object.entries(all).filter(([k]) => !fields.includes(k))) : all,
    );
  const show = (found: Record<string, string>) => {
    setErrors(found);
    const first = Object.keys(found).map(langOf).find(Boolean);
    if (first) setLang(first);
  };

  const submit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    if (busy || logo.uploading || banner.uploading) return;
    const form = new FormData(e.currentTarget);
    const input: Record<string, unknown> = {
      logo: logo.path,
      banner: banner.path,
      contact_person: String(form.get('contact_person') ?? ''),
      phone: String(form.get('phone') ?? ''),
      email: String(form.get('email') ?? ''),
      address: String(form.get('address') ?? ''),
      delivery: deliveryInput(rows, currency.rate),
      vacation_from: vacation.from,
      vacation_to: vacation.to,
      vacation_note: vacation.from || vacation.to ? vacation.note : '',
    };
    for (const l of LANG_CODES) {
      input[`description_${l}`] = texts[l]?.description ?? '';
      input[`return_policy_${l}`] = texts[l]?.return_policy ?? '';
    }
    const parsed = parseForm(shopSettingsBody, input, t, OWN);
    if (!parsed.ok) return show(parsed.errors);
    setErrors({});
    setBusy(true);
    try {
      const saved = await saveShopSettings(parsed.data);
      showToast(t('seller.shop.saved'), 'success');
      onSaved(saved);
    } catch (err) {
      const field = failedField(err);
      const found = failureErrors(err, t);
      show(field && OWN[field] ? { [field]: t(OWN[field]) } : found);
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="form shop-form" aria-label={t('seller.shop.formTitle')} onSubmit={submit} noValidate>
      <fieldset className="card panel shop-section">
        <legend>
          <h2>{t('seller.shop.identity')}</h2>
        </legend>
        <p className="small muted">{t('seller.shop.nameFixed', { name: shop.name })}</p>
        <div className="shop-images">
          <ShopImageField
            kind="logo"
            label={t('seller.shop.logo')}
            hint={t('seller.shop.logoHint')}
            state={logo}
            error={errors.logo}
          />
          <ShopImageField
            kind="banner"
            label={t('seller.shop.banner')}
            hint={t('seller.shop.bannerHint')}
            state={banner}
            error={errors.banner}
          />
        </div>
      </fieldset>
      <TextsSection
        texts={texts}
        lang={lang}
        onLang={setLang}
        errors={errors}
        onChange={(l, field, value) => {
          setTexts((all) => ({
            ...all,
            [l]: { description: '', return_policy: '', ...all[l], [field]: value },
          }));
          clear(`${field}_${l}`, 'return_policy_en');
        }}
      />
      <fieldset
        className="card panel shop-section"
        onChange={(e) => {
          const target: EventTarget = e.target;
          if (target instanceof HTMLInputElement || target instanceof HTMLTextAreaElement) clear(target.name);
        }}
      >
        <legend>
          <h2>{t('seller.shop.contacts')}</h2>
        </legend>
        <p className="small muted">{t('seller.shop.contactsHint')}</p>
        <ContactFields defaults={shop} errors={errors} />
      </fieldset>
      <DeliverySection
        rows={rows}
        currency={currency}
        error={errors.delivery}
        onChange={(next) => {
          setRows(next);
          clear('delivery');
        }}
      />
      <VacationSection
        value={vacation}
        noteMax={VACATION_NOTE_MAX}
        errors={errors}
        onChange={(next) => {
          setVacation(next);
          clear('vacation_from', 'vacation_to', 'vacation_note');
        }}
      />
      <Problem text={errors.form} />
      <div className="shop-save">
        <button type="submit" className="btn" disabled={busy} aria-busy={busy || undefined}>
          {logo.uploading || banner.uploading ? t('becomeSeller.waiting') : t('seller.shop.save')}
        </button>
      </div>
    </form>
  );
}
