import { useEffect, useRef, useState, type Ref } from 'react';
import type { FileField, FilesField } from '../../../catalog/types.ts';
import { formatBytes } from '../ui/format.ts';
import { acceptAttribute, type FileSlot } from './record-values.ts';

// Upload for `file` and `files` fields: pick or drop files, see images before they are sent,
// put them in order and take them out. Nothing is uploaded here: the slots travel with the
// record when the form is saved (new ones as File, kept ones as the stored objects).

export interface FilesInputProps {
  field: FileField | FilesField;
  /** Names the controls, e.g. "Images". */
  label: string;
  id: string;
  value: FileSlot[];
  onChange: (slots: FileSlot[]) => void;
  describedBy?: string;
  invalid?: boolean;
  buttonRef?: Ref<HTMLButtonElement>;
  onBlur?: () => void;
}

let nextSlot = 1;

function newSlot(file: File): FileSlot {
  const previewUrl = file.type.startsWith('image/') && typeof URL.createObjectURL === 'function' ? URL.createObjectURL(file) : undefined;
  return { kind: 'new', file, id: `new-${nextSlot++}`, previewUrl };
}

function release(slot: FileSlot): void {
  if (slot.kind === 'new' && slot.previewUrl) URL.revokeObjectURL(slot.previewUrl);
}

function slotKey(slot: FileSlot): string {
  return slot.kind === 'new' ? slot.id : slot.file.key;
}

function slotImage(slot: FileSlot): string | undefined {
  if (slot.kind === 'new') return slot.previewUrl;
  if (!slot.file.contentType.startsWith('image/')) return undefined;
  return slot.file.variants?.sm ?? slot.file.url;
}

export function FilesInput({ field, label, id, value, onChange, describedBy, invalid, buttonRef, onBlur }: FilesInputProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  const multiple = field.kind === 'files';
  const max = field.kind === 'files' ? field.maxFiles : 1;
  const images = field.accept === 'image';

  // Previews of picked files live until they are removed or the form goes away.
  const current = useRef(value);
  current.current = value;
  useEffect(() => () => current.current.forEach(release), []);

  const add = (files: FileList | File[]) => {
    const picked = [...files].map(newSlot);
    if (picked.length === 0) return;
    if (multiple) {
      onChange([...value, ...picked]);
    } else {
      value.forEach(release);
      picked.slice(1).forEach(release);
      onChange(picked.slice(0, 1));
    }
  };

  const remove = (index: number) => {
    const slot = value[index];
    if (slot) release(slot);
    onChange(value.filter((_, i) => i !== index));
  };

  const move = (index: number, by: -1 | 1) => {
    const next = [...value];
    const [slot] = next.splice(index, 1);
    next.splice(index + by, 0, slot!);
    onChange(next);
  };

  const noun = images ? (multiple ? 'images' : 'an image') : multiple ? 'files' : 'a file';
  const full = multiple && value.length >= max;

  return (
    <div
      className={`rounded-lg border border-dashed p-3 ${dragging ? 'border-accent-700 bg-accent-50' : invalid ? 'border-red-700' : 'border-stone-300 bg-white'}`}
      onDragOver={(event) => {
        event.preventDefault();
        setDragging(true);
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={(event) => {
        event.preventDefault();
        setDragging(false);
        add(event.dataTransfer.files);
      }}
    >
      {value.length > 0 && (
        <ul className={images ? 'mb-3 grid grid-cols-2 gap-3 sm:grid-cols-3' : 'mb-3 divide-y divide-stone-200'} aria-label={`${label}: chosen`}>
          {value.map((slot, index) => {
            const src = slotImage(slot);
            const name = slot.file.name;
            return (
              <li key={slotKey(slot)} className={images ? 'overflow-hidden rounded-lg border border-stone-200 bg-stone-50' : 'flex flex-wrap items-center gap-3 py-2'}>
                {images && (
                  <div className="aspect-[4/3] bg-stone-100">
                    {src ? (
                      <img src={src} alt={`Preview of ${name}`} className="h-full w-full object-cover" />
                    ) : (
                      <span className="flex h-full items-center justify-center text-xs text-stone-600">No preview</span>
                    )}
                  </div>
                )}
                <div className={images ? 'space-y-1 p-2 text-xs' : 'flex min-w-0 flex-1 flex-wrap items-center gap-x-3 text-sm'}>
                  <p className="truncate font-medium text-stone-800" title={name}>
                    {slot.kind === 'kept' && slot.file.url && !images ? (
                      <a href={slot.file.url} target="_blank" rel="noreferrer" className="underline">
                        {name}
                      </a>
                    ) : (
                      name
                    )}
                  </p>
                  <p className="text-stone-600">
                    {formatBytes(slot.file.size)}
                    {slot.kind === 'new' && <span className="ml-1 rounded bg-accent-100 px-1 text-accent-800">new</span>}
                  </p>
                </div>
                <div className={images ? 'flex flex-wrap gap-1 px-2 pb-2' : 'flex gap-1'}>
                  {multiple && (
                    <>
                      <button type="button" className="btn-ghost px-2 py-1" disabled={index === 0} onClick={() => move(index, -1)} aria-label={`Move ${name} earlier`}>
                        <span aria-hidden="true">↑</span>
                      </button>
                      <button
                        type="button"
                        className="btn-ghost px-2 py-1"
                        disabled={index === value.length - 1}
                        onClick={() => move(index, 1)}
                        aria-label={`Move ${name} later`}
                      >
                        <span aria-hidden="true">↓</span>
                      </button>
                    </>
                  )}
                  <button type="button" className="btn-ghost px-2 py-1 text-red-700" onClick={() => remove(index)} aria-label={`Remove ${name}`}>
                    Remove
                  </button>
                </div>
              </li>
            );
          })}
        </ul>
      )}
      <div className="flex flex-wrap items-center gap-3">
        <button
          ref={buttonRef}
          id={id}
          type="button"
          className="btn"
          disabled={full}
          aria-describedby={describedBy}
          aria-invalid={invalid || undefined}
          onClick={() => inputRef.current?.click()}
          onBlur={onBlur}
        >
          {value.length > 0 && !multiple ? `Replace ${label.toLowerCase()}` : `Choose ${noun}`}
        </button>
        <span className="text-xs text-stone-600">
          {multiple ? `${value.length} of ${max}, ` : ''}
          up to {formatBytes(field.maxBytes)}
          {multiple ? ' each' : ''}
          {images ? '; JPEG, PNG, GIF or WebP' : '; PDF or image'}. You can also drop {noun} here.
        </span>
      </div>
      <input
        ref={inputRef}
        type="file"
        className="hidden"
        tabIndex={-1}
        aria-hidden="true"
        accept={acceptAttribute(field)}
        multiple={multiple}
        onChange={(event) => {
          if (event.target.files) add(event.target.files);
          // Picking the same file again must fire change again.
          event.target.value = '';
        }}
      />
    </div>
  );
}
