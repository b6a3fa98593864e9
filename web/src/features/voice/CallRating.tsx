import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from '../../lib/language';
import { rateCall } from './subscribers/pageStore';

/** As the database refuses more (supabase/migrations/20261126000000_call_ratings.sql). */
export const RATING_COMMENT_MAX_LENGTH = 500;

const STARS = [1, 2, 3, 4, 5] as const;

type Sending = 'idle' | 'sending' | 'sent' | 'failed';

/**
 * The visitor's rating of the demo: one to five stars, a comment if they like, stored once for
 * the company through record_call_rating. A failed send keeps both and says so; after a send the
 * form gives way to a thank-you, so the same rating cannot be sent twice.
 */
export function CallRating() {
  const { t } = useTranslation();
  const id = useId();
  const [stars, setStars] = useState<number | null>(null);
  const [comment, setComment] = useState('');
  const [sending, setSending] = useState<Sending>('idle');

  if (sending === 'sent') {
    return (
      <p className="call-rating__thanks" role="status">
        {t('voiceDemo.rating.thanks')}
      </p>
    );
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (stars === null || sending === 'sending') return;
    setSending('sending');
    rateCall(stars, comment).then(
      () => setSending('sent'),
      () => setSending('failed'),
    );
  };

  return (
    <form className="call-rating" onSubmit={submit}>
      <fieldset className="call-rating__stars">
        <legend>{t('voiceDemo.rating.question')}</legend>
        {STARS.map((count) => (
          <label key={count} className="call-rating__star">
            <input
              type="radio"
              name={`${id}-stars`}
              value={count}
              checked={stars === count}
              onChange={() => setStars(count)}
            />
            <span aria-hidden="true" data-lit={stars !== null && count <= stars}>
              ★
            </span>
            <span className="visually-hidden">{t('voiceDemo.rating.star', { count })}</span>
          </label>
        ))}
      </fieldset>
      {stars !== null && (
        <>
          <label htmlFor={`${id}-comment`} className="call-rating__label">
            {t('voiceDemo.rating.comment')}
          </label>
          <textarea
            id={`${id}-comment`}
            className="text-field"
            rows={2}
            maxLength={RATING_COMMENT_MAX_LENGTH}
            value={comment}
            onChange={(event) => setComment(event.target.value)}
          />
          <button type="submit" className="button" disabled={sending === 'sending'}>
            {t(sending === 'sending' ? 'voiceDemo.rating.submitting' : 'voiceDemo.rating.submit')}
          </button>
        </>
      )}
      <p className="call-rating__error" role="alert">
        {sending === 'failed' && t('voiceDemo.rating.failed')}
      </p>
    </form>
  );
}
