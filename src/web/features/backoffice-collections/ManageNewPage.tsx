import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { getCollection } from '../../../catalog/catalog.ts';
import { RecordForm, type RecordFormSection } from '../../components/form/RecordForm.tsx';
import type { FileSlot, FormValues, LocalizedValue } from '../../components/form/record-values.ts';
import { localizedText } from '../../components/ui/format.ts';
import { useNotices } from '../../components/ui/Notices.tsx';
import { AdminLayout } from '../../components/layout/AdminLayout.tsx';
import { EditorStatus } from '../../components/backoffice/EditorStatus.tsx';
import { NewsPreview, type NewsDraft } from './editors/NewsPreview.tsx';
import { useEditedRecord } from '../../components/backoffice/useEditedRecord.ts';

// The news editor: the article with its formatted body, and a preview of how it will read on
// the site in either language, from what is typed before it is saved.

const noticias = getCollection('noticias')!;

const SECTIONS: RecordFormSection[] = [
  { title: 'Article', fields: ['title', 'slug', 'summary', 'body'] },
  { title: 'Presentation', fields: ['cover', 'tags', 'author'] },
  { title: 'Publication', description: 'Leave the date empty to keep a draft; a future date schedules it.', fields: ['publishedAt'] },
];

type View = 'write' | 'es' | 'en';

function coverUrl(slots: FormValues[string] | undefined): string | undefined {
  const slot = Array.isArray(slots) ? (slots as FileSlot[])[0] : undefined;
  if (!slot || typeof slot !== 'object') return undefined;
  if (slot.kind === 'new') return slot.previewUrl;
  return slot.file.variants?.lg ?? slot.file.url;
}

function draftOf(values: FormValues): NewsDraft {
  return {
    title: values.title as LocalizedValue | undefined,
    summary: values.summary as LocalizedValue | undefined,
    body: values.body as LocalizedValue | undefined,
    coverUrl: coverUrl(values.cover),
    publishedAt: typeof values.publishedAt === 'string' && values.publishedAt ? new Date(values.publishedAt).toISOString() : null,
  };
}

export default function ManageNewPage() {
  const { id } = useParams();
  const navigate = useNavigate();
  const notify = useNotices();
  const { edited, reload, replace } = useEditedRecord('noticias', id);
  const record = edited.status === 'loaded' ? edited.record : undefined;
  const [view, setView] = useState<View>('write');
  const [draft, setDraft] = useState<NewsDraft>({});
  const title = record ? localizedText(record.title) : '';

  const tabs: { id: View; label: string }[] = [
    { id: 'write', label: 'Write' },
    { id: 'es', label: 'Preview in Spanish' },
    { id: 'en', label: 'Preview in English' },
  ];

  return (
    <AdminLayout
      title={id ? (title ? `Article: ${title}` : 'Article') : 'New article'}
      actions={
        <>
          {record && (
            <Link to={`/singlenew/${record._id}`} className="btn">
              View on the site
            </Link>
          )}
          <Link to="/Noticias" className="btn">
            All news
          </Link>
        </>
      }
    >
      <div className="mx-auto max-w-4xl space-y-4">
        <EditorStatus edited={edited} listRoute="/Noticias" singular="Article" onRetry={() => void reload()} />
        {(edited.status === 'new' || record) && (
          <>
            <div role="tablist" aria-label="Editor views" className="inline-flex rounded-lg border border-stone-300 bg-white p-1">
              {tabs.map((tab) => (
                <button
                  key={tab.id}
                  type="button"
                  role="tab"
                  id={`news-tab-${tab.id}`}
                  aria-selected={view === tab.id}
                  aria-controls={tab.id === 'write' ? 'news-write' : 'news-preview'}
                  className={`rounded-md px-3 py-1.5 text-sm font-medium ${view === tab.id ? 'bg-accent-700 text-white' : 'text-stone-700 hover:bg-stone-100'}`}
                  onClick={() => setView(tab.id)}
                >
                  {tab.label}
                </button>
              ))}
            </div>
            {/* The form stays mounted while previewing, so nothing typed is lost. */}
            <section id="news-write" role="tabpanel" aria-labelledby="news-tab-write" hidden={view !== 'write'} className="card p-4 sm:p-6">
              <RecordForm
                key={record?._id ?? 'new'}
                collection={noticias}
                record={record}
                sections={SECTIONS}
                submitLabel={record ? 'Save article' : 'Create article'}
                onValuesChange={(values) => setDraft(draftOf(values))}
                onSaved={(saved, mode) => {
                  if (mode === 'create') {
                    notify({ message: 'Article created.', tone: 'success' });
                    navigate(`/managenew/${saved._id}`, { replace: true });
                  } else {
                    replace(saved);
                    notify({ message: 'Article saved.', tone: 'success' });
                  }
                }}
              />
            </section>
            {view !== 'write' && (
              <section id="news-preview" role="tabpanel" aria-labelledby={`news-tab-${view}`} className="card px-4 py-8 sm:px-10">
                <NewsPreview draft={draft} language={view} />
              </section>
            )}
          </>
        )}
      </div>
    </AdminLayout>
  );
}
