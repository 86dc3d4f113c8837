import { ReserveDialog } from '../../features/checkout/ReserveDialog.tsx';
import PropertyPage from '../../features/property/SinglePropertyPage.tsx';

// /singleproperty/:id: the property page with checkout's dialog to reserve from it. Features do
// not import each other; the app puts them together. (Named as the page, so its chunk keeps its name.)

export default function SinglePropertyPage() {
  return <PropertyPage ReserveDialog={ReserveDialog} />;
}
