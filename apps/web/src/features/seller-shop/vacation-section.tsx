// The shop's vacation: first and last day away (calendar days, UTC) and a note for buyers. Products
// stay on sale meanwhile; buyers read "ships after" the last day on the shop, product and checkout.
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { FieldError } from '../../components/form-field.tsx';
import { formatDay } from '../../components/vacation-note.tsx';

export interface Vacation {
  from: string;
  to: string;
  note: string;
}

const today = () => new Date().toISOString().slice(0, 10);

export function VacationSection({
  value,
  noteMax,
  errors,
  onChange,
}: {
  value: Vacation;
  noteMax: number;
  errors: Record<string, string>;
  onChange: (next: Vacation) => void;
}) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const planned = Boolean(value.from && value.to && value.to >= value.from);
  const away = planned && value.from <= today() && today() <= value.to;
  const error = errors.vacation_from ?? errors.vacation_to;
  return (
    <fieldset className="card panel shop-section" aria-describedby={`${id}-hint`}>
      <legend>
        <h2>{t('seller.shop.vacation')}</h2>
      </legend>
      <p id={`${id}-hint`} className="small muted">
        {t('seller.shop.vacationHint')}
      </p>
      {planned && (
        <p className="shop-vacation-state" aria-live="polite">
          {t(away ? 'seller.shop.awayNow' : 'seller.shop.awayPlanned', {
            from: formatDay(value.from, i18n.language),
            to: formatDay(value.to, i18n.language),
          })}
        </p>
      )}
      <div className="vacation-days">
        <div className="field">
          <label htmlFor={`${id}-from`}>{t('seller.shop.vacationFrom')}</label>
          <input
            id={`${id}-from`}
            name="vacation_from"
            type="date"
            min={today()}
            value={value.from}
            aria-invalid={errors.vacation_from ? true : undefined}
            aria-describedby={error ? `${id}-err` : undefined}
            onChange={(e) => onChange({ ...value, from: e.target.value })}
          />
        </div>
        <div className="field">
          <label htmlFor={`${id}-to`}>{t('seller.shop.vacationTo')}</label>
          <input
            id={`${id}-to`}
            name="vacation_to"
            type="date"
            min={value.from || today()}
            value={value.to}
            aria-invalid={errors.vacation_to ? true : undefined}
            aria-describedby={error ? `${id}-err` : undefined}
            onChange={(e) => onChange({ ...value, to: e.target.value })}
          />
        </div>
      </div>
      <FieldError id={`${id}-err`} text={error} />
      <div className="field">
        <label htmlFor={`${id}-note`}>{t('seller.shop.vacationNote')}</label>
        <textarea
          id={`${id}-note`}
          name="vacation_note"
          rows={2}
          maxLength={noteMax}
          value={value.note}
          onChange={(e) => onChange({ ...value, note: e.target.value })}
        />
      </div>
      {(value.from || value.to) && (
        <button type="button" className="btn btn-ghost" onClick={() => onChange({ from: '', to: '', note: '' })}>
          {t('seller.shop.endVacation')}
        </button>
      )}
    </fieldset>
  );
}
