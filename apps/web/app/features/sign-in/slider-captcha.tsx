import {
  ApiError,
  CAPTCHA_TYPE,
  type CaptchaType,
  captchaSliderRoute,
  captchaSliderVerifyRoute,
  type Language,
  type SliderChallenge,
} from '@stallhub/contracts';
import clsx from 'clsx';
import { type PointerEvent, useCallback, useEffect, useRef, useState } from 'react';
import { useT } from '../../i18n/use-t.ts';
import { browserApi } from '../../lib/api.ts';

type State =
  | { kind: 'loading' }
  | { kind: 'ready'; challenge: SliderChallenge; x: number; failed: boolean }
  | { kind: 'checking'; challenge: SliderChallenge; x: number }
  | { kind: 'passed' }
  | { kind: 'error' };

interface Props {
  lang: Language;
  type?: CaptchaType;
  /** Called with the one-time token once the piece sits in the gap. */
  onPass: (token: string) => void;
  /** Bump to ask for a fresh puzzle (after a send failure, spec 1 §8). */
  resetKey?: number;
  /** Refuses to start dragging, with this reason (e.g. the e-mail is not valid yet). */
  blockedReason?: string | null;
}

/**
 * The slider captcha (spec 1 §4 sms flow, captcha types 10 and 20): drag the piece into the gap; the
 * server keeps the gap's place and answers with a one-time token.
 */
export function SliderCaptcha({
  lang,
  type = CAPTCHA_TYPE.embedded,
  onPass,
  resetKey = 0,
  blockedReason,
}: Props) {
  const { t } = useT();
  const [state, setState] = useState<State>({ kind: 'loading' });
  const start = useRef<{ pointerX: number } | null>(null);
  // The last position the pointer reached: a release can arrive before React renders the last move.
  const dragX = useRef(0);

  const load = useCallback(async () => {
    setState({ kind: 'loading' });
    try {
      const challenge = await browserApi.call(captchaSliderRoute, { type });
      setState({ kind: 'ready', challenge, x: 0, failed: false });
    } catch {
      setState({ kind: 'error' });
    }
  }, [type]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: resetKey asks for a new puzzle
  useEffect(() => {
    void load();
  }, [load, resetKey]);

  if (state.kind === 'passed' || state.kind === 'loading' || state.kind === 'error') {
    return <SliderStatus kind={state.kind} onRetry={() => void load()} />;
  }

  const { challenge, x } = state;
  const maxX = challenge.width - challenge.pieceSize;

  const onPointerDown = (event: PointerEvent<HTMLButtonElement>) => {
    if (state.kind !== 'ready' || blockedReason) return;
    event.currentTarget.setPointerCapture(event.pointerId);
    start.current = { pointerX: event.clientX - x };
    dragX.current = x;
    setState({ ...state, failed: false });
  };
  const onPointerMove = (event: PointerEvent<HTMLButtonElement>) => {
    if (state.kind !== 'ready' || !start.current) return;
    const next = Math.min(maxX, Math.max(0, event.clientX - start.current.pointerX));
    dragX.current = next;
    setState({ ...state, x: next });
  };
  const onPointerUp = async () => {
    if (state.kind !== 'ready' || !start.current) return;
    start.current = null;
    const released = dragX.current;
    setState({ kind: 'checking', challenge, x: released });
    try {
      const answer = await browserApi.call(captchaSliderVerifyRoute, {
        challengeId: challenge.challengeId,
        x: Math.round(released),
        lang,
      });
      setState({ kind: 'passed' });
      onPass(answer.token);
    } catch (error) {
      // A wrong answer keeps the puzzle for another try until the server retires it, then a new one.
      if (error instanceof ApiError) {
        try {
          const fresh = await browserApi.call(captchaSliderRoute, { type });
          setState({ kind: 'ready', challenge: fresh, x: 0, failed: true });
          return;
        } catch {}
      }
      setState({ kind: 'error' });
    }
  };

  return (
    <div
      className="flex w-full flex-col gap-1"
      style={{ maxWidth: challenge.width }}
      data-testid="slider-captcha"
    >
      <SliderPicture challenge={challenge} x={x} />
      <div
        className={clsx(
          'relative h-10 select-none rounded border bg-page',
          state.kind === 'ready' && state.failed ? 'border-red-400' : 'border-line',
        )}
        style={{ width: challenge.width }}
      >
        <span className="absolute inset-0 flex items-center justify-center pl-10 text-ink-faint text-xs">
          {state.kind === 'checking'
            ? t('signIn.slider.checking')
            : state.failed
              ? t('signIn.slider.failed')
              : (blockedReason ?? t('signIn.slider.hint'))}
        </span>
        <span className="absolute inset-y-0 left-0 rounded-l bg-brand-soft" style={{ width: x }} />
        <button
          type="button"
          aria-label={t('signIn.slider.handle')}
          data-testid="slider-handle"
          className="absolute top-0 h-full touch-none cursor-grab rounded border border-line bg-white text-brand shadow-sm active:cursor-grabbing"
          style={{ width: challenge.pieceSize, transform: `translateX(${x}px)` }}
          onPointerDown={onPointerDown}
          onPointerMove={onPointerMove}
          onPointerUp={onPointerUp}
          onPointerCancel={onPointerUp}
        >
          →
        </button>
      </div>
    </div>
  );
}

/** The slider before and after its puzzle: loading, failed to load (with a retry), passed. */
function SliderStatus({ kind, onRetry }: { kind: 'loading' | 'error' | 'passed'; onRetry: () => void }) {
  const { t } = useT();
  if (kind === 'passed') {
    return (
      <p
        data-testid="slider-passed"
        className="flex h-10 items-center justify-center rounded border border-green-600 bg-green-50 text-green-700 text-sm"
      >
        {t('signIn.slider.passed')}
      </p>
    );
  }
  return (
    <div className="flex h-10 items-center justify-center rounded border border-line bg-page text-ink-soft text-sm">
      {kind === 'loading' ? (
        t('signIn.slider.loading')
      ) : (
        <button type="button" className="text-brand hover:underline" onClick={onRetry}>
          {t('signIn.slider.retry')}
        </button>
      )}
    </div>
  );
}

/** The puzzle's picture with its piece moved `x` pixels towards the gap. */
function SliderPicture({ challenge, x }: { challenge: SliderChallenge; x: number }) {
  return (
    <div
      className="relative overflow-hidden rounded"
      style={{ width: challenge.width, height: challenge.height }}
    >
      <img
        src={challenge.background}
        alt=""
        width={challenge.width}
        height={challenge.height}
        draggable={false}
      />
      <img
        src={challenge.piece}
        alt=""
        className="absolute left-0 drop-shadow"
        style={{ top: challenge.pieceY, transform: `translateX(${x}px)` }}
        width={challenge.pieceSize}
        height={challenge.pieceSize}
        draggable={false}
      />
    </div>
  );
}
