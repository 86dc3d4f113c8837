import { Link } from 'react-router';

export function Logo({ to = '/' }: { to?: string }) {
  return (
    <Link to={to} className="inline-flex items-center gap-2 rounded-md text-lg font-semibold tracking-tight text-stone-900">
      <svg aria-hidden="true" viewBox="0 0 64 64" className="size-7">
        <rect width="64" height="64" rx="14" fill="#c2410c" />
        <path d="M14 32 32 16l18 16v16a2 2 0 0 1-2 2H38V38H26v12H16a2 2 0 0 1-2-2z" fill="#fff" />
      </svg>
      Habita
    </Link>
  );
}
