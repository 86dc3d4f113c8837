import type { Field } from '../../../catalog/types.ts';
import type { StoredFile } from '../../../catalog/validation.ts';
import { formatValue } from '../ui/format.ts';
import { RefTitle } from '../ui/RecordTitle.tsx';

// A stored value in a table cell, read the way its kind reads: euros, Yes/No, dates,
// option words, the referenced record's title, a thumbnail for images.

const REFS_SHOWN = 3;

function Thumbnail({ file }: { file: StoredFile }) {
  const src = file.contentType.startsWith('image/') ? (file.variants?.sm ?? file.url) : undefined;
  if (!src) {
    return (
      <span className="block max-w-[12rem] truncate text-stone-700" title={file.name}>
        {file.name}
      </span>
    );
  }
  return (
    <img
      src={src}
      alt={file.name}
      width={48}
      height={36}
      loading="lazy"
      className="h-9 w-12 rounded border border-stone-200 bg-stone-100 object-cover"
    />
  );
}

export function FieldCell({ field, value }: { field: Field; value: unknown }) {
  if (value === null || value === undefined || (Array.isArray(value) && value.length === 0)) {
    return (
      <span className="text-stone-500">
        <span aria-hidden="true">—</span>
        <span className="sr-only">empty</span>
      </span>
    );
  }
  switch (field.kind) {
    case 'ref':
      return (
        <span className="block max-w-[11rem] truncate">
          <RefTitle to={field.to} id={String(value)} />
        </span>
      );
    case 'refs': {
      const ids = (value as string[]).slice(0, REFS_SHOWN);
      const more = (value as string[]).length - ids.length;
      return (
        <span className="block max-w-[12rem] truncate">
          {ids.map((id, index) => (
            <span key={id}>
              {index > 0 && ', '}
              <RefTitle to={field.to} id={id} />
            </span>
          ))}
          {more > 0 && <span className="text-stone-600"> +{more} more</span>}
        </span>
      );
    }
    case 'file':
      return <Thumbnail file={value as StoredFile} />;
    case 'files': {
      const files = value as StoredFile[];
      return (
        <span className="flex items-center gap-2">
          <Thumbnail file={files[0]!} />
          {files.length > 1 && <span className="text-xs text-stone-600">+{files.length - 1}</span>}
        </span>
      );
    }
    case 'boolean':
      return (
        <span className={`rounded-full px-2 py-0.5 text-xs font-medium ${value ? 'bg-green-50 text-green-800' : 'bg-stone-100 text-stone-700'}`}>
          {value ? 'Yes' : 'No'}
        </span>
      );
    case 'select':
      return <span className="whitespace-nowrap rounded-full bg-stone-100 px-2 py-0.5 text-xs font-medium text-stone-800">{formatValue(field, value)}</span>;
    default: {
      const text = formatValue(field, value) ?? '';
      return (
        <span className="block max-w-[14rem] truncate" title={text.length > 32 ? text : undefined}>
          {text}
        </span>
      );
    }
  }
}
