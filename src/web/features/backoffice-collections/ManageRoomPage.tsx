import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { getCollection } from '../../../catalog/catalog.ts';
import { RecordForm, type RecordFormSection } from '../../components/form/RecordForm.tsx';
import { localizedText } from '../../components/ui/format.ts';
import { useNotices } from '../../components/ui/Notices.tsx';
import { AdminLayout } from '../../components/layout/AdminLayout.tsx';
import { EditorStatus } from '../../components/backoffice/EditorStatus.tsx';
import { RoomGallery } from './editors/RoomGallery.tsx';
import { RoomPrices } from './editors/RoomPrices.tsx';
import { useEditedRecord } from '../../components/backoffice/useEditedRecord.ts';

// The room editor: its details, then (once it exists) its photos in order and its seasonal prices.

const rooms = getCollection('rooms')!;

const SECTIONS: RecordFormSection[] = [
  { title: 'The room', description: 'Where it is and how it appears in search results.', fields: ['property', 'name', 'type', 'category', 'description'] },
  { title: 'Price and stay', fields: ['monthlyPrice', 'deposit', 'billsIncluded', 'availableFrom', 'minMonths', 'maxMonths'] },
  { title: 'Inside', fields: ['sizeM2', 'mattress', 'amenities', 'extras'] },
  { title: 'Listing', fields: ['status', 'published'] },
];

export default function ManageRoomPage() {
  const { id } = useParams();
  const [query] = useSearchParams();
  const navigate = useNavigate();
  const notify = useNotices();
  const { edited, reload, replace } = useEditedRecord('rooms', id);
  const record = edited.status === 'loaded' ? edited.record : undefined;
  const name = record ? localizedText(record.name) : '';
  const propertyId = (record?.property as string | undefined) ?? query.get('property') ?? undefined;

  return (
    <AdminLayout
      title={id ? (name ? `Room: ${name}` : 'Room') : 'New room'}
      actions={
        <>
          {propertyId && (
            <Link to={`/manageproperty/${propertyId}`} className="btn">
              Its property
            </Link>
          )}
          <Link to="/Rooms" className="btn">
            All rooms
          </Link>
        </>
      }
    >
      <div className="mx-auto max-w-4xl space-y-6">
        <EditorStatus edited={edited} listRoute="/Rooms" singular="Room" onRetry={() => void reload()} />
        {(edited.status === 'new' || record) && (
          <section aria-label="Room details" className="card p-4 sm:p-6">
            <RecordForm
              key={record?._id ?? 'new'}
              collection={rooms}
              record={record}
              sections={SECTIONS}
              defaults={propertyId ? { property: propertyId } : undefined}
              submitLabel={record ? 'Save room' : 'Create room'}
              onSaved={(saved, mode) => {
                if (mode === 'create') {
                  notify({ message: 'Room created. Add its photos and seasonal prices below.', tone: 'success' });
                  navigate(`/manageroom/${saved._id}`, { replace: true });
                } else {
                  replace(saved);
                  notify({ message: 'Room saved.', tone: 'success' });
                }
              }}
            />
          </section>
        )}
        {record && (
          <>
            <RoomGallery roomId={record._id} />
            <RoomPrices roomId={record._id} usualPrice={typeof record.monthlyPrice === 'number' ? record.monthlyPrice : undefined} />
          </>
        )}
      </div>
    </AdminLayout>
  );
}
