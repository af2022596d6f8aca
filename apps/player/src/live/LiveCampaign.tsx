import type { PlayResponse, PublishedCampaign, RegistrationRequest, WonPrize } from '@gc/contracts/play';
import type { GameResult } from '@gc/games/core/game-server';
import { useEffect, useMemo, useRef, useState } from 'react';
import { analyticsNotice } from '../chrome/analytics-strings.ts';
import { playStringsFor } from '../chrome/play-strings.ts';
import { nextPage, startPage } from '../document/page-flow.ts';
import { celebrate } from '../game/confetti.ts';
import type { DecidedAnswer, GamePlay, PlayAnswer } from '../game/game-play.ts';
import { useReducedMotion } from '../game/use-reduced-motion.ts';
import { NoticeScreen } from '../NoticeScreen.tsx';
import { CampaignView } from '../pages/CampaignView.tsx';
import { type AltchaSupply, altchaSupply } from './altcha-supply.ts';
import { createCollector } from './analytics-collector.ts';
import { useEmailVerification } from './email-verification.ts';
import { type ApiError, fetchUsedPlayKeys, sendFinish, sendOutcome, sendPlay, sendStep } from './play-api.ts';
import { PlayFailure } from './play-failure.ts';
import { forgetPlayerToken, storedPlayerToken, storePlayerToken } from './player-session.ts';
import { problemFieldErrors, problemMessage } from './problem-message.ts';
import { type FieldErrors, type FormValues, formErrors, formRegistration } from './registration-payload.ts';
import { retryWhenAsked } from './retry-when-asked.ts';
import { sendTabRegistration } from './send-registration.ts';
import { urlRegistration } from './url-registration.ts';
import { usePageMeta } from './use-page-meta.ts';

/**
 * A registration with a fresh proof of work, sent again by itself while the server asks to wait
 * (retry-when-asked.ts), under this tab's Idempotency-Key (send-registration.ts): the server sees one
 * registration.
 */
function registerWithRetries(
  supply: AltchaSupply,
  slug: string,
  campaignId: string,
  fields: (altcha: string) => RegistrationRequest,
) {
  return retryWhenAsked(async () => {
    const altcha = await supply.take();
    if ('error' in altcha) return altcha;
    return sendTabRegistration(slug, campaignId, fields(altcha.data));
  });
}

/** Registration types whose player fills in the form (appSolution takes the form as well). */
const FORM_TYPES = ['', 'appSolution'];

/**
 * A live (or ended) published campaign: the document's page flow, the registration it asks for, and
 * plays the server decides. The register page is skipped once this tab holds a player token and for
 * registration types without a form.
 */
export function LiveCampaign({ campaign, language }: { campaign: PublishedCampaign; language: string }) {
  const { document: doc, slug, campaignId, campaignType } = campaign;
  const strings = playStringsFor(language);
  const registrationType = doc.registrationType;
  const isReducedMotion = useReducedMotion();
  usePageMeta(doc, language);
  const supply = useMemo(() => altchaSupply(slug), [slug]);
  const { level, cookieless } = campaign.analytics;
  const collector = useMemo(() => createCollector(slug, { level, cookieless }), [slug, level, cookieless]);
  const [token, setToken] = useState<string | null>(() => storedPlayerToken(campaignId));
  const [prize, setPrize] = useState<WonPrize | null>(null);
  const [gameResult, setGameResult] = useState<GameResult | null>(null);
  const [survey, setSurvey] = useState<PlayResponse['survey']>(undefined);
  const [loyalty, setLoyalty] = useState<PlayResponse['loyalty']>(undefined);
  const [urlFailure, setUrlFailure] = useState<string | null>(null);
  const [urlAttempt, setUrlAttempt] = useState(0);
  const pendingFinish = useRef<string | null>(null);
  /** The multi-step play opened last (its steps and outcome go to it). */
  const openPlayId = useRef<string | null>(null);
  const urlParams = useMemo(() => urlRegistration(window.location.search), []);
  /**
   * An appSolution campaign opened from the company's app: the link names the player (userId, signed
   * for loyalty campaigns), who is registered from it as with URL parameters, without the form.
   */
  const isAppLink = registrationType === 'appSolution' && 'values' in urlParams;
  const registersFromUrl = registrationType === 'urlParameters' || isAppLink;

  const needsRegistration = registrationType !== 'noDelivery' && token === null;
  const skipsRegister = (page: string | null) =>
    page === 'register' && (!FORM_TYPES.includes(registrationType) || token !== null);
  const resolve = (page: string | null): string => {
    const target = page ?? 'game';
    return skipsRegister(target) ? (nextPage(doc, target) ?? 'game') : target;
  };
  const [page, setPage] = useState(() =>
    campaign.availability === 'ended' ? 'campaign-expired' : resolve(startPage(doc)),
  );
  const [hasNavigated, setHasNavigated] = useState(false);
  const hasVisited = useRef(false);
  /** A page shown, for the analytics (the collector drops what the level does not allow). */
  const showPage = (next: string) => {
    if (next === 'introduction') collector.track('introduction');
    collector.track('page', next);
    setPage(next);
  };
  // The visit and its first page, once per page load; later pages are counted as they are shown (showPage).
  useEffect(() => {
    if (hasVisited.current) return;
    hasVisited.current = true;
    collector.track('visit');
    if (page === 'introduction') collector.track('introduction');
    collector.track('page', page);
  }, [collector, page]);
  /**
   * The token is no longer accepted, or the player wants another address: the form asks again; a link
   * registers again by itself once the token is gone.
   */
  const registerAgain = () => {
    forgetPlayerToken(campaignId);
    setToken(null);
    if (FORM_TYPES.includes(registrationType)) {
      setHasNavigated(true);
      showPage('register');
    }
  };
  const { verification, markUnverified } = useEmailVerification({
    document: doc,
    slug,
    campaignId,
    token,
    language,
    onChangeEmail: FORM_TYPES.includes(registrationType) ? registerAgain : undefined,
    onTokenRejected: registerAgain,
  });

  // The proof of work starts now, so it is ready when the player submits or spins.
  useEffect(() => {
    if (campaign.availability === 'live') supply.prepare();
  }, [supply, campaign.availability]);

  // URL-parameter registration happens without a form, as soon as the page opens.
  useEffect(() => {
    if (!registersFromUrl || token !== null || !('values' in urlParams)) return;
    // Reading urlAttempt re-runs a failed registration when the player retries.
    if (campaign.availability !== 'live' || urlAttempt < 0) return;
    let isCurrent = true;
    (async () => {
      const result = await registerWithRetries(supply, slug, campaignId, (altcha) => ({
        ...urlParams.values,
        source: 'urlParameters' as const,
        language,
        altcha,
      }));
      if (!isCurrent) return;
      if ('error' in result) return setUrlFailure(problemMessage(result.error, language));
      storePlayerToken(campaignId, result.data.playerToken);
      setToken(result.data.playerToken);
    })();
    return () => {
      isCurrent = false;
    };
  }, [registersFromUrl, token, urlParams, supply, slug, campaignId, language, campaign.availability, urlAttempt]);

  const navigate = (target: string) => {
    setHasNavigated(true);
    showPage(resolve(target));
    if (pendingFinish.current) {
      // The result page's event (just counted) and whatever gathered since the play ride on the finish.
      const analytics = collector.take();
      sendFinish(pendingFinish.current, { playerToken: token ?? undefined, analytics }).then((sent) => {
        if ('error' in sent) collector.giveBack(analytics);
      });
      pendingFinish.current = null;
    }
    if (target === 'win') celebrate(doc.game?.settings, isReducedMotion);
  };

  const register = async (values: FormValues): Promise<FieldErrors> => {
    const errors = formErrors(values, { email: strings.emailInvalid, consent: strings.consentRequired });
    if (Object.keys(errors).length > 0) return errors;
    const result = await registerWithRetries(supply, slug, campaignId, (altcha) =>
      formRegistration(values, language, altcha),
    );
    if ('error' in result) return problemFieldErrors(result.error, language);
    storePlayerToken(campaignId, result.data.playerToken);
    setToken(result.data.playerToken);
    return {};
  };

  const startPlay = async (input?: unknown): Promise<PlayAnswer> => {
    if (needsRegistration && FORM_TYPES.includes(registrationType)) {
      navigate('register');
      throw new Error('register first');
    }
    // The page's events so far ride on the play; a refused play gives them back for the next request.
    const analytics = collector.take();
    // While the server asks to wait (503 with Retry-After) the game keeps going and the play is sent again.
    const result = await retryWhenAsked(async () => {
      const altcha = await supply.take();
      if ('error' in altcha) return altcha;
      return sendPlay(slug, { playerToken: token ?? undefined, altcha: altcha.data, language, game: input, analytics });
    });
    if ('error' in result) {
      collector.giveBack(analytics);
      if (result.error.code === 'CAMPAIGN_EXPIRED') return { result: null, page: 'campaign-expired' };
      return failed(result.error);
    }
    const answer = result.data;
    if (answer.page === 'open') {
      openPlayId.current = answer.playId;
      return answer;
    }
    return decided(answer);
  };
  const failed = (error: ApiError): never => {
    // The page asks for the e-mail's code in place of the game.
    if (error.code === 'EMAIL_NOT_VERIFIED') markUnverified();
    if (error.code === 'PLAYER_TOKEN_INVALID') registerAgain();
    throw new PlayFailure(problemMessage(error, language));
  };
  const decided = (answer: PlayResponse): DecidedAnswer => {
    setPrize(answer.prize);
    setGameResult(answer.result);
    setSurvey(answer.survey);
    setLoyalty(answer.loyalty);
    pendingFinish.current = answer.playId;
    return { result: answer.result, page: answer.page };
  };
  const openPlayIdOrFail = () => {
    if (!openPlayId.current) throw new Error('no play is open');
    return openPlayId.current;
  };
  const play: GamePlay = {
    play: startPlay,
    takeStep: async (index, step) => {
      collector.track('step', String(index));
      const result = await retryWhenAsked(() =>
        sendStep(openPlayIdOrFail(), { playerToken: token ?? undefined, index, step }),
      );
      if ('error' in result) return failed(result.error);
      return result.data;
    },
    finishPlay: async () => {
      const result = await retryWhenAsked(() => sendOutcome(openPlayIdOrFail(), token ?? undefined));
      if ('error' in result) return failed(result.error);
      openPlayId.current = null;
      return decided(result.data);
    },
    // Shown only: a failed read shows every tile as the server's today makes it (the server still refuses a second opening).
    usedKeys: async () => {
      const result = await fetchUsedPlayKeys(slug, { playerToken: token ?? undefined });
      return 'error' in result ? [] : result.data.keys;
    },
  };

  if (registersFromUrl && token === null && campaign.availability === 'live') {
    if ('missing' in urlParams) {
      return (
        <NoticeScreen text={strings.linkIncomplete.replace('{params}', urlParams.missing.join(', '))} lang={language} />
      );
    }
    if (urlFailure) {
      const retry = () => {
        setUrlFailure(null);
        setUrlAttempt((count) => count + 1);
      };
      return <NoticeScreen text={urlFailure} lang={language} action={{ label: strings.retry, onClick: retry }} />;
    }
    return <NoticeScreen text={strings.registering} lang={language} isBusy />;
  }

  return (
    <CampaignView
      document={doc}
      footnote={analyticsNotice(language, campaign.analytics)}
      campaignType={campaignType}
      language={language}
      page={page}
      isPreview={false}
      shouldFocusHeading={hasNavigated}
      onNavigate={navigate}
      play={play}
      today={campaign.today}
      register={register}
      prize={prize}
      gameResult={gameResult}
      survey={survey}
      loyalty={loyalty}
      verification={verification}
      customCode={campaign.customCode}
    />
  );
}
