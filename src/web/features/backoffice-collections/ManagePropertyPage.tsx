import { Link, useNavigate, useParams } from 'react-router';
import { getCollection } from '../../../catalog/catalog.ts';
import { RecordForm, type RecordFormSection } from '../../components/form/RecordForm.tsx';
import { localizedText } from '../../components/ui/format.ts';
import { useNotices } from '../../components/ui/Notices.tsx';
import { AdminLayout } from '../../components/layout/AdminLayout.tsx';
import { EditorStatus } from '../../components/backoffice/EditorStatus.tsx';
import { PropertyRooms } from './editors/PropertyRooms.tsx';
import { useEditedRecord } from '../../components/backoffice/useEditedRecord.ts';

// The property editor: the building or flat, its photos and shared amenities, then its rooms.

const properties = getCollection('properties')!;

const SECTIONS: RecordFormSection[] = [
  { title: 'The property', fields: ['title', 'description', 'landlord'] },
  { title: 'Where it is', fields: ['address', 'postalCode', 'city', 'neighborhood', 'latitude', 'longitude'] },
  { title: 'The building', fields: ['floor', 'lift', 'sizeM2', 'buildingAmenities', 'floorAmenities', 'houseRules'] },
  { title: 'Photos', fields: ['images'] },
  { title: 'Listing', fields: ['published', 'featured'] },
];

export default function ManagePropertyPage() {
  const { id } = useParams();
  const navigate = useNavigate();
  const notify = useNotices();
  const { edited, reload, replace } = useEditedRecord('properties', id);
  const record = edited.status === 'loaded' ? edited.record : undefined;
  const title = record ? localizedText(record.title) : '';

  return (
    <AdminLayout
      title={id ? (title ? `Property: ${title}` : 'Property') : 'New property'}
      actions={
        <>
          {record && (
            <Link to={`/singleproperty/${record._id}`} className="btn">
              View on the site
            </Link>
          )}
          <Link to="/Properties" className="btn">
            All properties
          </Link>
        </>
      }
    >
      <div className="mx-auto max-w-4xl space-y-6">
        <EditorStatus edited={edited} listRoute="/Properties" singular="Property" onRetry={() => void reload()} />
        {(edited.status === 'new' || record) && (
          <section aria-label="Property details" className="card p-4 sm:p-6">
            <RecordForm
              key={record?._id ?? 'new'}
              collection={properties}
              record={record}
              sections={SECTIONS}
              submitLabel={record ? 'Save property' : 'Create property'}
              onSaved={(saved, mode) => {
                if (mode === 'create') {
                  notify({ message: 'Property created. Now add its rooms.', tone: 'success' });
                  navigate(`/manageproperty/${saved._id}`, { replace: true });
                } else {
                  replace(saved);
                  notify({ message: 'Property saved.', tone: 'success' });
                }
              }}
            />
          </section>
        )}
        {record && <PropertyRooms propertyId={record._id} />}
      </div>
    </AdminLayout>
  );
}
