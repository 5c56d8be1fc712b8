// The category tree: each top-level category opens and closes its series; each category moves up
// or down among its siblings, or under another parent chosen from a list, with buttons (keyboard
// and touch alike, nothing needs dragging), and opens its form to edit. Disabled categories stay
// in the tree, marked as hidden from buyers.
import type { AdminCategory } from '@polymart/contract/catalog-admin';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLang } from '../../lib/hooks.ts';
import { categoryTreeQuery, moveCategory } from './api.ts';
import { CategoryForm } from './category-form.tsx';
import { catalogueErrors } from './errors.ts';
import { nameIn } from './names.ts';

const END = 10_000;

/** Puts the keyboard back on a control of a category after the tree has been redrawn. */
const refocus = (selector: string) =>
  requestAnimationFrame(() => document.querySelector<HTMLElement>(selector)?.focus());

export function CategoryTree({ items, onStatus }: { items: AdminCategory[]; onStatus: (text: string) => void }) {
  const [open, setOpen] = useState<ReadonlySet<number>>(new Set());
  const toggle = (id: number) =>
    setOpen((s) => {
      const next = new Set(s);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  return (
    <ul className="catalogue-tree" data-testid="category-tree">
      {items.map((c, i) => (
        <CategoryNode
          key={c.id}
          category={c}
          index={i}
          count={items.length}
          tops={items}
          open={open.has(c.id)}
          onToggle={() => toggle(c.id)}
          onStatus={onStatus}
        >
          {c.children.length > 0 && open.has(c.id) && (
            <ul className="catalogue-tree catalogue-series" id={`series-${c.id}`}>
              {c.children.map((child, j) => (
                <CategoryNode
                  key={child.id}
                  category={child}
                  index={j}
                  count={c.children.length}
                  tops={items}
                  onStatus={onStatus}
                />
              ))}
            </ul>
          )}
        </CategoryNode>
      ))}
    </ul>
  );
}

function CategoryNode({
  category: c,
  index,
  count,
  tops,
  open,
  onToggle,
  onStatus,
  children,
}: {
  category: AdminCategory;
  index: number;
  count: number;
  tops: AdminCategory[];
  open?: boolean;
  onToggle?: () => void;
  onStatus: (text: string) => void;
  children?: React.ReactNode;
}) {
  const { t } = useTranslation();
  const lang = useLang();
  const client = useQueryClient();
  const [editing, setEditing] = useState(false);
  const [target, setTarget] = useState('');
  const name = nameIn(c.names, lang);
  const parent = c.parent_id ?? 0;
  const move = useMutation({
    mutationFn: (to: { parent_id: number; position: number; focus: string }) =>
      moveCategory(c.id, { parent_id: to.parent_id, position: to.position }),
    onSuccess: ({ items }, to) => {
      client.setQueryData(categoryTreeQuery().queryKey, { items });
      onStatus(t('admin.catalogue.moved', { name }));
      setTarget('');
      refocus(to.focus);
    },
    onError: (err) => onStatus(catalogueErrors(err, t).form ?? t('generic.request_error')),
  });
  // where it may go: the top, or under another top-level category (a category with series stays at the top)
  const destinations = c.children.length > 0 ? [] : tops.filter((top) => top.id !== c.id && top.id !== parent);
  const canGoTop = parent !== 0;
  const rowId = `category-${c.id}`;

  return (
    <li className="catalogue-node" data-testid={rowId} aria-labelledby={`${rowId}-name`}>
      <div className="catalogue-row card">
        <div className="catalogue-who">
          {onToggle && c.children.length > 0 ? (
            <button
              type="button"
              className="btn btn-ghost catalogue-toggle"
              aria-expanded={open}
              aria-controls={open ? `series-${c.id}` : undefined}
              aria-label={t(open ? 'admin.catalogue.collapse' : 'admin.catalogue.expand', { name })}
              onClick={onToggle}
            >
              <span aria-hidden="true">{open ? '▾' : '▸'}</span>
            </button>
          ) : (
            <span className="catalogue-toggle-space" aria-hidden="true" />
          )}
          <div>
            <p className="catalogue-name" id={`${rowId}-name`}>
              {name}
              {!c.enabled && <span className="catalogue-hidden"> · {t('admin.catalogue.hidden')}</span>}
            </p>
            <p className="small muted">
              {t('admin.catalogue.productCount', { count: c.product_count })}
              {c.children.length > 0 && ` · ${t('admin.catalogue.seriesCount', { count: c.children.length })}`}
            </p>
          </div>
        </div>
        <div className="catalogue-controls">
          <button
            type="button"
            className="btn btn-outline catalogue-step"
            data-focus={`${c.id}-up`}
            aria-label={t('admin.catalogue.moveUp', { name })}
            disabled={index === 0 || move.isPending}
            onClick={() => move.mutate({ parent_id: parent, position: index - 1, focus: `[data-focus="${c.id}-up"]` })}
          >
            <span aria-hidden="true">↑</span>
          </button>
          <button
            type="button"
            className="btn btn-outline catalogue-step"
            data-focus={`${c.id}-down`}
            aria-label={t('admin.catalogue.moveDown', { name })}
            disabled={index === count - 1 || move.isPending}
            onClick={() =>
              move.mutate({ parent_id: parent, position: index + 1, focus: `[data-focus="${c.id}-down"]` })
            }
          >
            <span aria-hidden="true">↓</span>
          </button>
          <button
            type="button"
            className="btn btn-outline"
            aria-expanded={editing}
            aria-label={t('admin.catalogue.editName', { name })}
            onClick={() => setEditing((e) => !e)}
          >
            {t('admin.catalogue.edit')}
          </button>
        </div>
        {(canGoTop || destinations.length > 0) && (
          <form
            className="catalogue-move"
            onSubmit={(e) => {
              e.preventDefault();
              if (target === '') return;
              move.mutate({ parent_id: Number(target), position: END, focus: `[data-focus="${c.id}-up"]` });
            }}
          >
            <label htmlFor={`${rowId}-to`} className="small">
              {t('admin.catalogue.moveToLabel', { name })}
            </label>
            <select id={`${rowId}-to`} value={target} onChange={(e) => setTarget(e.target.value)}>
              <option value="">{t('admin.catalogue.choose')}</option>
              {canGoTop && <option value="0">{t('admin.catalogue.topLevel')}</option>}
              {destinations.map((d) => (
                <option key={d.id} value={d.id}>
                  {nameIn(d.names, lang)}
                </option>
              ))}
            </select>
            <button type="submit" className="btn btn-outline" disabled={target === '' || move.isPending}>
              {t('admin.catalogue.move')}
            </button>
          </form>
        )}
      </div>
      {editing && (
        <CategoryForm
          category={c}
          tops={tops}
          onDone={(message) => {
            setEditing(false);
            if (message) onStatus(message);
          }}
        />
      )}
      {children}
    </li>
  );
}
