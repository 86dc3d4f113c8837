import { Link, useLocation } from 'react-router';
import { PublicLayout } from '../components/layout/PublicLayout.tsx';
import { defineMessages, useT } from '../i18n/messages.ts';
import { usePageMeta } from '../i18n/page-meta.ts';
import { usePageStatus } from '../components/rendering/page-status.ts';

const messages = defineMessages({
  es: {
    title: 'Página no encontrada',
    text: 'No hay ninguna página en',
    hint: 'Puede que el enlace esté mal escrito o que la página se haya movido.',
    home: 'Ir a la página de inicio',
    findRoom: 'Buscar habitación',
    help: 'Centro de ayuda',
  },
  en: {
    title: 'Page not found',
    text: 'There is no page at',
    hint: 'The link may be mistyped, or the page has moved.',
    home: 'Go to the home page',
    findRoom: 'Find a room',
    help: 'Help centre',
  },
});

export function NotFoundPage() {
  const { pathname } = useLocation();
  const t = useT(messages);
  usePageStatus(404);
  usePageMeta(t('title'));
  return (
    <PublicLayout>
      <div className="mx-auto max-w-xl px-4 py-20 text-center">
        <p className="text-sm font-semibold text-accent-700">404</p>
        <h1 className="mt-2 text-3xl font-semibold tracking-tight">{t('title')}</h1>
        <p className="mt-3 text-stone-700">
          {t('text')} <code className="break-all rounded bg-stone-100 px-1">{pathname}</code>.
        </p>
        <p className="mt-1 text-stone-700">{t('hint')}</p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <Link to="/" className="btn-primary">
            {t('home')}
          </Link>
          <Link to="/searchproperties" className="btn">
            {t('findRoom')}
          </Link>
          <Link to="/help" className="btn">
            {t('help')}
          </Link>
        </div>
      </div>
    </PublicLayout>
  );
}
