import type { Icon } from '../../api/public.ts';
import { useFormat } from '../../i18n/use-format.ts';

// Amenities as short labelled chips. Their records name an icon, but the name says it better
// than a picture would, and needs no icon font.

export function AmenityList({ items, className = '' }: { items: Icon[]; className?: string }) {
  const f = useFormat();
  return (
    <ul className={`flex flex-wrap gap-2 ${className}`}>
      {items.map((item) => (
        <li key={item._id} data-icon={item.icon ?? undefined} className="inline-flex items-center gap-1.5 rounded-full border border-stone-200 bg-stone-50 px-3 py-1 text-sm text-stone-800">
          <span aria-hidden="true" className="text-accent-700">
            ✓
          </span>
          {f.text(item.name)}
        </li>
      ))}
    </ul>
  );
}
