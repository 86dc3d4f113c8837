import { Link, useLocation } from 'react-router';
import { PublicLayout } from '../components/PublicLayout.tsx';

export function NotFoundPage() {
  const { pathname } = useLocation();
  return (
    <PublicLayout>
      <div className="mx-auto max-w-xl px-4 py-20 text-center">
        <p className="text-sm font-semibold text-accent-700">404</p>
        <h1 className="mt-2 text-3xl font-semibold tracking-tight">Page not found</h1>
        <p className="mt-3 text-stone-700">
          There is no page at <code className="break-all rounded bg-stone-100 px-1">{pathname}</code>.
        </p>
        <div className="mt-8 flex justify-center gap-3">
          <Link to="/" className="btn-primary">Go to the home page</Link>
          <Link to="/searchproperties" className="btn">Find a room</Link>
        </div>
      </div>
    </PublicLayout>
  );
}
