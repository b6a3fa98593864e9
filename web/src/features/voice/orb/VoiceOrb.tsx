import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { OrbCanvas } from './OrbCanvas';
import { VOICE_ORB_DEFAULT_HOVER_INTENSITY } from './orbMotion';

export type VoiceOrbProps = {
  /** A call is active: the orb is blue/purple and the button ends the call. */
  active: boolean;
  /** Starts or ends the call; the same trigger either way. */
  onTrigger: () => void;
  hoverIntensity?: number;
  rotateOnHover?: boolean;
  /** Degrees added to every colour's hue. */
  hue?: number;
  forceHover?: boolean;
  /** Connecting: shows the "Verbindung wird hergestellt..." pill. */
  loading?: boolean;
  /** Shown as "Error: " plus this text. */
  error?: string | null;
  /** The assistant's voice level, 0 to 1. */
  volume?: number;
  /**
   * The text shown with the orb, its visible label ("Let's talk !"). The button's accessible name
   * begins with it, so a voice-control user who says what they see reaches the button (WCAG 2.5.3,
   * Label in Name); what the button does follows.
   */
  visibleLabel?: string | null;
  /** Call status announced politely to screen readers, e.g. "Verbunden – der Assistent hört zu". */
  statusText?: string;
  /** The id of the text that describes the button (the AI disclosure). */
  describedBy?: string;
};

/** The voice-call orb: a real button around the decorative canvas, with status and error text. */
export function VoiceOrb({
  active,
  onTrigger,
  hoverIntensity = VOICE_ORB_DEFAULT_HOVER_INTENSITY,
  rotateOnHover = true,
  hue = 0,
  forceHover = false,
  loading = false,
  error = null,
  volume = 0,
  visibleLabel,
  statusText,
  describedBy,
}: VoiceOrbProps) {
  const { t } = useTranslation();
  const action = t(active ? 'voice.orbEnd' : 'voice.orbStart');
  // Keyboard users get the hover look while the orb has focus; a mouse click does not keep it.
  const [keyboardFocused, setKeyboardFocused] = useState(false);

  return (
    <div className="voice-orb">
      <button
        type="button"
        className="voice-orb__button"
        aria-label={visibleLabel ? `${visibleLabel} – ${action}` : action}
        aria-describedby={describedBy}
        onClick={onTrigger}
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
        />
      </button>
      {/* Always rendered, so screen readers hear what changes inside. */}
      <div className="voice-orb__status" role="status">
        {loading ? (
          <span className="voice-orb__pill">{t('voice.connecting')}</span>
        ) : (
          statusText && <span className="visually-hidden">{statusText}</span>
        )}
      </div>
      <div className="voice-orb__alert" role="alert">
        {error && <p className="voice-orb__error">{t('voice.error', { message: error })}</p>}
      </div>
    </div>
  );
}
