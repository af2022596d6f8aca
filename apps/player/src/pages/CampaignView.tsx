import type { CustomCode } from '@gc/contracts/advanced-builder';
import { AD_IMAGE_ALT_KEY, LOGO_ALT_KEY, outcomeImageAltKey } from '@gc/contracts/alt-text-keys';
import type { CampaignDocument } from '@gc/contracts/campaign-document';
import type { WonPrize } from '@gc/contracts/play';
import { isRetailBrandKey, RETAIL_BRAND_NAMES, retailBrandLogoPath } from '@gc/contracts/retail-brand-keys';
import type { GameResult } from '@gc/games/core/game-server';
import { asksNewsletterConsent, readResultSettings } from '@gc/games/core/result-settings';
import { type CSSProperties, lazy, type ReactNode, Suspense, useEffect, useRef } from 'react';
import { chromeFor } from '../chrome/chrome-strings.ts';
import { playStringsFor } from '../chrome/play-strings.ts';
import { dateLocaleOf } from '../document/date-locale.ts';
import { nextPage, resolveView } from '../document/page-flow.ts';
import { type Device, pageStyleVariables, safeAssetUrl } from '../document/page-style.ts';
import { altText, linkUrl, outcomeContent, pageText } from '../document/texts.ts';
import type { GamePlay } from '../game/game-play.ts';
import { gameResultSummary, preloadGamePlayer } from '../game/lazy-game-player.ts';
import type { EmailVerification } from '../live/email-verification.ts';
import type { FieldErrors, FormValues } from '../live/registration-payload.ts';
import { AdAfterWin } from './AdAfterWin.tsx';
import { CustomPageCode } from './CustomPageCode.tsx';
import { GamePage } from './GamePage.tsx';
import { LoyaltyPoints } from './LoyaltyPoints.tsx';
import { OutcomePage } from './OutcomePage.tsx';
import { PrizeDetails } from './PrizeDetails.tsx';
import { RegisterPage } from './RegisterPage.tsx';
import { SurveyOffer } from './SurveyOffer.tsx';
import { TextPage } from './TextPage.tsx';
import { useCustomFont } from './use-custom-font.ts';

/** Only campaigns that ask for a code need its page and its words. */
const VerifyEmailPage = lazy(() => import('./VerifyEmailPage.tsx'));

export type CampaignViewProps = {
  document: CampaignDocument;
  /** A small line under the page: the published page's privacy notice of what it collects (issue 16). */
  footnote?: string;
  campaignType: string;
  language: string;
  /** A page key of the flow or a result page (win, lose, no-more-plays, campaign-expired). */
  page: string;
  /** The device the builder previews; unset lets the screen width pick the background. */
  device?: Device;
  /** In the builder's preview the form requires nothing and links stay in the frame. */
  isPreview: boolean;
  /**
   * Whether to move focus to the new page's heading: after a player's own click, never when the
   * builder changes the page (focus would leave the builder's inputs for the frame).
   */
  shouldFocusHeading: boolean;
  onNavigate(page: string): void;
  /**
   * Makes a play on the game page: the preview's local stand-in, or the published page's call to the
   * play API. Without it the game page shows its placeholder.
   */
  play?: GamePlay;
  /**
   * Sends the registration form (the published page); answers the errors to show, none to move on.
   * Without it (the preview) the form moves on at once.
   */
  register?: (values: FormValues) => Promise<FieldErrors>;
  /** The campaign's date by the server's clock (the published page), or the builder's (the preview). */
  today?: string;
  /** What the last play won, shown on the win page (the published page only). */
  prize?: WonPrize | null;
  /** The survey the last play offers (the server decides when: surveyEnabled); the published page only. */
  survey?: { url: string };
  /** A loyalty play's points (spent, awarded, balance); the published page only. */
  loyalty?: { spent: number; awarded: number; balance: number };
  /** The game's result of the last play (a quiz's score and outcome), which the result page asks the game to word. */
  gameResult?: GameResult | null;
  /**
   * Set while the player's registration must confirm its e-mail with the code sent to it (the
   * published page only): the game page asks for the code instead.
   */
  verification?: EmailVerification;
  /** The advanced builder's sanitised HTML per page and CSS of the release (issue 17), if any. */
  customCode?: CustomCode | null;
  /**
   * The page as the server sends it in the HTML, before the player runs (issue 18): its button shows
   * busy and takes no click until the player's own page replaces it.
   */
  isServed?: boolean;
};

/** One page of a campaign in its language and look: the logo, the page's content and its button. */
export function CampaignView(props: CampaignViewProps) {
  const { document: doc, language, page, device, isPreview, shouldFocusHeading, onNavigate, campaignType } = props;
  const chrome = chromeFor(language);
  const playChrome = playStringsFor(language);
  const hasCustomFont = useCustomFont(doc.styleOptions?.customFontUrl);
  const cardRef = useRef<HTMLElement>(null);
  const view = resolveView(doc, page);
  const text = (textPage: string, field: string) => pageText(doc, language, textPage, field);
  const next = nextPage(doc, page);
  const button = (label: string) =>
    next ? { label: label || chrome.next, onClick: () => onNavigate(next), isBusy: props.isServed } : undefined;

  useEffect(() => {
    document.documentElement.lang = language;
  }, [language]);
  // The game's code loads while the player reads the first pages, so the game page shows it at once.
  useEffect(() => preloadGamePlayer(campaignType), [campaignType]);
  // The code page stands in for the game page: moving between the two is a new page too.
  const focusedPage = shouldFocusHeading ? `${page}${props.verification ? ':verify' : ''}` : null;
  useEffect(() => {
    if (focusedPage !== null) cardRef.current?.querySelector<HTMLElement>('h1')?.focus();
  }, [focusedPage]);

  // A campaign's own logo first; a retailer's campaign dressed in a brand shows the brand's wordmark.
  const brand = isRetailBrandKey(doc.styleOptions?.brand) ? doc.styleOptions.brand : null;
  const logo = safeAssetUrl(doc.styleOptions?.logoImage) ?? (brand ? retailBrandLogoPath(brand) : null);
  const logoAlt =
    altText(doc, language, LOGO_ALT_KEY) ||
    (brand && !doc.styleOptions?.logoImage ? RETAIL_BRAND_NAMES[brand] : chrome.logo);
  const resultSettings = readResultSettings(doc.game?.settings);
  const noWinIcon = safeAssetUrl(resultSettings.noWinIcon);
  const fallbackLanguage = doc.languageOptions?.defaultLanguage ?? language;
  let content: ReactNode;
  switch (view.kind) {
    case 'introduction':
      content = (
        <TextPage
          title={text('introduction', 'title')}
          text={text('introduction', 'text')}
          button={button(text('introduction', 'button'))}
        />
      );
      break;
    case 'register':
      content = (
        <RegisterPage
          title={text('register', 'title')}
          text={text('register', 'text')}
          buttonLabel={text('register', 'button') || chrome.next}
          links={{ terms: linkUrl(doc, language, 'terms'), privacy: linkUrl(doc, language, 'privacy') }}
          chrome={chrome}
          playChrome={playChrome}
          isPreview={isPreview}
          asksNewsletter={asksNewsletterConsent(doc.game?.settings)}
          onSubmit={(values) => {
            const { register } = props;
            if (!register) {
              if (next) onNavigate(next);
              return undefined;
            }
            return register(values).then((errors) => {
              if (Object.keys(errors).length === 0 && next) onNavigate(next);
              return errors;
            });
          }}
        />
      );
      break;
    case 'game':
      content = props.verification ? (
        <Suspense fallback={<p className="gc-text gc-muted">{playChrome.loading}</p>}>
          <VerifyEmailPage
            language={language}
            sending={playChrome.sending}
            verification={props.verification}
            shouldFocusHeading={shouldFocusHeading}
          />
        </Suspense>
      ) : (
        <GamePage
          title={text('game', 'title')}
          text={text('game', 'text')}
          campaignType={campaignType}
          settings={doc.game?.settings}
          language={language}
          fallbackLanguage={fallbackLanguage}
          chrome={chrome}
          play={props.play}
          today={props.today}
          onResult={onNavigate}
          onSkip={next ? () => onNavigate(next) : undefined}
        />
      );
      break;
    case 'outcome':
      content = (
        <OutcomePage
          content={view.outcome ? outcomeContent(doc, language, view.outcome) : { title: '', text: '', image: null }}
          imageAlt={altText(doc, language, outcomeImageAltKey(view.resultPage))}
          summary={
            view.resultPage === 'win' || view.resultPage === 'lose'
              ? gameResultSummary(campaignType, doc.game?.settings, props.gameResult, language, fallbackLanguage)
              : null
          }
          isSummaryInsteadOfText={view.resultPage === 'lose'}
          button={button(text('outcome', 'button'))}
        >
          {view.resultPage === 'win' && props.prize && (
            <PrizeDetails
              prize={props.prize}
              language={language}
              dateLocale={dateLocaleOf(language, doc.game?.settings)}
              strings={playChrome}
            />
          )}
          {view.resultPage === 'win' && resultSettings.showsAdAfterWin && (
            <AdAfterWin
              ad={doc.ad}
              alt={altText(doc, language, AD_IMAGE_ALT_KEY)}
              label={chrome.advertisement}
              isPreview={isPreview}
            />
          )}
          {(view.resultPage === 'win' || view.resultPage === 'lose') && props.loyalty && (
            <LoyaltyPoints points={props.loyalty} template={chrome.loyaltyPoints} />
          )}
          {(view.resultPage === 'win' || view.resultPage === 'lose') && props.survey && (
            <SurveyOffer url={props.survey.url} label={chrome.surveyOffer} />
          )}
          {view.resultPage === 'lose' && noWinIcon && (
            // Where a win shows its prize; decorative, as the outcome's title already says there is none.
            <img className="gc-no-win-icon" src={noWinIcon} alt="" data-testid="no-win-icon" />
          )}
        </OutcomePage>
      );
      break;
    case 'notice':
      content = <TextPage title={text(view.page, 'title')} text={text(view.page, 'text')} />;
      break;
    default:
      content = unreachable(view);
  }

  return (
    <div
      className="gc-page"
      data-device={device}
      lang={language}
      style={pageStyleVariables(doc.styleOptions, hasCustomFont) as CSSProperties}
    >
      <main className="gc-card" ref={cardRef}>
        {logo && <img className="gc-logo" src={logo} alt={logoAlt} />}
        <CustomPageCode code={props.customCode} page={page} />
        {content}
        {props.footnote && <p className="gc-footnote">{props.footnote}</p>}
      </main>
    </div>
  );
}

function unreachable(value: never): never {
  throw new Error(`Unhandled page view ${JSON.stringify(value)}`);
}
