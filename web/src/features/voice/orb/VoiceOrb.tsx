import type { OrbAction } from '@site/machines/voiceWidget';
import { useState, type Ref } from 'react';
import { useTranslation } from '../../../lib/language';
import { OrbCanvas } from './OrbCanvas';
import { VOICE_ORB_DEFAULT_HOVER_INTENSITY } from './orbMotion';

export type VoiceOrbProps = {
  /** A call is active: the orb is blue/purple. */
  active: boolean;
  /** What a click does now (start, cancel the connecting call, end it): the button's name says so. */
  action: OrbAction;
  /** Starts, cancels or ends the call; the same trigger every time. */
  onTrigger: (button: HTMLButtonElement) => void;
  buttonRef?: Ref<HTMLButtonElement>;
  hoverIntensity?: number;
  rotateOnHover?: boolean;
  /** Degrees added to every colour's hue. */
  hue?: number;
  forceHover?: boolean;
  /** Connecting: shows the "Verbindung wird hergestellt..." pill. */
  loading?: boolean;
  /** Shown as "Error: " plus this text. */
  error?: string | null;
  /** The loudest voice of the call, the assistant's or the visitor's, 0 to 1. */
  volume?: number;
  /** The visitor's microphone is muted: the orb is greyed. */
  muted?: boolean;
  /**
   * The text shown with the orb, its visible label ("Let's talk !"). The button's accessible name
   * begins with it, so a voice-control user who says what they see reaches the button (WCAG 2.5.3,
   * Label in Name); what the button does follows.
   */
  visibleLabel?: string | null;
  /** The id of the text that describes the button (the AI disclosure). */
  describedBy?: string;
};

/** The voice-call orb: a real button around the decorative canvas, with status and error text. */
export function VoiceOrb({
  active,
  action,
  onTrigger,
  buttonRef,
  hoverIntensity = VOICE_ORB_DEFAULT_HOVER_INTENSITY,
  rotateOnHover = true,
  hue = 0,
  forceHover = false,
  loading = false,
  error = null,
  volume = 0,
  muted = false,
  visibleLabel,
  describedBy,
}: VoiceOrbProps) {
  const { t } = useTranslation();
  const actionWords = t(
    { start: 'voice.orbStart', cancel: 'voice.orbCancel', end: 'voice.orbEnd' }[action],
  );
  // Keyboard users get the hover look while the orb has focus; a mouse click does not keep it.
  const [keyboardFocused, setKeyboardFocused] = useState(false);

  return (
    <div className="voice-orb">
      <button
        ref={buttonRef}
        type="button"
        className="voice-orb__button"
        aria-label={visibleLabel ? `${visibleLabel} – ${actionWords}` : actionWords}
        aria-describedby={describedBy}
        onClick={(event) => onTrigger(event.currentTarget)}
        onFocus={(event) => setKeyboardFocused(event.currentTarget.matches(':focus-visible'))}
        onBlur={() => setKeyboardFocused(false)}
      >
        <OrbCanvas
          active={active}
          hoverIntensity={hoverIntensity}
          rotateOnHover={rotateOnHover}
          hue={hue}
          forceHover={forceHover || keyboardFocused}
          volume={volume}
          muted={muted}
        />
      </button>
      {/* Shown, not announced: the call's panel announces what the call does (CallPanel.tsx). */}
      <div className="voice-orb__status" aria-hidden="true">
        {loading && <span className="voice-orb__pill">{t('voice.connecting')}</span>}
      </div>
      <div className="voice-orb__alert" role="alert">
        {error && <p className="voice-orb__error">{t('voice.error', { message: error })}</p>}
      </div>
    </div>
  );
}
