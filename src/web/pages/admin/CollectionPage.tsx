import { getCollection } from '../../../catalog/catalog.ts';
import { AdminLayout } from './AdminLayout.tsx';

export default function CollectionPage({ collection }: { collection: string }) {
  const definition = getCollection(collection)!;
  return <AdminLayout title={definition.label}>{null}</AdminLayout>;
}
