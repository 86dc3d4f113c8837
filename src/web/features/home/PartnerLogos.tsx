import { listRecords, imageSource, onlyFields } from '../../api/public.ts';
import { useRemote } from '../../api/use-remote.ts';
import { defineMessages, useT } from '../../i18n/messages.ts';
import { HomeSection } from './HomeSection.tsx';
import { PARTNER_LOGO_FIELDS, type Partner } from '../../api/public-records.ts';

// Companies and schools Habita works with, by their logos. Each opens the partner's own site
// in a new tab, which the link says for those who cannot see it.

const messages = defineMessages({
  es: { title: 'Trabajamos con', newTab: '(se abre en una pestaña nueva)' },
  en: { title: 'We work with', newTab: '(opens in a new tab)' },
});

function PartnerLogo({ partner }: { partner: Partner }) {
  const src = imageSource(partner.logo, 'sm');
  return src ? (
    <img src={src} alt={partner.name} width={96} height={96} loading="lazy" decoding="async" className="size-16 object-contain sm:size-20" />
  ) : (
    <span className="px-2 text-center text-sm font-semibold text-stone-800">{partner.name}</span>
  );
}

export function PartnerLogos() {
  const t = useT(messages);
  const remote = useRemote((signal) => listRecords<Partner>('partners', { sort: 'order', limit: 24, ...onlyFields(PARTNER_LOGO_FIELDS) }, signal), 'home-partners');
  if (remote.status !== 'ready' || remote.data.docs.length === 0) return null;
  const box = 'flex h-24 items-center justify-center rounded-xl border border-stone-200 bg-white p-3 sm:h-28';
  return (
    <HomeSection title={t('title')}>
      <ul className="flex flex-wrap justify-center gap-3 sm:justify-start sm:gap-4">
        {remote.data.docs.map((partner) => (
          <li key={partner._id} className="w-[calc((100%-1.5rem)/3)] sm:w-36">
            {partner.url ? (
              <a href={partner.url} target="_blank" rel="noopener" className={`${box} transition hover:border-stone-300 hover:shadow-sm`}>
                <PartnerLogo partner={partner} />
                <span className="sr-only"> {t('newTab')}</span>
              </a>
            ) : (
              <div className={box}>
                <PartnerLogo partner={partner} />
              </div>
            )}
          </li>
        ))}
      </ul>
    </HomeSection>
  );
}
