import { useTranslation } from '../../lib/language';
import { telHref } from '../../lib/telHref';
import './demoPhone.css';

/**
 * The demo call's second way: the number where the assistant takes calls itself (site settings),
 * as a `tel:` link. Shown in the hero and on the call's card; a site without the number shows
 * none.
 */
export function DemoPhoneLink({ phone }: { phone: string }) {
  const { t } = useTranslation();
  return (
    <a className="demo-phone" href={telHref(phone)}>
      {t('voiceDemo.byPhone')} <span className="demo-phone__number">{phone}</span>
    </a>
  );
}
