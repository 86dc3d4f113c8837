import { Controller, useFormContext } from 'react-hook-form';
import type { TextField } from '../../../catalog/types.ts';
import { RichTextEditor } from '../rich-text/RichTextEditor.tsx';
import { GroupedField, LabelledField, type FieldControl } from './FieldFrame.tsx';
import type { FormValues } from './record-values.ts';

// A text field's input: formatted or plain, one per language or one for all, a line or a box.

interface TextInputProps {
  control: FieldControl;
  field: TextField;
}

const TEXT_TYPES = { email: 'email', url: 'url', phone: 'tel' } as const;

export function TextFieldInput({ control: c, field }: TextInputProps) {
  if (field.localized && field.rich) return <LocalizedRichTextInput control={c} />;
  if (field.localized) return <LocalizedTextInput control={c} field={field} />;
  if (field.multiline) return <MultilineTextInput control={c} field={field} />;
  return <SingleLineTextInput control={c} field={field} />;
}

/** Formatted text: one editor per language, each holding sanitized HTML. */
function LocalizedRichTextInput({ control: c }: { control: FieldControl }) {
  const { control } = useFormContext<FormValues>();
  return (
    <GroupedField control={c}>
      <div className="space-y-4">
        {(['es', 'en'] as const).map((language) => (
          <Controller
            key={language}
            control={control}
            name={`${c.name}.${language}`}
            render={({ field: input }) => (
              <RichTextEditor
                id={language === 'es' ? c.id : `${c.id}-en`}
                label={`${c.label} in ${language === 'es' ? 'Spanish' : 'English'}`}
                caption={language === 'es' ? 'Spanish' : 'English'}
                value={typeof input.value === 'string' ? input.value : ''}
                onChange={input.onChange}
                invalid={c.invalid}
                describedBy={c.described}
              />
            )}
          />
        ))}
      </div>
    </GroupedField>
  );
}

function LocalizedTextInput({ control: c, field }: TextInputProps) {
  const { register } = useFormContext<FormValues>();
  const Tag = field.multiline ? 'textarea' : 'input';
  const rows = field.multiline ? (field.rich ? 8 : 4) : undefined;
  return (
    <GroupedField control={c}>
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
        <div>
          <label htmlFor={c.id} className="mb-1 block text-xs font-medium text-stone-700">
            Spanish
          </label>
          <Tag {...c.common} {...register(`${c.name}.es`)} lang="es" rows={rows} maxLength={field.max} className="input" />
        </div>
        <div>
          <label htmlFor={`${c.id}-en`} className="mb-1 block text-xs font-medium text-stone-700">
            English
          </label>
          <Tag
            {...c.common}
            id={`${c.id}-en`}
            aria-required={undefined}
            {...register(`${c.name}.en`)}
            lang="en"
            rows={rows}
            maxLength={field.max}
            className="input"
          />
        </div>
      </div>
    </GroupedField>
  );
}

function MultilineTextInput({ control: c, field }: TextInputProps) {
  const { register } = useFormContext<FormValues>();
  return (
    <LabelledField control={c}>
      <textarea {...c.common} {...register(c.name)} rows={field.rich ? 8 : 4} maxLength={field.max} className="input" />
    </LabelledField>
  );
}

function SingleLineTextInput({ control: c, field }: TextInputProps) {
  const { register } = useFormContext<FormValues>();
  const type = field.format && field.format in TEXT_TYPES ? TEXT_TYPES[field.format as keyof typeof TEXT_TYPES] : 'text';
  return (
    <LabelledField control={c}>
      <input
        {...c.common}
        {...register(c.name)}
        type={type}
        maxLength={field.max}
        autoComplete={field.format === 'email' ? 'email' : 'off'}
        spellCheck={field.format ? false : undefined}
        className="input"
      />
    </LabelledField>
  );
}
