// Spec §1: the live chat opens where the site configuration supplies its address, with the
// language, name, avatar and time as parameters. Nothing loads until the buyer asks for it.
import { useTranslation } from 'react-i18next';
import { Icon } from '../../components/icon.tsx';
import { codeOf } from '../../i18n/index.ts';

export function chatUrl(
  serviceUrl: string,
  params: { lang: string; name: string; avatar: string; time: number },
): string {
  const url = new URL(serviceUrl, window.location.href);
  url.searchParams.set('lang', params.lang);
  url.searchParams.set('name', params.name);
  url.searchParams.set('avatar', params.avatar);
  url.searchParams.set('time', String(params.time));
  return url.toString();
}

export function LiveChat({ serviceUrl }: { serviceUrl: string }) {
  const { t, i18n } = useTranslation();
  const open = () => {
    // the visitor's name and avatar come with sign-in (accounts issue); a visitor is anonymous
    const url = chatUrl(serviceUrl, { lang: codeOf(i18n.language), name: '', avatar: '', time: Date.now() });
    window.open(url, 'polymart-chat', 'noopener,width=420,height=640');
  };
  return (
    <button type="button" className="chat-btn" onClick={open}>
      <Icon name="chat" />
      <span>{t('chat.open')}</span>
    </button>
  );
}
