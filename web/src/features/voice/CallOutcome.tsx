import type { VoiceWidgetView } from '@site/machines/voiceWidget';
import { useTranslation } from 'react-i18next';
import { formatCallTime } from './callClock';

/**
 * How the last call ended and how long it lasted: right under the orb, where the visitor's eyes
 * (and focus) are when the call is over; announced.
 */
export function CallOutcome({ view }: { view: VoiceWidgetView }) {
  const { t } = useTranslation();
  return (
    <div className="after-call__ended" role="status">
      {view.endedReason && (
        <p className="after-call__reason">
          {t(`voiceDemo.ended.${view.endedReason}`, { count: view.maxCallSeconds / 60 })}
        </p>
      )}
      {view.lastCallSeconds !== null && (
        <p className="after-call__duration">
          {t('voiceDemo.duration', { duration: formatCallTime(view.lastCallSeconds) })}
        </p>
      )}
    </div>
  );
}
