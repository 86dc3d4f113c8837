import { useEffect, useRef } from 'react';
import { getCollection } from '../../../../catalog/catalog.ts';
import { RecordForm, type RecordFormSection } from '../../../components/form/RecordForm.tsx';
import { pickText } from '../../../i18n/format.ts';
import type { ApiRecord } from '../../../api/records.ts';
import { EditorStatus } from '../../../components/backoffice/EditorStatus.tsx';
import { useEditedRecord } from '../../../components/backoffice/useEditedRecord.ts';

// A promotion or code, created or changed in place on the discount panel with the catalogue's
// own form (the fields, checks and server errors of /Promotions), grouped the way staff think
// about a discount: what it is, how much, when and for whom.

const promotions = getCollection('promotions')!;

const SECTIONS: RecordFormSection[] = [
  { title: 'The promotion', description: 'A code makes it apply only when a guest types it; without one it applies by itself.', fields: ['name', 'code', 'active'] },
  { title: 'Discount', description: 'A percentage of each month’s rent, or an amount off the first month.', fields: ['percentOff', 'amountOff'] },
  { title: 'When and how often', fields: ['validFrom', 'validTo', 'minMonths', 'maxUses'] },
  { title: 'Where', description: 'Leave both empty for every room.', fields: ['rooms', 'properties'] },
];

export function PromotionEditor({ id, onClose, onSaved }: { id: string | undefined; onClose: () => void; onSaved: (record: ApiRecord, mode: 'create' | 'update') => void }) {
  const { edited, reload } = useEditedRecord('promotions', id);
  const record = edited.status === 'loaded' ? edited.record : undefined;
  const ref = useRef<HTMLElement>(null);
  const ready = edited.status === 'new' || !!record;

  // The editor opens above the list: bring it into view and start at its first field.
  useEffect(() => {
    if (!ready) return;
    ref.current?.scrollIntoView({ block: 'start' });
    ref.current?.querySelector<HTMLElement>('input:not([type=hidden]), select, textarea')?.focus();
  }, [ready]);

  const title = id ? `Edit promotion${record ? `: ${pickText(record.name, 'en')}` : ''}` : 'New promotion';
  return (
    <section ref={ref} aria-label={title} className="card scroll-mt-20 p-4 sm:p-6">
      <div className="mb-4 flex flex-wrap items-center justify-between gap-2">
        <h2 className="text-lg font-semibold text-stone-900">{title}</h2>
        <button type="button" className="btn-ghost" onClick={onClose}>
          Close
        </button>
      </div>
      <EditorStatus edited={edited} listRoute="/discountPanel" singular="Promotion" onRetry={() => void reload()} />
      {ready && (
        <RecordForm
          key={record?._id ?? 'new'}
          collection={promotions}
          record={record}
          sections={SECTIONS}
          submitLabel={record ? 'Save promotion' : 'Create promotion'}
          onCancel={onClose}
          onSaved={onSaved}
        />
      )}
    </section>
  );
}
