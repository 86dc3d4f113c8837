import type { ReactNode } from 'react';
import { Link } from 'react-router';

// A calm box for "nothing here": an empty list, a filter with no results, a record that does
// not exist. Not an alert: nothing went wrong, there is just nothing to show.

export function ContentNotice({
  title,
  children,
  action,
  headingLevel = 2,
}: {
  title: string;
  children?: ReactNode;
  action?: { to: string; label: string };
  headingLevel?: 2 | 3;
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <div className="rounded-xl border border-dashed border-stone-300 bg-stone-50 px-5 py-8 text-center">
      <Heading className="text-lg font-semibold text-stone-900">{title}</Heading>
      {children && <div className="mx-auto mt-2 max-w-prose text-stone-700">{children}</div>}
      {action && (
        <Link to={action.to} className="btn mt-5">
          {action.label}
        </Link>
      )}
    </div>
  );
}
